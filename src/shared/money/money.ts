import { DomainError } from '../errors/domain-error.js';
import { amount as amountValue, msg, withValues } from '#i18n';

declare const centsBrand: unique symbol;

/**
 * Money is integer cents inside and a decimal string with two decimals at the API ("12.50").
 * The brand makes a plain number a type error where money is expected, so an amount gets in only through
 * the HTTP edge (parseCents, requireAmount), a database column (centsFromDb) or a checked constant (cents).
 */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** A constant or configured amount; refuses anything but a safe integer. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${String(value)}`);
  return value as Cents;
}

/**
 * Cents from a database value: PostgreSQL's bigint and numeric arrive as strings, int as numbers, and an
 * aggregate over no rows as null (read as zero, as SUM's COALESCE would).
 */
export function centsFromDb(value: string | number | bigint | null | undefined): Cents {
  if (value === null || value === undefined) return ZERO_CENTS;
  if (typeof value === 'bigint') return cents(Number(value));
  if (typeof value === 'string' && !/^-?\d+$/.test(value.trim())) {
    throw new RangeError(`Not a whole number of cents: ${value}`);
  }
  return cents(Number(value));
}

export const ZERO_CENTS = 0 as Cents;

export function addCents(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

/** An amount times a whole count (a fee times seats). */
export function multiplyCents(amount: Cents, count: number): Cents {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Not a whole count: ${String(count)}`);
  return cents(amount * count);
}

export function negateCents(a: Cents): Cents {
  return (0 - a) as Cents;
}

export function absCents(a: Cents): Cents {
  return Math.abs(a) as Cents;
}

export function sumCents(amounts: Iterable<Cents>): Cents {
  let total = ZERO_CENTS;
  for (const amount of amounts) total = addCents(total, amount);
  return total;
}

export function formatCents(amount: Cents): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return `${sign}${String(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** Coins as a person reads them in a sentence: "60,000.00" (the API's strings stay ungrouped). */
export function formatCoins(amount: Cents): string {
  const [whole, fraction] = formatCents(amount).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const DECIMAL = /^-?\d{1,12}(\.\d{1,2})?$/;

/**
 * Parses a number or a numeric string with at most two decimals into cents, or returns null.
 * Numbers go through their shortest string form, so 0.1 + 0.2 (0.30000000000000004) is refused, not rounded.
 */
export function parseCents(value: unknown): Cents | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  if (!DECIMAL.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  const abs = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(abs)) return null;
  return cents(negative ? -abs : abs);
}

/** Parses an amount field or throws a 400 {"<field>": [...]} naming the limits. */
export function requireAmount(field: string, value: unknown, min: Cents, max: Cents): Cents {
  if (value === undefined || value === null || value === '') {
    throw DomainError.validation(field, msg({ message: 'This field is required.' }));
  }
  const amount = parseCents(value);
  if (amount === null) {
    throw DomainError.validation(field, msg({ message: 'Enter a valid amount with at most two decimal places.' }));
  }
  if (amount < min)
    throw DomainError.validation(
      field,
      withValues(msg({ message: 'Ensure this value is greater than or equal to {min}.' }), { min: amountValue(min) }),
    );
  if (amount > max)
    throw DomainError.validation(
      field,
      withValues(msg({ message: 'Ensure this value is less than or equal to {max}.' }), { max: amountValue(max) }),
    );
  return amount;
}
