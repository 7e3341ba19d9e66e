import type { AccountRef, SystemAccountCode } from '../contracts/ledger.types.js';

/** How an account reference is stored: a unique natural key, so accounts can be created on first use. */
export interface AccountIdentity {
  key: string;
  kind: AccountRef['kind'];
  name: string;
  userId: number | null;
  tournamentId: number | null;
  allowsNegative: boolean;
}

const SYSTEM_NAMES: Record<SystemAccountCode, string> = {
  CASH_IN: 'Cash in',
  CASH_OUT: 'Cash out',
  WITHDRAWAL_HOLDS: 'Withdrawal holds',
  HOUSE: 'House',
  PROMOTIONS: 'House promotions',
};

/**
 * Cash in is where deposited money comes from and the house may fund promotions, so only those run negative
 * (the promotions account is what the guarantees have cost, below zero); a wallet, an escrow or the holds below
 * zero would be money made from nothing.
 */
const NEGATIVE_ALLOWED: ReadonlySet<SystemAccountCode> = new Set(['CASH_IN', 'HOUSE', 'PROMOTIONS']);

/**
 * Every deposit credits a wallet from cash in, so a single cash-in row would be locked by every deposit in
 * the system and deposits would queue behind each other's commits. Cash in is split into shards instead
 * (it may run negative, so no shard needs a balance check); reports add the shards up.
 */
export const CASH_IN_SHARDS = 16;

/** FNV-1a: a stable, cheap spread of idempotency keys over the cash-in shards. */
export function shardOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % CASH_IN_SHARDS;
}

function positiveId(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`Invalid ${what} for a ledger account: ${value}`);
  return value;
}

export function accountKey(ref: AccountRef): string {
  return identify(ref).key;
}

/** `shard` picks the cash-in shard; every other account is a single row. */
export function identify(ref: AccountRef, shard = 0): AccountIdentity {
  switch (ref.kind) {
    case 'WALLET': {
      const userId = positiveId(ref.userId, 'user id');
      return {
        key: `wallet:${userId}`,
        kind: 'WALLET',
        name: `Wallet of user ${userId}`,
        userId,
        tournamentId: null,
        allowsNegative: false,
      };
    }
    case 'RECEIVABLE': {
      const userId = positiveId(ref.userId, 'user id');
      return {
        key: `receivable:${userId}`,
        kind: 'RECEIVABLE',
        name: `Owed by user ${userId}`,
        userId,
        tournamentId: null,
        // Minus what the player owes: it runs below zero and never above (LedgerAccount.post).
        allowsNegative: true,
      };
    }
    case 'ESCROW': {
      const tournamentId = positiveId(ref.tournamentId, 'tournament id');
      return {
        key: `escrow:${tournamentId}`,
        kind: 'ESCROW',
        name: `Escrow of tournament ${tournamentId}`,
        userId: null,
        tournamentId,
        allowsNegative: false,
      };
    }
    case 'SYSTEM': {
      if (!(ref.code in SYSTEM_NAMES)) throw new Error(`Unknown system account: ${ref.code}`);
      return {
        key: ref.code === 'CASH_IN' ? `system:CASH_IN:${shard % CASH_IN_SHARDS}` : `system:${ref.code}`,
        kind: 'SYSTEM',
        name: SYSTEM_NAMES[ref.code],
        userId: null,
        tournamentId: null,
        allowsNegative: NEGATIVE_ALLOWED.has(ref.code),
      };
    }
    default:
      throw new Error(`Unknown account kind: ${JSON.stringify(ref)}`);
  }
}

const CASH_IN: AccountRef = { kind: 'SYSTEM', code: 'CASH_IN' };
const CASH_IN_KEYS: readonly string[] = Array.from(
  { length: CASH_IN_SHARDS },
  (_, shard) => identify(CASH_IN, shard).key,
);

/** The keys of every row of the account a key belongs to: all the cash-in shards, or just the key itself. */
export function accountRowKeys(key: string): readonly string[] {
  return CASH_IN_KEYS.includes(key) ? CASH_IN_KEYS : [key];
}

/** How reports name a sharded account as a whole ("system:CASH_IN"); any other key is itself. */
export function reportedKey(key: string): string {
  return CASH_IN_KEYS.includes(key) ? 'system:CASH_IN' : key;
}
