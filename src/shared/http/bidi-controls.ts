import type { ValidationOptions } from 'class-validator';
import { ValidateProblem } from './validate-problem.js';
import { msg } from '#i18n';

/**
 * The bidirectional controls: ARABIC LETTER MARK, LRM and RLM, the embeddings and overrides (LRE, RLE, PDF, LRO,
 * RLO) and the isolates (LRI, RLI, FSI, PDI). One of them in stored text makes a reader see characters in
 * another order than the one stored: `IBAN DE89 3704 0044 \u202E0532 0130 00` showed the reviewer another account.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const BIDI_CONTROL_MESSAGE = msg({
  message: 'Bidirectional control characters (such as U+202E) are not allowed.',
});

export function hasBidiControl(value: string): boolean {
  return BIDI_CONTROLS.test(value);
}

/**
 * A free-text field that people other than its author read (names, descriptions, payment details, notes) holds
 * no bidi control. Type and length are other decorators' job.
 */
export function NoBidiControls(options?: ValidationOptions): PropertyDecorator {
  return ValidateProblem(
    'noBidiControls',
    (value) => (typeof value === 'string' && hasBidiControl(value) ? BIDI_CONTROL_MESSAGE : null),
    options,
  );
}
