import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { GetPresentUsers } from '../../live/contracts/present-users.query.js';
import { Participant } from '../domain/participant.entity.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { cancelWithRefunds } from './cancellation.js';
import { releaseSeat } from './seat-release.js';
import { startTournament } from './start.js';

/** A scheduled tournament's check-in (issue 32 §0): the last minutes before its start. */
export const SCHEDULED_CHECK_IN_MINUTES = 10;

/**
 * A locked scheduled tournament at its start (issue 32 §0, §2), in the sweep's transaction. Its check-in is the
 * ten minutes before: a player counts as there whose client was seen in them (an open live stream, a signed-in
 * request) or who took the seat in them. Each player who was not is refunded (one entry each, keyed by the seat)
 * and not drawn. Then it starts with at least `min_players`, or is cancelled with every other fee refunded.
 */
export async function startScheduledTournament(
  em: EntityManager,
  commands: CommandBus,
  queries: QueryBus,
  tournament: Tournament,
): Promise<'started' | 'cancelled'> {
  const startsAt = tournament.startsAt as Date;
  const opened = new Date(startsAt.getTime() - SCHEDULED_CHECK_IN_MINUTES * 60_000);
  const seats = await em.find(Participant, { tournamentId: tournament.id }, { orderBy: { userId: 'asc' } });
  const present =
    seats.length === 0
      ? new Set<number>()
      : new Set(
          await queries.execute(
            new GetPresentUsers(
              seats.map((s) => s.userId),
              opened,
            ),
          ),
        );
  const there = (seat: Participant) => present.has(seat.userId) || seat.joinedAt >= opened;
  // Refunded in user order, as a cancellation refunds: two sweeps sharing absent players lock their wallets alike.
  for (const seat of seats.filter((s) => !there(s)))
    await releaseSeat(em, commands, tournament, seat, 'check_in', null);
  const kept = seats.filter(there);
  if (tournament.currentPlayers < (tournament.minPlayers ?? 2)) {
    await cancelWithRefunds(em, commands, tournament, 'too_few_players', null);
    return 'cancelled';
  }
  for (const seat of kept) seat.checkedInAt ??= startsAt;
  await startTournament(em, commands, tournament, null);
  return 'started';
}
