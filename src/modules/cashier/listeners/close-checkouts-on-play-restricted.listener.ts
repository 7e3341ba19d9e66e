import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { CloseUnpaidDeposit } from '../commands/provider-notices.command.js';
import { CHECKOUT_MINUTES } from '../domain/deposit-options.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../domain/payment-provider.js';

/**
 * A player who takes a time-out or excludes themselves can no longer pay a checkout they left open: each one
 * still taking payment is closed at the provider, and its deposit with it. One paid meanwhile stays paid (the
 * money was taken, and the player may withdraw it). Idempotent: a re-delivered event finds nothing open; a
 * provider that cannot be reached fails the delivery, which the outbox retries.
 */
async function closeOpenCheckouts(
  em: EntityManager,
  commands: CommandBus,
  provider: PaymentProvider,
  userId: number,
): Promise<void> {
  const open = await all(
    em,
    db(em)
      .selectFrom('deposits')
      .select('checkout_reference')
      .where('user_id', '=', userId)
      .where('provider', '=', provider.name)
      .where('status', '=', 'PENDING')
      .where('awaiting_payment_since', 'is', null)
      .where('checkout_reference', 'is not', null)
      .where('created_at', '>', new Date(Date.now() - CHECKOUT_MINUTES * 60_000).toISOString()),
  );
  for (const { checkout_reference: reference } of open) {
    if (!reference) continue;
    if (await provider.closeCheckout(reference)) {
      await commands.execute(new CloseUnpaidDeposit(provider.name, reference, 'expired'));
    }
  }
}

@Injectable()
@OnEvent('PlayerTimedOut', 'PlayerSelfExcluded')
export class CloseCheckoutsOnPlayRestrictedListener implements EventListener<'PlayerTimedOut' | 'PlayerSelfExcluded'> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  handle({ payload }: StoredEvent<'PlayerTimedOut' | 'PlayerSelfExcluded'>): Promise<void> {
    return closeOpenCheckouts(this.em, this.commands, this.provider, payload.userId);
  }
}
