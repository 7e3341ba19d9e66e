import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { lockTournament } from '../commands/admission.js';
import { releaseSeat } from '../commands/seat-release.js';
import { Participant } from '../domain/participant.entity.js';

/**
 * A player who takes a time-out or excludes themselves leaves every tournament still waiting for players at
 * once: each fee refunded in its own entry (keyed by the seat), as when they are blocked. Matches already in
 * play go on. Idempotent: a re-delivered event finds no seat left to release.
 */
async function releasePendingSeats(em: EntityManager, commands: CommandBus, userId: number): Promise<void> {
  await transaction(em, async (tx) => {
    const seats = await tx.find(Participant, { userId }, { orderBy: { tournamentId: 'asc' } });
    // In tournament id order, the order every other path locks in one at a time.
    for (const { tournamentId } of seats) {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament?.status !== 'PENDING') continue;
      const seat = await tx.findOne(Participant, { tournamentId, userId }, { refresh: true });
      if (seat) await releaseSeat(tx, commands, tournament, seat, 'protection', userId);
    }
  });
}

@Injectable()
@OnEvent('PlayerTimedOut', 'PlayerSelfExcluded')
export class ReleaseSeatsOnPlayRestrictedListener implements EventListener<'PlayerTimedOut' | 'PlayerSelfExcluded'> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  handle({ payload }: StoredEvent<'PlayerTimedOut' | 'PlayerSelfExcluded'>): Promise<void> {
    return releasePendingSeats(this.em, this.commands, payload.userId);
  }
}
