import { Command } from '@nestjs/cqrs';

/** `verified` by this link, or `already` verified: a second opening of a link whose address is proven. */
export type EmailVerification = 'verified' | 'already';

/** Opens a verification link: `token` is the link's one-time value, of which only the hash is stored. */
export class VerifyEmail extends Command<EmailVerification> {
  constructor(readonly token: string) {
    super();
  }
}
