import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { all, databaseNow, db, first } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { lockExclusively } from '../../../shared/transaction.js';
import { TournamentCreated, TournamentScheduleSaved } from '../contracts/tournaments.events.js';
import { TournamentSchedule } from '../domain/tournament-schedule.entity.js';
import { Tournament } from '../domain/tournament.entity.js';
import { lockTournament } from './admission.js';
import { cancelWithRefunds } from './cancellation.js';
import { msg } from '#i18n';

/** Advisory lock namespace: one schedule's look for its occurrences and the inserts that follow it. */
const SCHEDULE_LOCK = 7_420_140;

export type ScheduleConfig = Pick<AppConfig, 'houseRakePercent' | 'tournamentFillDeadlineSeconds'>;

export const scheduleNotFound = () => DomainError.notFound(msg({ message: 'Schedule not found.' }));

/** The schedule as saved, for the event log, with the admin as the actor. */
export async function recordScheduleSaved(
  em: EntityManager,
  schedule: TournamentSchedule,
  change: 'created' | 'updated',
  adminId: number,
): Promise<void> {
  await recordEvents(
    em,
    raise(
      TournamentScheduleSaved,
      schedule.id,
      {
        scheduleId: schedule.id,
        change,
        name: schedule.name,
        entryFee: schedule.entryFee,
        minPlayers: schedule.minPlayers,
        maxPlayers: schedule.maxPlayers,
        startsAt: schedule.startsAt.toISOString(),
        repeat: schedule.repeat,
        guaranteedPrize: schedule.guaranteedPrize,
      },
      adminId,
    ),
  );
}

/** A schedule that is not deleted, its row locked until commit: one admin change of it at a time. */
export async function lockSchedule(em: EntityManager, scheduleId: number): Promise<TournamentSchedule> {
  const locked = await first(
    em,
    db(em)
      .selectFrom('tournament_schedules')
      .select('id')
      .where('id', '=', scheduleId)
      .where('deleted_at', 'is', null)
      .forNoKeyUpdate(),
  );
  const schedule = locked ? await em.findOne(TournamentSchedule, scheduleId, { refresh: true }) : null;
  if (!schedule) throw scheduleNotFound();
  return schedule;
}

/**
 * Opens the schedule's occurrences whose registration is open at the database's clock and that have no tournament
 * yet, in the caller's transaction. Openers of one schedule take turns under an advisory lock held to commit, so
 * the look and the insert cannot be raced past; the unique index tournaments_one_per_occurrence (schedule, start)
 * is still what makes two tournaments for one occurrence impossible, whatever writes the row. An occurrence that
 * was opened once is never opened again, even when it was cancelled since. Answers how many were opened.
 */
export async function openOccurrences(em: EntityManager, config: ScheduleConfig, scheduleId: number): Promise<number> {
  await lockExclusively(em, SCHEDULE_LOCK, scheduleId);
  await em.flush();
  const schedule = await em.findOne(TournamentSchedule, scheduleId, { refresh: true });
  if (!schedule) return 0;
  const now = await databaseNow(em);
  const due = schedule.occurrencesOpenAt(now);
  if (due.length === 0) return 0;
  const existing = await all(
    em,
    db(em)
      .selectFrom('tournaments')
      .select('starts_at')
      .where('schedule_id', '=', scheduleId)
      .where('starts_at', '=', (eb) => eb.fn.any(eb.val(due.map((d) => d.toISOString())))),
  );
  const opened = new Set(existing.map((row) => new Date(row.starts_at as string).getTime()));
  let count = 0;
  for (const startsAt of due) {
    if (opened.has(startsAt.getTime())) continue;
    const tournament = new Tournament({
      name: schedule.name,
      description: schedule.description,
      entryFee: schedule.entryFee,
      maxPlayers: schedule.maxPlayers,
      gameMode: schedule.gameMode,
      moveTimeout: schedule.moveTimeout,
      payouts: schedule.payouts,
      createdBy: null,
      schedule: {
        id: schedule.id,
        startsAt,
        minPlayers: schedule.minPlayers,
        guaranteedPrize: schedule.guaranteedPrize,
      },
      rakePercent: config.houseRakePercent,
      fillDeadlineSeconds: config.tournamentFillDeadlineSeconds,
      now,
    });
    await em.persist(tournament).flush();
    await recordEvents(
      em,
      raise(
        TournamentCreated,
        tournament.id,
        {
          tournamentId: tournament.id,
          name: tournament.name,
          entryFee: tournament.entryFee,
          maxPlayers: tournament.maxPlayers,
          gameMode: tournament.gameMode,
          moveTimeout: tournament.moveTimeout,
          payouts: tournament.payouts,
          creatorId: null,
          scheduleId: schedule.id,
          startsAt: startsAt.toISOString(),
        },
        null,
      ),
    );
    count++;
  }
  return count;
}

/**
 * A deleted schedule's occurrences still waiting for their start are cancelled, every fee back (one entry each,
 * through the cancellation every tournament uses), in the admin's transaction.
 */
export async function cancelOpenOccurrences(
  em: EntityManager,
  commands: CommandBus,
  scheduleId: number,
  adminId: number,
): Promise<void> {
  const rows = await all(
    em,
    db(em)
      .selectFrom('tournaments')
      .select('id')
      .where('schedule_id', '=', scheduleId)
      .where('status', '=', 'PENDING')
      .orderBy('id'),
  );
  for (const { id } of rows) {
    const tournament = await lockTournament(em, id);
    if (tournament?.status === 'PENDING')
      await cancelWithRefunds(em, commands, tournament, 'cancelled_by_organizer', adminId);
  }
}
