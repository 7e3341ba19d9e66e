import { errorCode, isApiError } from '../../lib/errors';
import { AdminAccessDenied } from './access';

/** The server's codes for an admin route's 403s of two-factor (issue 21 §3, issue 30 §1). */
export const ADMIN_REFUSAL_CODES = {
  /** An admin who has not set up two-factor. */
  setUpTwoFactor: 'two_factor_required',
  /** An admin session without a TOTP code (a passkey's sign-in). */
  codeRequired: 'two_factor_code_required',
} as const;

export type AdminRefusal = 'set_up_two_factor' | 'code_required' | 'forbidden';

/**
 * Which page an admin route's failure shows, read from the refusal's code, never its words (issue 31 §4): the
 * words may change, the code may not. Null when the failure is no refusal (a load failure, retried).
 */
export function adminRefusal(error: unknown): AdminRefusal | null {
  if (error instanceof AdminAccessDenied) return 'forbidden';
  if (!isApiError(error) || error.status !== 403) return null;
  const code = errorCode(error);
  if (code === ADMIN_REFUSAL_CODES.setUpTwoFactor) return 'set_up_two_factor';
  if (code === ADMIN_REFUSAL_CODES.codeRequired) return 'code_required';
  return 'forbidden';
}
