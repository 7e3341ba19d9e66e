import { Command } from '@nestjs/cqrs';

export class ChangePassword extends Command<void> {
  constructor(
    readonly userId: number,
    /** The session making the change: it stays signed in when the others are ended. */
    readonly sessionId: string | null,
    readonly currentPassword: string,
    readonly password: string,
    readonly password2: string,
    readonly endOtherSessions: boolean,
    readonly clientAddress: string,
  ) {
    super();
  }
}
