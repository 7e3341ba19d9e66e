import { Command } from '@nestjs/cqrs';

/** The player's own settings on the profile page; a field left out stays as it is. */
export interface ProfileChanges {
  emailMatchStart?: boolean;
}

export class UpdateProfile extends Command<void> {
  constructor(
    readonly userId: number,
    readonly changes: ProfileChanges,
  ) {
    super();
  }
}
