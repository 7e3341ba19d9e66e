import type { EntityManager } from '@mikro-orm/postgresql';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { ChallengeClosed, type CancellationReason } from '../contracts/tournaments.events.js';
import { Challenge, type ClosedStatus } from '../domain/challenge.entity.js';
import type { Tournament } from '../domain/tournament.entity.js';

const CLOSED_BY: Record<CancellationReason, ClosedStatus> = {
  cancelled_by_organizer: 'CANCELLED',
  last_player_left: 'CANCELLED',
  check_in_lapsed: 'CANCELLED',
  too_few_players: 'CANCELLED',
  declined: 'DECLINED',
  // The challenge's expiry is its tournament's registration deadline: the fill-deadline sweep expires it.
  fill_deadline: 'EXPIRED',
};

/**
 * A CHALLENGE tournament is being cancelled (cancelWithRefunds, in its transaction, under its lock): its
 * challenge takes the status the reason says, once, whichever path cancelled it (the challenge's routes, the
 * tournament's cancel route, the fill-deadline sweep, a lapsed check-in, a blocked or restricted player).
 */
export async function closeChallenge(
  em: EntityManager,
  tournament: Tournament,
  reason: CancellationReason,
  actorId: number | null,
): Promise<void> {
  const challenge = await em.findOne(Challenge, { tournamentId: tournament.id }, { refresh: true });
  if (!challenge) return;
  const before = challenge.status;
  challenge.close(CLOSED_BY[reason]);
  if (challenge.status === before) return;
  await em.flush();
  await recordEvents(
    em,
    raise(
      ChallengeClosed,
      challenge.id,
      {
        challengeId: challenge.id,
        tournamentId: tournament.id,
        status: challenge.status as ClosedStatus,
        creatorId: challenge.creatorId,
        opponentId: challenge.opponentId,
        rematchOfMatchId: challenge.rematchOfMatchId,
      },
      actorId,
    ),
  );
}
