/**
 * Amounts typed by a player, read strictly into integer cents. Nothing is rewritten: `-5`, `1e3`, `0x10` or
 * `12.345` are refused rather than turned into another amount (the browser's number parsing would accept them).
 */

import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { digitsToCents } from './money';

// Digits, optionally grouped by commas in threes, then at most two decimals: "5", "5.5", "1,000.00", ".50".
const PLAIN_AMOUNT = /^(?:\d+|\d{1,3}(?:,\d{3})+)?(?:\.\d+)?$/;

export type AmountReading =
  { ok: true; cents: number } | { ok: false; problem: 'empty' | 'not-a-number' | 'too-many-decimals' };

export function readAmount(text: string | number): AmountReading {
  const trimmed = String(text).trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  if (!PLAIN_AMOUNT.test(trimmed) || !/\d/.test(trimmed)) return { ok: false, problem: 'not-a-number' };
  const [whole = '', fraction = ''] = trimmed.replaceAll(',', '').split('.');
  if (fraction.length > 2) return { ok: false, problem: 'too-many-decimals' };
  const cents = digitsToCents(whole, fraction);
  if (cents === null) return { ok: false, problem: 'not-a-number' };
  return { ok: true, cents };
}

export interface AmountRule {
  /** Smallest allowed amount, in cents. */
  minCents: number;
  maxCents?: number;
  /** The spec's hint for the field, shown when the text is not an amount at all. */
  hint: string;
  belowMin: string;
  aboveMax?: string;
}

/** The first problem with a typed amount under a rule, or null with its cents. */
export function amountProblem(
  text: string | number,
  rule: AmountRule,
): { problem: string | null; cents: number | null } {
  const reading = readAmount(text);
  if (!reading.ok) {
    if (reading.problem === 'empty') return { problem: t`Amount is required`, cents: null };
    if (reading.problem === 'too-many-decimals') return { problem: t`Use at most two decimal places`, cents: null };
    const hint = rule.hint;
    return { problem: t`Enter a plain amount such as 25.50 (${hint})`, cents: null };
  }
  if (reading.cents < rule.minCents) return { problem: rule.belowMin, cents: reading.cents };
  if (rule.maxCents !== undefined && reading.cents > rule.maxCents) {
    return { problem: rule.aboveMax ?? rule.hint, cents: reading.cents };
  }
  return { problem: null, cents: reading.cents };
}

/** A typed amount as a form field: text in, integer cents out, refused with the rule's own messages. */
export function amountField(rule: AmountRule) {
  return z.string().transform((text, context) => {
    const { problem, cents } = amountProblem(text, rule);
    if (problem !== null || cents === null) {
      context.addIssue({ code: 'custom', message: problem ?? rule.hint });
      return z.NEVER;
    }
    return cents;
  });
}
