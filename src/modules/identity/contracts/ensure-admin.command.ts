import { Command } from '@nestjs/cqrs';

/** Makes sure the configured admin account exists with this password: created, or updated. Idempotent. */
export class EnsureAdmin extends Command<{ userId: number }> {
  constructor(readonly admin: { username: string; password: string; email: string }) {
    super();
  }
}
