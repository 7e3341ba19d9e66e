import { Command } from '@nestjs/cqrs';

/**
 * The player confirms their date of birth: once; later only an admin corrects it. A date refused as under age
 * is the account's last: it may declare no other, and waits for an admin (issue 30 §3). A contract, since the
 * profile's PUT (identity's route) sets it beside the player's other settings.
 */
export class ConfirmDateOfBirth extends Command<void> {
  constructor(
    readonly userId: number,
    readonly dateOfBirth: string,
    /** Where the player typed it: an under-age refusal holds the next registration from there for a day. */
    readonly clientAddress = '',
  ) {
    super();
  }
}
