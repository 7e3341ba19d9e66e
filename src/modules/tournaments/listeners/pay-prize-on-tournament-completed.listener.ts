import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { addCents, negateCents } from '../../../shared/money/money.js';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { PostTransfer } from '../../ledger/contracts/post-transfer.command.js';
import { escrow, type PostingLeg, system, wallet } from '../../ledger/contracts/ledger.types.js';
import { PrizePaid } from '../contracts/tournaments.events.js';
import { Tournament } from '../domain/tournament.entity.js';

/**
 * Empties the tournament's escrow in one journal entry: the prize to the champion's wallet and the rake to the
 * house. The entry's idempotency key `prize:{id}` makes a re-delivered event post nothing, and PrizePaid is
 * raised only by the delivery that actually paid.
 */
@Injectable()
@OnEvent('TournamentCompleted')
export class PayPrizeOnTournamentCompletedListener implements EventListener<'TournamentCompleted'> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async handle({ payload }: StoredEvent<'TournamentCompleted'>): Promise<void> {
    const { tournamentId, winnerId, prizePool, rake } = payload;
    await transaction(this.em, async (em) => {
      const tournament = await em.findOne(Tournament, tournamentId);
      const legs: PostingLeg[] = [
        { account: escrow(tournamentId), amount: negateCents(addCents(prizePool, rake)) },
        { account: wallet(winnerId), amount: prizePool },
      ];
      if (rake > 0) legs.push({ account: system('HOUSE'), amount: rake });
      const name = tournament?.name ?? `Tournament #${tournamentId}`;
      const { posted } = await this.commands.execute(
        new PostTransfer(`prize:${tournamentId}`, 'TOURNAMENT_WIN', `Prize: ${name} (champion)`, legs),
      );
      tournament?.markPrizePaid();
      if (posted)
        await recordEvents(
          em,
          raise(PrizePaid, tournamentId, { tournamentId, userId: winnerId, amount: prizePool }, winnerId),
        );
    });
  }
}
