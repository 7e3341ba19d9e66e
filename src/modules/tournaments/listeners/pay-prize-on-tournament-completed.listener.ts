import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Cents } from '../../../shared/money/money.js';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { transfer } from '../../ledger/contracts/post-transfer.command.js';
import { escrow, system, wallet } from '../../ledger/contracts/ledger.types.js';
import { PrizePaid } from '../contracts/tournaments.events.js';
import { ordinal } from '../domain/payouts.js';
import { Tournament } from '../domain/tournament.entity.js';

type Prize = { place: number; userId: number; amount: Cents };

/** The champion's entry keeps the key a winner-takes-all prize always had; the other places add theirs. */
const prizeKey = (tournamentId: number, place: number) =>
  place === 1 ? `prize:${tournamentId}` : `prize:${tournamentId}:place:${place}`;

/**
 * Empties the tournament's escrow: a TOURNAMENT_WIN entry per paid place (issue 32 §3), then the rake to the house
 * in a HOUSE_RAKE entry. Each entry's idempotency key makes a re-delivered or racing event post nothing twice, and
 * PrizePaid is raised for a place only by the delivery that paid it.
 *
 * Every entry locks the escrow and one other account. The wallets are paid in the order of their owners' ids and
 * the house last, so two payouts sharing players (or the house) take their locks in one order and never deadlock.
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
    // An event from before prizes by place: the champion won the whole pool.
    const prizes: Prize[] = payload.prizes ?? [{ place: 1, userId: winnerId, amount: prizePool }];
    await transaction(this.em, async (em) => {
      const tournament = await em.findOne(Tournament, tournamentId);
      const name = tournament?.name ?? `Tournament #${tournamentId}`;
      const paid: Prize[] = [];
      for (const prize of [...prizes].sort((a, b) => a.userId - b.userId || a.place - b.place)) {
        if (prize.amount <= 0) continue;
        const { posted } = await this.commands.execute(
          transfer(
            prizeKey(tournamentId, prize.place),
            'TOURNAMENT_WIN',
            `Prize: ${name} (${prize.place === 1 ? 'champion' : `${ordinal(prize.place)} place`})`,
            escrow(tournamentId),
            wallet(prize.userId),
            prize.amount,
          ),
        );
        if (posted) paid.push(prize);
      }
      if (rake > 0)
        await this.commands.execute(
          transfer(`rake:${tournamentId}`, 'HOUSE_RAKE', `Rake: ${name}`, escrow(tournamentId), system('HOUSE'), rake),
        );
      tournament?.markPrizePaid();
      await recordEvents(
        em,
        ...paid
          .sort((a, b) => a.place - b.place)
          .map(({ place, userId, amount }) =>
            raise(PrizePaid, tournamentId, { tournamentId, userId, amount, place }, userId),
          ),
      );
    });
  }
}
