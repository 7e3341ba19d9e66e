import { Command } from '@nestjs/cqrs';
import type { ScheduleTerms, TournamentSchedule } from '../domain/tournament-schedule.entity.js';

type TermsInput = Omit<ScheduleTerms, 'moveTimeout'> & { moveTimeout: number | undefined };

/** An admin's new schedule (issue 32 §2); an occurrence whose registration is already open opens at once. */
export class CreateTournamentSchedule extends Command<TournamentSchedule> {
  constructor(
    readonly adminId: number,
    readonly terms: TermsInput,
  ) {
    super();
  }
}

/** Changes a schedule; the new terms apply from the next occurrence opened (an open one keeps its own). */
export class UpdateTournamentSchedule extends Command<TournamentSchedule> {
  constructor(
    readonly adminId: number,
    readonly scheduleId: number,
    readonly update: Partial<ScheduleTerms>,
  ) {
    super();
  }
}

/** Deletes a schedule: retired, no occurrence of it opens again, and its occurrences still open are cancelled. */
export class DeleteTournamentSchedule extends Command<void> {
  constructor(
    readonly adminId: number,
    readonly scheduleId: number,
  ) {
    super();
  }
}

/**
 * Reminds a scheduled tournament's players that it starts within REMINDER_MINUTES, once: answers false, doing
 * nothing, when it is not due (any more) or another transaction holds it.
 */
export class RemindScheduledTournament extends Command<boolean> {
  constructor(readonly tournamentId: number) {
    super();
  }
}

/**
 * Opens every occurrence of a schedule whose registration is open and that has no tournament yet, in the
 * caller's transaction when there is one. Answers how many were opened.
 */
export class OpenScheduledOccurrences extends Command<number> {
  constructor(readonly scheduleId: number) {
    super();
  }
}
