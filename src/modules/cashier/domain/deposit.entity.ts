import { defineEntity, p } from '@mikro-orm/core';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { cents, ZERO_CENTS, type Cents } from '../../../shared/money/money.js';
import { CHECKOUT_MINUTES, type DepositStatus } from './deposit-options.js';
import { msg } from '#i18n';

/**
 * A player's deposit, from the moment it is asked until the provider's last word on it. The coins move in
 * the ledger; this row decides whether they may: a payment is credited once (`complete` answers false the
 * second time), and what a refund or dispute takes back is capped at what was credited and not yet taken.
 */
export class Deposit {
  id!: number;
  userId: number;
  provider: string;
  status: DepositStatus = 'PENDING';
  /** Coins asked for. */
  amount: Cents;
  currency: string;
  /** What the provider is asked to charge, in the currency's minor unit. */
  price: number;
  /** Coins credited: what the provider says was paid, converted; null until completed. */
  amountCredited: Cents | null = null;
  amountRefunded: Cents = ZERO_CENTS;
  /** Taken back for disputes still open or lost. */
  amountDisputed: Cents = ZERO_CENTS;
  checkoutUrl: string | null = null;
  checkoutReference: string | null = null;
  paymentReference: string | null = null;
  idempotencyKey: string | null;
  createdAt: Date = new Date();
  completedAt: Date | null = null;
  /** The checkout was completed with a payment that settles later (a bank debit); null otherwise. */
  awaitingPaymentSince: Date | null = null;

  constructor(
    userId: number,
    provider: string,
    amount: Cents,
    currency: string,
    price: number,
    idempotencyKey: string | null = null,
  ) {
    if (!Number.isSafeInteger(amount) || amount <= 0 || !Number.isSafeInteger(price) || price <= 0) {
      throw DomainError.validation('amount', msg({ message: 'Enter an amount from 0.01 to 10000.00.' }));
    }
    this.userId = userId;
    this.provider = provider;
    this.amount = amount;
    this.currency = currency;
    this.price = price;
    this.idempotencyKey = idempotencyKey;
  }

  /** When the provider's checkout stops taking payment (the provider is told so when it opens). */
  get checkoutClosesAt(): Date {
    return new Date(this.createdAt.getTime() + CHECKOUT_MINUTES * 60_000);
  }

  /** The provider's page the player pays on. */
  openCheckout(reference: string, url: string): void {
    this.checkoutReference = reference;
    this.checkoutUrl = url;
  }

  /**
   * The provider confirmed payment. False when this deposit was already credited (a replayed or second
   * notice): nothing more may be credited. A deposit marked expired or failed is still credited when money
   * did arrive for it, since the player paid.
   */
  complete(credited: Cents, paymentReference: string | null, now = new Date()): boolean {
    if (this.status === 'COMPLETED') return false;
    this.status = 'COMPLETED';
    this.amountCredited = credited;
    this.paymentReference = paymentReference ?? this.paymentReference;
    this.completedAt = now;
    return true;
  }

  /**
   * The checkout was completed with a payment that settles later: the deposit stays PENDING until the money
   * arrives or fails, and counts against deposit limits meanwhile. False when there is nothing to record (not
   * pending, or recorded already by an earlier notice).
   */
  awaitPayment(now = new Date()): boolean {
    if (this.status !== 'PENDING' || this.awaitingPaymentSince) return false;
    this.awaitingPaymentSince = now;
    return true;
  }

  /** The checkout ran out unpaid. Only a pending deposit expires: a paid one stays paid. */
  expire(): boolean {
    if (this.status !== 'PENDING') return false;
    this.status = 'EXPIRED';
    return true;
  }

  /** The provider could not start or could not take the payment. */
  fail(): boolean {
    if (this.status !== 'PENDING') return false;
    this.status = 'FAILED';
    return true;
  }

  get amountTakenBack(): Cents {
    return cents(this.amountRefunded + this.amountDisputed);
  }

  /** What is still there to take back: credited, less what refunds and disputes already took. */
  private get takeable(): Cents {
    return cents(Math.max(0, (this.amountCredited ?? 0) - this.amountTakenBack));
  }

  /**
   * A refund reported as the total refunded so far (as providers do): answers the part not yet taken back,
   * zero for a replay or an older notice, capped at what is left of the credit.
   */
  refundUpTo(totalRefunded: Cents): Cents {
    const fresh = cents(Math.min(Math.max(0, totalRefunded - this.amountRefunded), this.takeable));
    this.amountRefunded = cents(this.amountRefunded + fresh);
    return fresh;
  }

  /** A dispute opened: answers what it takes back (capped at what is left of the credit). */
  dispute(amount: Cents): Cents {
    const taken = cents(Math.min(Math.max(0, amount), this.takeable));
    this.amountDisputed = cents(this.amountDisputed + taken);
    return taken;
  }

  /** A dispute won: what it had taken comes back. */
  disputeWon(taken: Cents): void {
    this.amountDisputed = cents(Math.max(0, this.amountDisputed - taken));
  }

  /** Checkout addresses matter only while there is something to pay, and the checkout still takes payment. */
  openCheckoutUrl(now = new Date()): string | null {
    return this.status === 'PENDING' && now < this.checkoutClosesAt ? this.checkoutUrl : null;
  }
}

export const DepositSchema = defineEntity({
  class: Deposit,
  tableName: 'deposits',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer(),
    provider: p.string().length(16),
    status: p.string().length(10).$type<DepositStatus>(),
    amount: p.bigint('number').$type<Cents>(),
    currency: p.string().length(3),
    price: p.bigint('number'),
    amountCredited: p.bigint('number').$type<Cents>().nullable(),
    amountRefunded: p.bigint('number').$type<Cents>(),
    amountDisputed: p.bigint('number').$type<Cents>(),
    checkoutUrl: p.text().nullable(),
    checkoutReference: p.string().length(255).nullable(),
    paymentReference: p.string().length(255).nullable(),
    idempotencyKey: p.string().length(128).nullable(),
    createdAt: p.datetime(),
    completedAt: p.datetime().nullable(),
    awaitingPaymentSince: p.datetime().nullable(),
  },
});

/** One provider dispute on a deposit: what it took back and how it ended. */
export class DepositDispute {
  id!: number;
  depositId: number;
  providerReference: string;
  amount: Cents;
  status: 'OPEN' | 'WON' | 'LOST';
  createdAt: Date = new Date();
  closedAt: Date | null = null;

  constructor(depositId: number, providerReference: string, amount: Cents, status: DepositDispute['status']) {
    this.depositId = depositId;
    this.providerReference = providerReference;
    this.amount = amount;
    this.status = status;
    if (status !== 'OPEN') this.closedAt = new Date();
  }

  /** The provider's verdict; false when it was already given (a replay): nothing may move twice. */
  close(outcome: 'WON' | 'LOST', now = new Date()): boolean {
    if (this.status !== 'OPEN') return false;
    this.status = outcome;
    this.closedAt = now;
    return true;
  }
}

export const DepositDisputeSchema = defineEntity({
  class: DepositDispute,
  tableName: 'deposit_disputes',
  properties: {
    id: p.integer().primary().autoincrement(),
    depositId: p.integer(),
    providerReference: p.string().length(255),
    amount: p.bigint('number').$type<Cents>(),
    status: p.string().length(8).$type<DepositDispute['status']>(),
    createdAt: p.datetime(),
    closedAt: p.datetime().nullable(),
  },
});
