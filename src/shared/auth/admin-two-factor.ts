import { msg } from '#i18n';
/**
 * What stands between an admin's session and the admin routes (issue 21 §3, issue 30 §1): the account must
 * have two-factor sign-in on, and the session must have had a TOTP (or recovery) code, at its sign-in or
 * entered since. A passkey alone signs an admin in as a player until a code is entered. Identity provides it;
 * a stolen admin password, or a passkey added with a stolen session, must not approve withdrawals.
 */
export type AdminAccess = 'allowed' | 'not_enrolled' | 'code_required';

export abstract class AdminTwoFactor {
  abstract access(userId: number, sessionId: string | null): Promise<AdminAccess>;
}

/** The 403 every admin route answers an admin without two-factor; the web client shows it with a link to set-up. */
export const ADMIN_TWO_FACTOR_REQUIRED = msg({ message: 'Set up two-factor authentication to use the admin panel.' });

/** The 403 of an admin session without a code (a passkey's sign-in): the web client asks for one in place. */
export const ADMIN_CODE_REQUIRED = msg({
  message: 'Enter a code from your authenticator app to use the admin panel: this sign-in did not include one.',
});
