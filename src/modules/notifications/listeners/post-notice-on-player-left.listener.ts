import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { tournamentRefund } from '../domain/inbox-notice.js';
import { postNotices } from '../persistence/inbox.repository.js';
import { tournamentNamed } from './tournament-lookup.js';

/** A seat given back before the start: its fee went back to the wallet. */
@Injectable()
@OnEvent('PlayerLeftTournament')
export class PostNoticeOnPlayerLeftListener implements EventListener<'PlayerLeftTournament'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle({
    id,
    payload: { tournamentId, userId, refund, reason },
  }: StoredEvent<'PlayerLeftTournament'>): Promise<void> {
    if (!(refund > 0)) return;
    const tournament = await tournamentNamed(this.queries, tournamentId);
    const why = reason === 'blocked' || reason === 'check_in' ? reason : 'left';
    const notice = tournamentRefund(userId, tournament, refund, why);
    await transaction(this.em, (em) => postNotices(em, id, [notice]));
  }
}
