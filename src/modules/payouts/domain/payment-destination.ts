import { getCountrySpecifications, isValidIBAN } from 'ibantools';
import type { PaymentMethod } from './withdrawal-options.js';

/** The IBAN registry's countries with their IBAN's length (ibantools keeps it up to date). */
const IBAN_LENGTHS = new Map(
  Object.entries(getCountrySpecifications()).flatMap(([country, spec]) =>
    spec.chars && spec.IBANRegistry ? [[country, spec.chars] as const] : [],
  ),
);
const SHORTEST_IBAN = Math.min(...IBAN_LENGTHS.values());

/** Spaces and line breaks are how people group an IBAN or wrap an address, never part of it. */
const compact = (text: string) => text.replace(/\s+/g, '');

/**
 * The first valid IBAN written anywhere in the details, in its electronic form (upper case, no spaces): a country
 * code, two check digits and the country's length of account part, whose check digits agree (ISO 13616 mod 97).
 * Words around it do not matter, so "Max Mustermann, IBAN: de89 3704 ..." finds the same account as
 * "DE89370400440532013000".
 */
export function findIban(details: string): string | null {
  const text = compact(details).toUpperCase();
  for (let at = 0; at + SHORTEST_IBAN <= text.length; at++) {
    const length = IBAN_LENGTHS.get(text.slice(at, at + 2));
    if (length === undefined || !/^\d\d$/.test(text.slice(at + 2, at + 4))) continue;
    const candidate = text.slice(at, at + length);
    if (candidate.length === length && isValidIBAN(candidate)) return candidate;
  }
  return null;
}

/**
 * Bank details that are only an IBAN (an "IBAN" label, spaces and case aside) of a registry country, but not a
 * valid one: a typo the payment would bounce on, or send elsewhere. Details with other words in them are the
 * player's own way of writing an account and are left as written.
 */
export function isMistypedIban(details: string): boolean {
  const text = compact(details)
    .toUpperCase()
    .replace(/^IBAN:?/, '');
  if (!/^[A-Z]{2}\d\d[A-Z0-9]+$/.test(text) || !IBAN_LENGTHS.has(text.slice(0, 2))) return false;
  return text.length >= SHORTEST_IBAN && !isValidIBAN(text);
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Where a withdrawal's money goes, in one canonical spelling, so two accounts paying out to the same place have
 * the same key (the `shared_destination` risk signal):
 * - an IBAN anywhere in bank or other details: `iban:` and its electronic form;
 * - a PayPal address, or other details that are one email address: `email:` and the address without spaces, in
 *   lower case (PayPal ignores case, and so do mail domains in practice);
 * - a crypto address: `crypto:` and the address exactly as sent, but for the spaces around it (a base58 or
 *   bech32 address changes meaning with its case);
 * - anything else: the method and the details without spaces, in one case.
 */
export function destinationKey(method: PaymentMethod, details: string): string {
  if (method === 'CRYPTO') return `crypto:${details.trim()}`;
  if (method === 'BANK_TRANSFER' || method === 'OTHER') {
    const iban = findIban(details);
    if (iban) return `iban:${iban}`;
  }
  const text = compact(details).toLowerCase();
  if (method === 'PAYPAL' || EMAIL.test(text)) return `email:${text}`;
  return method === 'BANK_TRANSFER' ? `bank:${text.toUpperCase()}` : `other:${text}`;
}

/** What the reviewer is told two withdrawals share, from the key's kind. */
export function destinationLabel(key: string): string {
  if (key.startsWith('iban:')) return 'IBAN';
  if (key.startsWith('email:')) return 'PayPal address';
  if (key.startsWith('crypto:')) return 'crypto address';
  return 'payment details';
}
