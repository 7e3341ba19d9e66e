import { Command } from '@nestjs/cqrs';
import type { Tournament } from '../domain/tournament.entity.js';

/**
 * Opens a template's table if it is active and has none open (issue 32 §1), in the caller's transaction when
 * there is one. Answers the new tournament, or null when nothing was opened.
 */
export class OpenHouseTable extends Command<Tournament | null> {
  constructor(readonly templateId: number) {
    super();
  }
}
