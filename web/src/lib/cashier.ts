/**
 * The cashier's rules the client applies (no React, tested in cashier.test.ts): what a coin is worth in words, how a
 * deposit's status reads, which deposits the wallet lists apart from the transactions, and where a checkout may go.
 */
import { t } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';
import { lookup } from './lookup';

/** What `GET /api/economy/cashier/` says a coin is worth, and whether payments are the sandbox's. */
export interface CoinPrice {
  coin_value: string;
  currency: string;
  sandbox?: boolean;
}

/**
 * "1 coin = 1.00 EUR": the price of one coin as the server states it (at least two decimals). In the sandbox no
 * money moves, so the price alone would contradict the ribbon's "coins are not real money": it is said as the live
 * price, after what is true now (issue 34 §2).
 */
export function coinValueText({ coin_value, currency, sandbox = false }: CoinPrice): string {
  if (sandbox) return t`Sandbox: no money is taken. In live play, 1 coin = ${coin_value} ${currency}`;
  return t`1 coin = ${coin_value} ${currency}`;
}

export const DEPOSIT_STATUSES = ['PENDING', 'COMPLETED', 'EXPIRED', 'FAILED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

interface DepositLook {
  /** The status in the player's words. */
  label: string;
  color: MantineColor;
}

export const DEPOSIT_STATUS: Record<DepositStatus, DepositLook> = {
  PENDING: {
    get label() {
      return t`Waiting for payment`;
    },
    color: 'yellow',
  },
  COMPLETED: {
    get label() {
      return t`Credited`;
    },
    color: 'teal',
  },
  EXPIRED: {
    get label() {
      return t`Expired`;
    },
    color: 'gray',
  },
  FAILED: {
    get label() {
      return t`Failed`;
    },
    color: 'red',
  },
};

export function depositLook(status: string): DepositLook {
  return lookup(DEPOSIT_STATUS, status) ?? { label: status, color: 'gray' };
}

/** A deposit is settled once it can no longer change by itself (a refund is a later take-back, not a status). */
export function isDepositSettled(status: string): boolean {
  return status !== 'PENDING';
}

/**
 * The deposits the wallet shows apart: a credited deposit is already a transaction, so only those still waiting
 * for the provider and those that never paid.
 */
export function openDeposits<T extends { status: string }>(deposits: readonly T[]): T[] {
  return deposits.filter((deposit) => deposit.status !== 'COMPLETED');
}

/**
 * The provider's checkout page, when the server's answer names one: an absolute http(s) address only, so a
 * malformed or `javascript:` value never becomes a navigation.
 */
export function checkoutTarget(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
