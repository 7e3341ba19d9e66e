import { isEmail, type ValidationOptions } from 'class-validator';
import { ValidateProblem } from '../../../shared/http/validate-problem.js';
import { INVALID_EMAIL_MESSAGE, isMailSafeEmail } from '../domain/email-address.js';

/**
 * An address this product can mail: class-validator's IsEmail, minus what it accepts that could break a mail
 * header or an SMTP command (a quoted local part, CR, LF or any other control character, whitespace).
 */
export function IsMailSafeEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateProblem(
    'isMailSafeEmail',
    (value) => (typeof value === 'string' && isEmail(value) && isMailSafeEmail(value) ? null : INVALID_EMAIL_MESSAGE),
    options,
  );
}
