import { Command } from '@nestjs/cqrs';
import type { Role } from '../../../shared/auth/auth-user.js';

/**
 * An admin grants or revokes the admin role, confirming with their own authenticator code (`otp`: 400 {"otp"}
 * when missing or wrong). The user's sessions end, so the new role counts from their next sign-in; a new admin
 * then sets up two-factor before any admin route answers. The last admin who can use the panel keeps the role.
 */
export class SetUserRole extends Command<void> {
  constructor(
    readonly userId: number,
    readonly role: Role,
    readonly adminId: number,
    readonly otp: string | null,
  ) {
    super();
  }
}
