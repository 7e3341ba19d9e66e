import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { matchStarted } from '../domain/inbox-notice.js';
import { postNotices } from '../persistence/inbox.repository.js';
import { tournamentNamed } from './tournament-lookup.js';

/** Each player of a match that starts: who they meet, in which round, and the link to play. */
@Injectable()
@OnEvent('MatchStarted')
export class PostNoticeOnMatchStartedListener implements EventListener<'MatchStarted'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle({ id, payload }: StoredEvent<'MatchStarted'>): Promise<void> {
    const { matchId, tournamentId, roundNumber, thirdPlace, player1Id, player2Id } = payload;
    const tournament = await tournamentNamed(this.queries, tournamentId);
    const names = await this.queries.execute(new GetUserSummaries([player1Id, player2Id]));
    const name = (userId: number) => names.get(userId)?.username ?? 'your opponent';
    await transaction(this.em, (em) =>
      postNotices(em, id, [
        matchStarted(player1Id, tournament, { matchId, roundNumber, thirdPlace }, name(player2Id)),
        matchStarted(player2Id, tournament, { matchId, roundNumber, thirdPlace }, name(player1Id)),
      ]),
    );
  }
}
