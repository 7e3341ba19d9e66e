import { Command } from '@nestjs/cqrs';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { msg } from '#i18n';

/**
 * What a payment provider reports about a deposit, in the provider's own terms (amounts in the currency's
 * minor unit, the provider's ids). A provider's webhook adapter turns each verified notice into one of these;
 * the handlers make them exactly-once (the deposit row is locked, and every ledger key is per deposit).
 */

/** The checkout was paid: `paid` minor units of `currency`, under the provider's payment id. */
export class ConfirmDepositPayment extends Command<void> {
  constructor(
    readonly provider: string,
    readonly checkoutReference: string,
    readonly paid: number,
    readonly currency: string,
    readonly paymentReference: string | null,
  ) {
    super();
  }
}

/**
 * The checkout was completed with a payment that settles later (a bank debit): no money yet, but the player has
 * committed it, so it keeps counting against their deposit limits until it arrives or fails.
 */
export class AwaitDepositPayment extends Command<void> {
  constructor(
    readonly provider: string,
    readonly checkoutReference: string,
  ) {
    super();
  }
}

/** The checkout ran out unpaid (`expired`), or the provider could not take the payment (`failed`). */
export class CloseUnpaidDeposit extends Command<void> {
  constructor(
    readonly provider: string,
    readonly checkoutReference: string,
    readonly outcome: 'expired' | 'failed',
  ) {
    super();
  }
}

/** The payment was refunded: `totalRefunded` is everything refunded on it so far, as providers report. */
export class RefundDeposit extends Command<void> {
  constructor(
    readonly provider: string,
    readonly paymentReference: string,
    readonly totalRefunded: number,
  ) {
    super();
  }
}

/** A dispute (chargeback) on the payment opened, or closed won or lost. */
export class DisputeDeposit extends Command<void> {
  constructor(
    readonly provider: string,
    readonly paymentReference: string,
    readonly disputeReference: string,
    readonly amount: number,
    readonly state: 'opened' | 'won' | 'lost',
  ) {
    super();
  }
}

/** 409 for a notice about a payment no completed deposit knows yet: the provider retries it later. */
export const unknownPayment = () =>
  new DomainError(
    'payment_unknown',
    'conflict',
    msg({ message: 'No completed deposit knows this payment yet; deliver it again later.' }),
  );

/** What a checkout's state says of its deposit, as a provider reports it or answers when asked. */
export type CheckoutNotice = ConfirmDepositPayment | CloseUnpaidDeposit | AwaitDepositPayment;
