import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { User } from '../domain/user.entity.js';

/** The leaderboard's money_won: the sum of prizes paid to the player, in cents. */
@Injectable()
@OnEvent('PrizePaid')
export class AddWinningsOnPrizePaidListener implements EventListener<'PrizePaid'> {
  constructor(private readonly em: EntityManager) {}

  async handle({ payload: { userId, amount } }: StoredEvent<'PrizePaid'>): Promise<void> {
    const user = await this.em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!user) throw new Error(`PrizePaid names unknown user ${userId}`);
    user.addWinnings(amount);
    await this.em.flush();
  }
}
