import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { PrizePaid } from '../../tournaments/contracts/tournaments.events.js';
import { User } from '../domain/user.entity.js';

type PrizePaidPayload = NonNullable<(typeof PrizePaid)['__payload']>;

/** The leaderboard's money_won: the sum of prizes paid to the player, in cents. */
@Injectable()
@OnEvent(PrizePaid)
export class AddWinningsOnPrizePaidListener implements EventListener<PrizePaidPayload> {
  constructor(private readonly em: EntityManager) {}

  async handle({ payload: { userId, amount } }: StoredEvent<PrizePaidPayload>): Promise<void> {
    const user = await this.em.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!user) throw new Error(`PrizePaid names unknown user ${userId}`);
    user.addWinnings(amount);
    await this.em.flush();
  }
}
