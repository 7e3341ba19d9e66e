/**
 * Whether an account has two-factor sign-in on. Identity provides it; the access guard lets an admin use the
 * admin routes only when it does (issue 21 §3): a stolen admin password alone must not approve withdrawals.
 */
export abstract class AdminTwoFactor {
  abstract isEnrolled(userId: number): Promise<boolean>;
}

/** The 403 every admin route answers an admin without two-factor; the web client shows it with a link to set-up. */
export const ADMIN_TWO_FACTOR_REQUIRED = 'Set up two-factor authentication to use the admin panel.';
