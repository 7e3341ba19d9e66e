import type { ValidationOptions } from 'class-validator';
import { ValidateProblem } from './validate-problem.js';
import { msg, remembered } from '#i18n';

/**
 * What draws nothing on its own: spaces and line breaks, controls, format characters (zero-width space and
 * joiners, bidi controls such as U+202E), default-ignorable fillers (U+3164, U+115F, variation selectors),
 * combining marks with nothing to combine with, and the blank braille pattern.
 */
const INVISIBLE = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]*$/u;

/** Whether a reader would see anything of this text: `\u200B\u202E` passes a blank check, yet shows nothing. */
export function hasVisibleCharacter(value: string): boolean {
  return !INVISIBLE.test(value);
}

function visibleProblem(value: unknown, optional: boolean): string | null {
  if (typeof value !== 'string') return null;
  if (optional && value === '') return null;
  return hasVisibleCharacter(value) ? null : remembered(msg({ message: 'This field may not be blank.' }));
}

/**
 * A text field holds at least one visible character. `optional`: an empty string is allowed (a description
 * left out), but one made of invisible characters only is not. Type and length are other decorators' job.
 */
export function VisibleText(optional = false, options?: ValidationOptions): PropertyDecorator {
  return ValidateProblem('visibleText', (value) => visibleProblem(value, optional), options);
}
