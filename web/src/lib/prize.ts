import { selectOrdinal, t } from '@lingui/core/macro';
/**
 * The prize a tournament pays, computed exactly as the server's `prizeSplit`
 * (src/modules/tournaments/domain/tournament-rules.ts): every fee together, less the house's rake in whole
 * percent, rounded down in cents so rounding never goes against the players. test/unit/prize-agreement.test.ts
 * holds the two to the same answers.
 */
export interface PrizeSplit {
  grossCents: number;
  rakeCents: number;
  prizeCents: number;
}

export function prizeSplit(entryFeeCents: number, players: number, rakePercent: number): PrizeSplit {
  const grossCents = entryFeeCents * players;
  const rakeCents = Math.floor((grossCents * rakePercent) / 100);
  return { grossCents, rakeCents, prizeCents: grossCents - rakeCents };
}

export interface PlacePrize {
  place: number;
  percent: number;
  amountCents: number;
}

/**
 * Each paid place's share, as the server's `placePrizes` (src/modules/tournaments/domain/payouts.ts) pays it: the
 * floor of pool × percent / 100, the cents left over to first place, adding up to the pool.
 * test/unit/prize-agreement.test.ts holds the two to the same answers.
 */
export function placePrizes(poolCents: number, payouts: readonly number[]): PlacePrize[] {
  const floors = payouts.map((percent) => Math.floor((poolCents * percent) / 100));
  const leftover = poolCents - floors.reduce((sum, amount) => sum + amount, 0);
  return payouts.map((percent, i) => ({ place: i + 1, percent, amountCents: floors[i] + (i === 0 ? leftover : 0) }));
}

/** "1st", "2nd", "3rd", "4th", "11th", "21st". */
export function ordinal(place: number): string {
  return selectOrdinal(place, { one: '#st', two: '#nd', few: '#rd', other: '#th' });
}

/** How a prize table reads in a list: "Winner takes all", "Top 2: 70% / 30%". */
export function payoutsLabel(payouts: readonly number[]): string {
  if (payouts.length <= 1) return t`Winner takes all`;
  const places = payouts.length;
  const shares = payouts.map((percent) => t`${percent}%`).join(' / ');
  return t`Top ${places}: ${shares}`;
}
