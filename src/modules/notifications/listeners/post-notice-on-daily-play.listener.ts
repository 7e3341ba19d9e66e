import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { gameStartedNotice, moveReminderNotice, secondsLeft } from '../domain/daily-play.js';
import { postNotices } from '../persistence/inbox.repository.js';
import { tournamentNamed } from './tournament-lookup.js';

/**
 * Daily play's notices (issue 32 §4): both players when a later game of their match starts, and the player who
 * has not moved when a fifth of their clock is left. Posted once per event and player (the inbox's own key).
 */
@Injectable()
@OnEvent('GameStarted', 'MoveDeadlineNeared')
export class PostNoticeOnDailyPlayListener implements EventListener<'GameStarted' | 'MoveDeadlineNeared'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: StoredEvent<'GameStarted' | 'MoveDeadlineNeared'>): Promise<void> {
    const { id, occurredAt } = event;
    const tournament = await tournamentNamed(this.queries, event.payload.tournamentId);
    if (event.type === 'MoveDeadlineNeared') {
      const p = event.payload;
      const names = await this.queries.execute(new GetUserSummaries([p.opponentId]));
      const opponent = names.get(p.opponentId)?.username ?? 'your opponent';
      const notice = moveReminderNotice(p.userId, tournament, p, opponent, secondsLeft(p.deadline, occurredAt));
      await transaction(this.em, (em) => postNotices(em, id, [notice]));
      return;
    }
    const p = event.payload;
    const names = await this.queries.execute(new GetUserSummaries([p.player1Id, p.player2Id]));
    const name = (userId: number) => names.get(userId)?.username ?? 'your opponent';
    await transaction(this.em, (em) =>
      postNotices(em, id, [
        gameStartedNotice(p.player1Id, tournament, p, name(p.player2Id), p.moveTimeout),
        gameStartedNotice(p.player2Id, tournament, p, name(p.player1Id), p.moveTimeout),
      ]),
    );
  }
}
