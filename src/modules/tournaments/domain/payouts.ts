import { cents, type Cents } from '../../../shared/money/money.js';
import { DomainError } from '../../../shared/errors/domain-error.js';

/**
 * How a prize pool is shared by place (issue 32 §3): whole percents, first place first, summing to 100. The one
 * list of tables a tournament, a Sit & Go template or a schedule may pay, and the seats each needs: a second
 * place is worth paying from four seats (a semi-final was won to reach the final), a third from eight, where the
 * semi-finals' losers play a third-place match for it.
 */
export const PAYOUT_TABLES = [[100], [70, 30], [50, 30, 20]] as const satisfies readonly (readonly number[])[];
export type Payouts = readonly number[];

/** The spec's rule: the winner takes all. A client that sends no table gets this one. */
export const DEFAULT_PAYOUTS: Payouts = PAYOUT_TABLES[0];

/** The fewest seats a table paying this many places needs. */
const MIN_SEATS_BY_PLACES: Record<number, number> = { 1: 2, 2: 4, 3: 8 };

export function minSeatsFor(payouts: Payouts): number {
  return MIN_SEATS_BY_PLACES[payouts.length] ?? Number.POSITIVE_INFINITY;
}

/** Whether the value is one of the offered tables, exactly (a copy of it counts). */
export function isPayoutTable(value: unknown): value is Payouts {
  return (
    Array.isArray(value) &&
    PAYOUT_TABLES.some((table) => table.length === value.length && table.every((percent, i) => value[i] === percent))
  );
}

export const PAYOUT_TABLE_MESSAGE = `Choose one of: ${PAYOUT_TABLES.map((t) => `[${t.join(', ')}]`).join(', ')}.`;

/** What is wrong with a table as the request sent it, whatever the seats; null when it is one of the tables. */
export function payoutTableProblem(value: unknown): string | null {
  return isPayoutTable(value) ? null : PAYOUT_TABLE_MESSAGE;
}

/** What is wrong with paying this table from this many seats; null when it may. */
export function payoutsProblem(payouts: unknown, seats: number): string | null {
  if (!isPayoutTable(payouts)) return PAYOUT_TABLE_MESSAGE;
  const needed = minSeatsFor(payouts);
  if (seats < needed) return `Paying ${payouts.length} places needs at least ${needed} seats.`;
  return null;
}

/** The table, checked against the seats; a 400 `{"payouts": [...]}` when it may not be paid. */
export function requirePayouts(payouts: unknown, seats: number): Payouts {
  const problem = payoutsProblem(payouts, seats);
  if (problem !== null) throw DomainError.validation('payouts', problem, 'invalid_payouts');
  return [...(payouts as Payouts)];
}

/** Three paid places: the semi-finals' losers play for third. */
export function hasThirdPlaceMatch(payouts: Payouts): boolean {
  return payouts.length >= 3;
}

export interface PlacePrize {
  place: number;
  percent: number;
  amount: Cents;
}

/**
 * Each place's share of the pool: the floor of pool × percent / 100, and the cents the floors leave over go to
 * first place, so the prizes add up to the pool exactly and rounding never favours a lower place.
 */
export function placePrizes(pool: Cents, payouts: Payouts): PlacePrize[] {
  if (!Number.isSafeInteger(pool) || pool < 0) throw new Error(`a pool is whole cents, got ${String(pool)}`);
  if (payouts.length === 0 || payouts.reduce((sum, p) => sum + p, 0) !== 100 || payouts.some((p) => p <= 0)) {
    throw new Error(`payouts must be positive percents summing to 100, got [${payouts.join(', ')}]`);
  }
  const floors = payouts.map((percent) => Math.floor((pool * percent) / 100));
  const leftover = pool - floors.reduce((sum, amount) => sum + amount, 0);
  return payouts.map((percent, i) => ({
    place: i + 1,
    percent,
    amount: cents(floors[i] + (i === 0 ? leftover : 0)),
  }));
}

/** "1st", "2nd", "3rd", "4th": how a place reads in a ledger description or a notice. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${{ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th'}`;
}
