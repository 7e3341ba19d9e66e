import { generateSecret, generateURI, verify } from 'otplib';

/** The issuer shown in authenticator apps beside the account's name. */
export const TOTP_ISSUER = 'Spockout';

/** Six digits, as every authenticator app shows them (SHA-1, 30 s: the apps' defaults). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/** A fresh secret: 20 random bytes in base32 (32 characters), what authenticator apps expect. */
export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` address a QR code carries; the label is the username, never the email. */
export const otpauthUrl = (username: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: username, secret });

/**
 * The time step `code` belongs to when it is right for `secret` now (one step of drift either way allowed) and
 * newer than `afterStep`, the step of the last accepted code; else null. Refusing every step up to the last
 * accepted one is what makes a code work once, even within its window.
 */
export async function acceptedTotpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP result carries `timeStep`; otplib's functional API types the union of HOTP's and TOTP's results.
  return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
}
