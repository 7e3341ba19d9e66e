import { Command } from '@nestjs/cqrs';
import type { TokenPair } from '../services/session-tokens.js';

export class RefreshSession extends Command<TokenPair> {
  constructor(readonly refreshToken: string) {
    super();
  }
}
