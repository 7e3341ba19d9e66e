import type Stripe from 'stripe';
import type { Command } from '@nestjs/cqrs';
import {
  AwaitDepositPayment,
  type CheckoutNotice,
  CloseUnpaidDeposit,
  ConfirmDepositPayment,
  DisputeDeposit,
  RefundDeposit,
} from '../commands/provider-notices.command.js';

const STRIPE = 'stripe';

const idOf = (value: string | { id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id;

/**
 * What a Checkout Session's state says of its deposit: paid (credit it), expired (close it), completed with a
 * payment that settles later (keep counting it), or null while it is open. The webhook and the reconciler read a
 * session alike.
 */
export function commandForCheckoutSession(session: Stripe.Checkout.Session): CheckoutNotice | null {
  if (session.status === 'expired') return new CloseUnpaidDeposit(STRIPE, session.id, 'expired');
  // A delayed payment method completes the session unpaid; its money is confirmed by async_payment_succeeded.
  if (session.payment_status !== 'paid') {
    return session.status === 'complete' ? new AwaitDepositPayment(STRIPE, session.id) : null;
  }
  return new ConfirmDepositPayment(
    STRIPE,
    session.id,
    session.amount_total ?? 0,
    session.currency ?? '',
    idOf(session.payment_intent),
  );
}

/**
 * Turns a verified Stripe event into the cashier's provider-neutral command, or null for an event the cashier
 * does not act on (answered 200 all the same, so Stripe stops sending it).
 */
export function commandForStripeEvent(event: Stripe.Event): Command<void> | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return commandForCheckoutSession(event.data.object);
    case 'checkout.session.expired':
      return new CloseUnpaidDeposit(STRIPE, event.data.object.id, 'expired');
    case 'checkout.session.async_payment_failed':
      return new CloseUnpaidDeposit(STRIPE, event.data.object.id, 'failed');
    case 'charge.refunded': {
      const charge = event.data.object;
      const payment = idOf(charge.payment_intent);
      return payment ? new RefundDeposit(STRIPE, payment, charge.amount_refunded) : null;
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const payment = idOf(dispute.payment_intent);
      if (!payment) return null;
      const state = event.type === 'charge.dispute.created' ? 'opened' : dispute.status === 'won' ? 'won' : 'lost';
      // A dispute closed as a warning or an inquiry took no money: only a real loss is taken back.
      if (state === 'lost' && dispute.status !== 'lost') return null;
      return new DisputeDeposit(STRIPE, payment, dispute.id, dispute.amount, state);
    }
    default:
      return null;
  }
}
