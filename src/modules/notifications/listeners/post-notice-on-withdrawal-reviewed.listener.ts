import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import {
  WithdrawalApproved,
  WithdrawalCancellationApproved,
  WithdrawalRejected,
} from '../../payouts/contracts/payouts.events.js';
import { withdrawalReviewed } from '../domain/inbox-notice.js';
import { postNotices } from '../persistence/inbox.repository.js';

type Payload = NonNullable<(typeof WithdrawalApproved)['__payload']>;

/** An admin's review of a withdrawal, told to its owner; the admin's notes stay on the wallet page. */
async function post(em: EntityManager, event: StoredEvent<Payload>, outcome: 'approved' | 'rejected' | 'cancelled') {
  const { userId, amount } = event.payload;
  await transaction(em, (tx) => postNotices(tx, event.id, [withdrawalReviewed(userId, outcome, amount)]));
}

@Injectable()
@OnEvent(WithdrawalApproved)
export class PostNoticeOnWithdrawalApprovedListener implements EventListener<Payload> {
  constructor(private readonly em: EntityManager) {}

  handle(event: StoredEvent<Payload>): Promise<void> {
    return post(this.em, event, 'approved');
  }
}

@Injectable()
@OnEvent(WithdrawalRejected)
export class PostNoticeOnWithdrawalRejectedListener implements EventListener<Payload> {
  constructor(private readonly em: EntityManager) {}

  handle(event: StoredEvent<Payload>): Promise<void> {
    return post(this.em, event, 'rejected');
  }
}

/** An approved cancellation puts the held coins back: a refund. */
@Injectable()
@OnEvent(WithdrawalCancellationApproved)
export class PostNoticeOnWithdrawalCancellationApprovedListener implements EventListener<Payload> {
  constructor(private readonly em: EntityManager) {}

  handle(event: StoredEvent<Payload>): Promise<void> {
    return post(this.em, event, 'cancelled');
  }
}
