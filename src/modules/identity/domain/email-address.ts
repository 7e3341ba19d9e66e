import { msg } from '#i18n';
/**
 * What this product accepts as a player's address, on top of class-validator's IsEmail: a plain local part
 * (no quotes, no whitespace, no control character) so the address can never break out of a mail header or an
 * SMTP command, whatever library renders it.
 */
const MAIL_SAFE = /^[^\s"\\\p{Cc}@]+@[^\s"\\\p{Cc}@]+$/u;

export const INVALID_EMAIL_MESSAGE = msg({ message: 'Enter a valid email address.' });

export function isMailSafeEmail(email: string): boolean {
  return MAIL_SAFE.test(email);
}
