import { Command } from '@nestjs/cqrs';

export class ResendVerification extends Command<void> {
  constructor(readonly userId: number) {
    super();
  }
}
