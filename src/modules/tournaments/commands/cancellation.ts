import type { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { multiplyCents, negateCents } from '../../../shared/money/money.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { PostTransfer, transfer } from '../../ledger/contracts/post-transfer.command.js';
import { escrow, wallet } from '../../ledger/contracts/ledger.types.js';
import { type CancellationReason, TournamentCancelled } from '../contracts/tournaments.events.js';
import { Participant } from '../domain/participant.entity.js';
import type { Tournament } from '../domain/tournament.entity.js';
import { openNextTable } from './house-tables.js';
import { closeChallenge } from './challenge-closing.js';

/**
 * Gives one seat's fee back from escrow in one ledger entry. Keyed by the seat, not the player: someone who
 * leaves, joins again and leaves again gets each fee back, and a retried refund of one seat posts once.
 */
export async function refundSeat(
  commands: CommandBus,
  tournament: Tournament,
  seat: Participant,
  description: string,
): Promise<void> {
  // A friendly challenge's seat paid nothing: nothing to give back, and the ledger takes no empty entry.
  if (tournament.isFree) return;
  await commands.execute(
    transfer(
      `refund:${tournament.id}:seat:${seat.id}`,
      'TOURNAMENT_REFUND',
      description,
      escrow(tournament.id),
      wallet(seat.userId),
      tournament.entryFee,
    ),
  );
}

const REFUND_WORDING: Record<CancellationReason, string> = {
  cancelled_by_organizer: 'was cancelled',
  last_player_left: 'was cancelled',
  fill_deadline: 'did not fill in time',
  declined: 'was declined',
  check_in_lapsed: 'did not start: a player did not check in',
  too_few_players: 'did not start: too few players registered',
};

/**
 * Cancels a locked PENDING tournament and refunds every seat still taken, in the caller's transaction: the
 * status check under the row lock makes a second cancellation (another instance's sweep, a racing creator)
 * refuse instead of refunding twice. The refunds are one entry with a leg per seat, so the ledger locks every
 * wallet at once in its own order: refunding seat by seat locked wallets in seat order, and two cancellations
 * sharing players in different orders deadlocked.
 */
export async function cancelWithRefunds(
  em: EntityManager,
  commands: CommandBus,
  tournament: Tournament,
  reason: CancellationReason,
  actorId: number | null,
): Promise<void> {
  tournament.cancel();
  await em.flush();
  if (tournament.kind === 'CHALLENGE') await closeChallenge(em, tournament, reason, actorId);
  const seats = await em.find(Participant, { tournamentId: tournament.id }, { orderBy: { id: 'asc' } });
  if (seats.length > 0 && !tournament.isFree) {
    await commands.execute(
      new PostTransfer(
        `refund:${tournament.id}:cancelled`,
        'TOURNAMENT_REFUND',
        `Refund: ${tournament.name} ${REFUND_WORDING[reason]}`,
        [
          { account: escrow(tournament.id), amount: negateCents(multiplyCents(tournament.entryFee, seats.length)) },
          ...seats.map((seat) => ({ account: wallet(seat.userId), amount: tournament.entryFee })),
        ],
      ),
    );
  }
  await recordEvents(
    em,
    raise(
      TournamentCancelled,
      tournament.id,
      { tournamentId: tournament.id, reason, refundedUserIds: seats.map((s) => s.userId) },
      actorId,
    ),
  );
  // A cancelled house table is replaced at once, unless its template was deactivated or deleted.
  await openNextTable(commands, tournament);
}
