import { passwordProblems, USERNAME_PATTERN } from '../domain/password-policy.js';

/** What the players' rules say of a name and password an operator configures for the admin (ADMIN_*). */
export interface AdminCredentialProblems {
  /** The name breaks the username pattern (3 to 30 letters, digits, "_", "." or "-", not starting with "-"). */
  usernameRefused: boolean;
  /** Why the password is too weak, in the words a player is told; empty when it is strong enough. */
  passwordProblems: string[];
}

/**
 * The players' rules for the configured admin, asked by the start-up code before the server starts: the account
 * that approves withdrawals deserves no weaker password, and no name a spreadsheet reads as a formula.
 */
export function adminCredentialProblems(username: string, password: string): AdminCredentialProblems {
  return { usernameRefused: !USERNAME_PATTERN.test(username), passwordProblems: passwordProblems(password, username) };
}
