import { DomainError } from '../errors/domain-error.js';

/** Money is integer cents inside and a decimal string with two decimals at the API ("12.50"). */
export type Cents = number;

export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
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
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** Parses an amount field or throws a 400 {"<field>": [...]} naming the limits. */
export function requireAmount(field: string, value: unknown, min: Cents, max: Cents): Cents {
  if (value === undefined || value === null || value === '') {
    throw DomainError.validation(field, 'This field is required.');
  }
  const cents = parseCents(value);
  if (cents === null) {
    throw DomainError.validation(field, 'Enter a valid amount with at most two decimal places.');
  }
  if (cents < min)
    throw DomainError.validation(field, `Ensure this value is greater than or equal to ${formatCents(min)}.`);
  if (cents > max)
    throw DomainError.validation(field, `Ensure this value is less than or equal to ${formatCents(max)}.`);
  return cents;
}
