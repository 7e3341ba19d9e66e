import { cents } from '../../../shared/money/money.js';

/** The states a deposit goes through; only COMPLETED has moved coins. */
export const DEPOSIT_STATUSES = ['PENDING', 'COMPLETED', 'EXPIRED', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;

/** A deposit's amount: 0.01 to 10000.00 coins. */
export const MIN_DEPOSIT = cents(1);
export const MAX_DEPOSIT = cents(1_000_000);

/**
 * How long a provider's checkout stays payable, counted from the deposit's row: Stripe's shortest (30 minutes
 * from its own receipt of the call; it refuses less) with two to spare for the call's time and the two clocks.
 * While one is open its coins count against the player's deposit limits (paying several checkouts opened under one
 * limit would pass it), so a checkout the player walked away from should hold that room as briefly as it can.
 */
export const CHECKOUT_MINUTES = 32;

/**
 * A payment made in a checkout's last moment is reported a little after the checkout closes; until that notice
 * may still come, the checkout's coins keep counting (no deposit slips between the payment and its credit).
 */
export const CHECKOUT_NOTICE_GRACE_MINUTES = 8;
