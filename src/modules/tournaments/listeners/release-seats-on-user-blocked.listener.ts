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
 * A blocked player can no longer sign in to leave, so their seats in tournaments still waiting for players are
 * given back at once: each fee refunded in its own entry (keyed by the seat), the seat freed for someone else,
 * and a tournament left empty cancelled. Seats in started tournaments stay: the move timer plays them out.
 * Idempotent: a re-delivered event finds no seat left to release.
 */
@Injectable()
@OnEvent('UserBlocked')
export class ReleaseSeatsOnUserBlockedListener implements EventListener<'UserBlocked'> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async handle({ payload, userId: actorId }: StoredEvent<'UserBlocked'>): Promise<void> {
    if (!payload.blocked) return;
    await transaction(this.em, async (em) => {
      const seats = await em.find(Participant, { userId: payload.userId }, { orderBy: { tournamentId: 'asc' } });
      // In tournament id order, the order every other path locks in one at a time.
      for (const { tournamentId } of seats) {
        const tournament = await lockTournament(em, tournamentId);
        if (tournament?.status !== 'PENDING') continue;
        const seat = await em.findOne(Participant, { tournamentId, userId: payload.userId }, { refresh: true });
        if (seat) await releaseSeat(em, this.commands, tournament, seat, 'blocked', actorId);
      }
    });
  }
}
