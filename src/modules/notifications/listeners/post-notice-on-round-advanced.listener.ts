import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { GetTournamentSeats } from '../../tournaments/contracts/tournament-seats.query.js';
import { roundAdvanced } from '../domain/inbox-notice.js';
import { postNotices } from '../persistence/inbox.repository.js';
import { tournamentNamed } from './tournament-lookup.js';

/** Every seat holder, those knocked out too: the bracket they follow has moved on. */
@Injectable()
@OnEvent('TournamentRoundAdvanced')
export class PostNoticeOnRoundAdvancedListener implements EventListener<'TournamentRoundAdvanced'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle({ id, payload }: StoredEvent<'TournamentRoundAdvanced'>): Promise<void> {
    const { tournamentId, currentRound } = payload;
    const tournament = await tournamentNamed(this.queries, tournamentId);
    const seats = await this.queries.execute(new GetTournamentSeats([tournamentId]));
    const notices = seats.flatMap((s) => s.userIds).map((userId) => roundAdvanced(userId, tournament, currentRound));
    await transaction(this.em, (em) => postNotices(em, id, notices));
  }
}
