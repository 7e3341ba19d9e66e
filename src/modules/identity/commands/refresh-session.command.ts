import { Command } from '@nestjs/cqrs';
import type { TokenPair } from '../persistence/session-tokens.js';

export class RefreshSession extends Command<TokenPair> {
  constructor(readonly refreshToken: string) {
    super();
  }
}
