import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { prizeWon } from '../domain/inbox-notice.js';
import { postNotices } from '../persistence/inbox.repository.js';
import { tournamentNamed } from './tournament-lookup.js';

/** Each paid place: the title or the place, and the prize (the web client toasts it on any page). */
@Injectable()
@OnEvent('PrizePaid')
export class PostNoticeOnPrizePaidListener implements EventListener<'PrizePaid'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle({ id, payload: { tournamentId, userId, amount, place } }: StoredEvent<'PrizePaid'>): Promise<void> {
    const tournament = await tournamentNamed(this.queries, tournamentId);
    await transaction(this.em, (em) => postNotices(em, id, [prizeWon(userId, tournament, amount, place)]));
  }
}
