import type { ValidationOptions } from 'class-validator';
import { DomainError } from '../errors/domain-error.js';
import { requireAmount, type Cents } from '../money/money.js';
import { ValidateProblem } from './validate-problem.js';
import { type Text } from '#i18n';

/** requireAmount's own wording, so a DTO and a handler refuse an amount in the same words. */
function amountProblem(value: unknown, min: Cents, max: Cents): Text | null {
  try {
    requireAmount('amount', value, min, max);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.text;
    throw error;
  }
}

/** An amount as the web form sends it: a number, or a numeric string; the API answers strings. */
export const AMOUNT_SCHEMA = {
  oneOf: [
    { type: 'string', example: '25.00' },
    { type: 'number', example: 25 },
  ],
};

/**
 * A money field: a number or numeric string with at most two decimals, between min and max cents.
 * The value stays as sent; convert it with requireAmount (or parseCents) in the controller.
 */
export function IsAmount(min: Cents, max: Cents, options?: ValidationOptions): PropertyDecorator {
  return ValidateProblem('isAmount', (value) => amountProblem(value, min, max), options);
}
