import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { tournamentRefund } from '../domain/inbox-notice.js';
import { postNotices } from '../persistence/inbox.repository.js';
import { tournamentNamed } from './tournament-lookup.js';

/** Every seat refunded by a cancellation: the entry fee is back. */
@Injectable()
@OnEvent('TournamentCancelled')
export class PostNoticeOnTournamentCancelledListener implements EventListener<'TournamentCancelled'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle({ id, payload: { tournamentId, refundedUserIds } }: StoredEvent<'TournamentCancelled'>): Promise<void> {
    if (refundedUserIds.length === 0) return;
    const tournament = await tournamentNamed(this.queries, tournamentId);
    // A friendly challenge (issue 33 §1) took no fee: there is nothing back to tell of.
    if (!(tournament.entryFee > 0)) return;
    const notices = refundedUserIds.map((userId) =>
      tournamentRefund(userId, tournament, tournament.entryFee, 'cancelled'),
    );
    await transaction(this.em, (em) => postNotices(em, id, notices));
  }
}
