import type { ValidationOptions } from 'class-validator';
import { ValidateProblem } from './validate-problem.js';
import { msg, remembered } from '#i18n';

/**
 * Characters as PostgreSQL counts them in a UTF-8 database (code points): the count a varchar(n) column
 * enforces. class-validator's Length and MaxLength count differently: they skip U+FE0E/U+FE0F variation
 * selectors, so "A\uFE0F" repeated 100 times passed a 100-character check, then failed the column's
 * (SQLSTATE 22001) and answered 500 instead of 400.
 */
function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

function lengthProblem(value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'string') return remembered(msg({ message: 'Not a valid string.' }));
  const count = charCount(value);
  if (count < min)
    return min === 1
      ? remembered(msg({ message: 'This field may not be blank.' }))
      : `Ensure this field has at least ${min} characters.`;
  if (count > max) return `Ensure this field has no more than ${max} characters.`;
  return null;
}

/** A string of min to max characters, counted as the database counts them (charCount). */
export function CharLength(min: number, max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateProblem('charLength', (value) => lengthProblem(value, min, max), options);
}
