import { Command } from '@nestjs/cqrs';

/**
 * Makes sure the configured admin account exists with this password: created, or updated. With `totpSecret`
 * (base32), two-factor sign-in is on with that authenticator secret. Idempotent.
 */
export class EnsureAdmin extends Command<{ userId: number }> {
  constructor(readonly admin: { username: string; password: string; email: string; totpSecret?: string | null }) {
    super();
  }
}
