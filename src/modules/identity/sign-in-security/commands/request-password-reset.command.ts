import { Command } from '@nestjs/cqrs';

export class RequestPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
