import { TRANSACTION_TYPES, type PostingLeg, type TransactionType } from '../contracts/ledger.types.js';
import { identify, shardOf, type AccountIdentity } from './account-key.js';
import { InvalidEntry } from './ledger-errors.js';
import type { LedgerAccount } from './ledger-account.js';

export interface EntryLeg {
  account: AccountIdentity;
  amount: number;
}

export interface PlannedPosting {
  accountId: number;
  amount: number;
  balanceAfter: number;
}

export interface EntryPlan {
  postings: PlannedPosting[];
  /** Each touched account's balance once the whole entry is applied. */
  balances: Map<number, number>;
}

const KNOWN_TYPES: ReadonlySet<string> = new Set(TRANSACTION_TYPES);

/**
 * Checks that the legs make a journal entry: whole cents, summing to zero, at least two that move money.
 * Zero legs are dropped rather than refused, so a caller can pass a zero rake without a special case.
 */
export function entryLegs(
  idempotencyKey: string,
  type: TransactionType,
  description: string,
  legs: PostingLeg[],
): EntryLeg[] {
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0 || idempotencyKey.length > 200) {
    throw new InvalidEntry('the idempotency key must be 1 to 200 characters');
  }
  if (!KNOWN_TYPES.has(type)) throw new InvalidEntry(`unknown transaction type ${type}`);
  if (typeof description !== 'string' || description.length > 500)
    throw new InvalidEntry('the description must be at most 500 characters');
  if (!Array.isArray(legs)) throw new InvalidEntry('legs must be a list');
  let sum = 0;
  const moving: EntryLeg[] = [];
  const shard = shardOf(idempotencyKey);
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount)) throw new InvalidEntry(`amount ${leg.amount} is not whole cents`);
    sum += leg.amount;
    if (leg.amount !== 0) moving.push({ account: identify(leg.account, shard), amount: leg.amount });
  }
  if (sum !== 0) throw new InvalidEntry(`legs sum to ${sum}, not zero`);
  if (moving.length < 2) throw new InvalidEntry('an entry needs at least two legs that move money');
  return moving;
}

/** The distinct account keys an entry touches, sorted so concurrent creators insert in one order. */
export function touchedKeys(legs: EntryLeg[]): string[] {
  return [...new Set(legs.map((leg) => leg.account.key))].sort();
}

/**
 * Applies the legs in order to the locked accounts and returns each posting with its balance_after.
 * Refuses (through LedgerAccount.post) before anything is written when an account would overdraw, including
 * in between two legs on the same account.
 */
export function planEntry(legs: EntryLeg[], accounts: Map<string, LedgerAccount>): EntryPlan {
  const postings: PlannedPosting[] = [];
  const balances = new Map<number, number>();
  for (const leg of legs) {
    const account = accounts.get(leg.account.key);
    if (!account) throw new Error(`Account ${leg.account.key} was not locked`);
    const balanceAfter = account.post(leg.amount);
    postings.push({ accountId: account.id, amount: leg.amount, balanceAfter });
    balances.set(account.id, balanceAfter);
  }
  return { postings, balances };
}
