/**
 * Money in the client is integer cents, as on the server: the API's decimal strings ("12.50") are read digit by
 * digit, never through a float, so sums are exact and "0.10" + "0.20" is "0.30".
 */

const API_DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/** Whole and fractional digits (at most two) as cents, or null past the integers a number holds exactly. */
export function digitsToCents(whole: string, fraction: string): number | null {
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * An API amount ("125.50", or a number such as 125.5) as integer cents; 0 when unreadable. Decimals past the
 * second are dropped: the API sends two.
 */
export function toCents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  // A number's shortest spelling is its exact decimal reading: 0.29 is "0.29", not 0.28999999999999998.
  const match = API_DECIMAL.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return 0;
  const [, minus, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return 0;
  const cents = digitsToCents(whole, fraction.slice(0, 2)) ?? 0;
  return minus && cents !== 0 ? -cents : cents;
}

/** Cents as the API's decimal string: 6200 → "62.00", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const fraction = abs % 100;
  return `${sign}${String((abs - fraction) / 100)}.${String(fraction).padStart(2, '0')}`;
}

/** -1, 0 or 1: which way an API amount goes, read exactly ("-0.01" is negative, "0.00" is zero). */
export function centsSign(value: string | number | null | undefined): -1 | 0 | 1 {
  const cents = toCents(value);
  return cents < 0 ? -1 : cents > 0 ? 1 : 0;
}

export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}
