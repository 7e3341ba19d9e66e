import { Command } from '@nestjs/cqrs';

/**
 * The player confirms their date of birth: once; later only an admin corrects it. A contract, since the
 * profile's PUT (identity's route) sets it beside the player's other settings.
 */
export class ConfirmDateOfBirth extends Command<void> {
  constructor(
    readonly userId: number,
    readonly dateOfBirth: string,
  ) {
    super();
  }
}
