import { Command } from '@nestjs/cqrs';

export interface FirstAdminCredentials {
  username: string;
  password: string;
}

/**
 * On a start without ADMIN_*: when no admin exists at all, creates one with a random password and returns its
 * credentials (to be shown once); otherwise `null`. Exactly one admin is created however many instances start.
 */
export class EnsureFirstAdmin extends Command<{ created: FirstAdminCredentials | null }> {}
