import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { PlayerLeftTournament, type SeatReleaseReason } from '../contracts/tournaments.events.js';
import { Participant } from '../domain/participant.entity.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { cancelWithRefunds, refundSeat } from './cancellation.js';

const REFUND_WORDING: Record<SeatReleaseReason, (name: string) => string> = {
  left: (name) => `Refund: you left ${name}`,
  blocked: (name) => `Refund: your seat in ${name} was released`,
  protection: (name) => `Refund: your seat in ${name} was released by your time-out or self-exclusion`,
  check_in: (name) => `Refund: you did not check in for ${name}`,
};

/**
 * Gives one seat of a locked PENDING tournament back, in the caller's transaction: its fee refunded in one entry
 * (keyed by the seat), the seat row deleted (the ledger keeps its fee and refund, the event log the join and
 * this), and the tournament cancelled with refunds if that was its last seat. A leave and a block both come here.
 */
export async function releaseSeat(
  em: EntityManager,
  commands: CommandBus,
  tournament: Tournament,
  seat: Participant,
  reason: SeatReleaseReason,
  actorId: number | null,
): Promise<void> {
  // A challenge is its two players or nothing (issue 33 §1): a seat given back ends it, both fees refunded, and it
  // never waits for a stranger to take the seat.
  if (tournament.kind === 'CHALLENGE') {
    await cancelWithRefunds(
      em,
      commands,
      tournament,
      reason === 'check_in' ? 'check_in_lapsed' : 'cancelled_by_organizer',
      actorId,
    );
    return;
  }
  const wasCheckingIn = tournament.isCheckingIn;
  const emptied = tournament.release();
  // A seat given back during the check-in ends it: the next fill checks everyone in afresh.
  if (wasCheckingIn) await em.nativeUpdate(Participant, { tournamentId: tournament.id }, { checkedInAt: null });
  await refundSeat(commands, tournament, seat, REFUND_WORDING[reason](tournament.name));
  await em.remove(seat).flush();
  await recordEvents(
    em,
    raise(
      PlayerLeftTournament,
      tournament.id,
      {
        tournamentId: tournament.id,
        userId: seat.userId,
        currentPlayers: tournament.currentPlayers,
        refund: tournament.entryFee,
        reason,
      },
      actorId,
    ),
  );
  if (emptied) await cancelWithRefunds(em, commands, tournament, 'last_player_left', actorId);
}
