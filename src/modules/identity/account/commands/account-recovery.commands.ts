import { Command } from '@nestjs/cqrs';

/**
 * The commands of a player's email and password (issue 21 §2), one per use case; each has its handler in
 * `<name>.handler.ts`. Tokens are the one-time values from mailed links, never stored as they are.
 */

/** `verified` by this link, or `already` verified: a second opening of a link whose address is proven. */
export type EmailVerification = 'verified' | 'already';

export class VerifyEmail extends Command<EmailVerification> {
  constructor(readonly token: string) {
    super();
  }
}

export class ResendVerification extends Command<void> {
  constructor(readonly userId: number) {
    super();
  }
}

export class RequestPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    readonly clientAddress: string,
  ) {
    super();
  }
}

export class ResetPassword extends Command<void> {
  constructor(
    readonly token: string,
    readonly password: string,
    readonly password2: string,
  ) {
    super();
  }
}

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

export class ConfirmEmailChange extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}

/** A link a reset mailed for a factor it suspended: the factor works again. Answers what was kept, in words. */
export class KeepFactor extends Command<string> {
  constructor(readonly token: string) {
    super();
  }
}
