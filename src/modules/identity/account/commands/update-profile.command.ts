import { Command } from '@nestjs/cqrs';
import type { Locale } from '#i18n';

/** The player's own settings on the profile page; a field left out stays as it is. */
export interface ProfileChanges {
  emailMatchStart?: boolean;
  locale?: Locale;
}

export class UpdateProfile extends Command<void> {
  constructor(
    readonly userId: number,
    readonly changes: ProfileChanges,
  ) {
    super();
  }
}
