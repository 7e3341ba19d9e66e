import { Command } from '@nestjs/cqrs';

export class RequestEmailChange extends Command<void> {
  constructor(
    readonly userId: number,
    readonly currentPassword: string,
    readonly email: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}
