import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { databaseNow } from '../../../shared/database/query.js';
import { GetPresentUsers } from '../../live/contracts/present-users.query.js';
import { CheckInLapsed, PlayerCheckedIn, TournamentCheckInStarted } from '../contracts/tournaments.events.js';
import { type CheckInWay, checkInSeconds, PRESENCE_WINDOW_SECONDS, RECENT_SEAT_SECONDS } from '../domain/check-in.js';
import { Participant } from '../domain/participant.entity.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { startTournament } from './start.js';
import { releaseSeat } from './seat-release.js';
import { cancelWithRefunds } from './cancellation.js';

const secondsBefore = (at: Date, seconds: number) => new Date(at.getTime() - seconds * 1000);

const seatsOf = (em: EntityManager, tournament: Tournament) =>
  em.find(Participant, { tournamentId: tournament.id }, { orderBy: { id: 'asc' } });

/** The players of `seats` whose client was there at or after `since` (a live stream, a signed-in request). */
async function presentAmong(queries: QueryBus, seats: Participant[], since: Date): Promise<Set<number>> {
  if (seats.length === 0) return new Set();
  return new Set(
    await queries.execute(
      new GetPresentUsers(
        seats.map((s) => s.userId),
        since,
      ),
    ),
  );
}

/**
 * The last seat of a locked PENDING tournament filled (issue 32 §0), in the joiner's transaction. Whoever is there
 * is checked in at once: a seat taken within RECENT_SEAT_SECONDS (the joiner always), a client seen within
 * PRESENCE_WINDOW_SECONDS or holding a live stream. Everyone there: it starts now, as before check-in existed.
 * Otherwise it stays PENDING with `check_in_ends_at`, and every player hears of it (TournamentCheckInStarted).
 * Check-ins of an earlier, aborted window (a seat was given back meanwhile) do not carry over.
 */
export async function fillTournament(
  em: EntityManager,
  commands: CommandBus,
  queries: QueryBus,
  tournament: Tournament,
  lastJoinerId: number,
): Promise<void> {
  const now = await databaseNow(em);
  const seats = await seatsOf(em, tournament);
  const recentSeat = secondsBefore(now, RECENT_SEAT_SECONDS);
  const connected = await presentAmong(queries, seats, secondsBefore(now, PRESENCE_WINDOW_SECONDS));
  for (const seat of seats) {
    const there = seat.userId === lastJoinerId || seat.joinedAt >= recentSeat || connected.has(seat.userId);
    seat.checkedInAt = there ? now : null;
  }
  if (seats.every((seat) => seat.checkedInAt !== null)) {
    await startTournament(em, commands, tournament, lastJoinerId);
    return;
  }
  tournament.beginCheckIn(now, checkInSeconds(tournament.moveTimeout));
  await em.flush();
  await recordEvents(
    em,
    raise(
      TournamentCheckInStarted,
      tournament.id,
      {
        tournamentId: tournament.id,
        checkInEndsAt: (tournament.checkInEndsAt as Date).toISOString(),
        userIds: seats.map((s) => s.userId),
        checkedInUserIds: seats.filter((s) => s.checkedInAt !== null).map((s) => s.userId),
      },
      lastJoinerId,
    ),
  );
}

/** Checks seats in (already-in ones untouched) and logs each; answers whether every seat is now in. */
async function checkIn(
  em: EntityManager,
  tournament: Tournament,
  seats: Participant[],
  userIds: Set<number>,
  via: CheckInWay,
  now: Date,
): Promise<boolean> {
  const newly = seats.filter((s) => s.checkedInAt === null && userIds.has(s.userId));
  for (const seat of newly) seat.checkedInAt = now;
  await em.flush();
  if (newly.length > 0)
    await recordEvents(
      em,
      ...newly.map((seat) =>
        raise(
          PlayerCheckedIn,
          tournament.id,
          { tournamentId: tournament.id, userId: seat.userId, via },
          via === 'button' ? seat.userId : null,
        ),
      ),
    );
  return seats.every((s) => s.checkedInAt !== null);
}

/**
 * "I'm here" from a seat of a locked tournament that is checking in, its window still open on the database's
 * clock (the caller checked both). The last one in starts it, with them as the start's actor.
 */
export async function checkInByButton(
  em: EntityManager,
  commands: CommandBus,
  tournament: Tournament,
  seat: Participant,
  now: Date,
): Promise<void> {
  if (seat.checkedInAt !== null) return;
  const seats = await seatsOf(em, tournament);
  if (await checkIn(em, tournament, seats, new Set([seat.userId]), 'button', now))
    await startTournament(em, commands, tournament, seat.userId);
}

export type CheckInOutcome = 'started' | 'lapsed' | 'waiting';

/**
 * The sweep's look at a locked tournament that is checking in. Players whose client was there since shortly
 * before the window opened are checked in; everyone in starts it. Once the window has ended, each player still
 * not in loses their seat with their one entry refunded (releaseSeat: keyed by the seat, so a retry posts once),
 * and the tournament waits for players again with the others seated, their check-ins cleared for the next fill.
 */
export async function settleCheckIn(
  em: EntityManager,
  commands: CommandBus,
  queries: QueryBus,
  tournament: Tournament,
): Promise<CheckInOutcome> {
  const now = await databaseNow(em);
  const endsAt = tournament.checkInEndsAt as Date;
  const ended = tournament.checkInEnded(now);
  const opened = secondsBefore(endsAt, checkInSeconds(tournament.moveTimeout));
  const seats = await seatsOf(em, tournament);
  const missing = seats.filter((s) => s.checkedInAt === null);
  const present = await presentAmong(queries, missing, secondsBefore(opened, PRESENCE_WINDOW_SECONDS));
  if (await checkIn(em, tournament, seats, present, 'present', now)) {
    await startTournament(em, commands, tournament, null);
    return 'started';
  }
  if (!ended) return 'waiting';
  // A challenge whose player did not come is over, both fees back (issue 33 §1): no stranger may take the seat.
  if (tournament.kind === 'CHALLENGE') {
    await cancelWithRefunds(em, commands, tournament, 'check_in_lapsed', null);
    return 'lapsed';
  }
  // Refunded in user order, as a cancellation refunds: two lapses sharing absent players lock their wallets alike.
  const dropped = seats.filter((s) => s.checkedInAt === null).sort((x, y) => x.userId - y.userId);
  const kept = seats.filter((s) => s.checkedInAt !== null);
  for (const seat of dropped) await releaseSeat(em, commands, tournament, seat, 'check_in', null);
  for (const seat of kept) seat.checkedInAt = null;
  await em.flush();
  await recordEvents(
    em,
    raise(
      CheckInLapsed,
      tournament.id,
      {
        tournamentId: tournament.id,
        droppedUserIds: dropped.map((s) => s.userId),
        keptUserIds: kept.map((s) => s.userId),
      },
      null,
    ),
  );
  return 'lapsed';
}
