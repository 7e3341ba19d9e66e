import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { eloAfterMatch } from '../domain/elo.js';
import { User } from '../domain/user.entity.js';

/**
 * The stats read model: the winner gains a win, the loser a loss, and both ratings move by Elo. Runs inside
 * the relay's per-event transaction, so it applies exactly once.
 */
@Injectable()
@OnEvent('MatchCompleted')
export class UpdateStatsOnMatchCompletedListener implements EventListener<'MatchCompleted'> {
  constructor(private readonly em: EntityManager) {}

  async handle({ payload: { winnerId, loserId } }: StoredEvent<'MatchCompleted'>): Promise<void> {
    // Both rows in id order, so two matches finishing at once over the same players cannot deadlock.
    const users = await this.em.find(
      User,
      { id: { $in: [winnerId, loserId] } },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    const winner = users.find((u) => u.id === winnerId);
    const loser = users.find((u) => u.id === loserId);
    if (!winner || !loser) throw new Error(`MatchCompleted names unknown users ${winnerId} and ${loserId}`);
    const ratings = eloAfterMatch(winner.rating, loser.rating);
    winner.recordMatch(true, ratings.winner);
    loser.recordMatch(false, ratings.loser);
    await this.em.flush();
  }
}
