/** What PostgreSQL failures mean for a request: the database is unavailable, or it gave the transaction up. */
import { ConnectionException, DriverException } from '@mikro-orm/core';

/**
 * A failure of the database itself, raised in place of a driver error whose text may not travel (it renders the
 * SQL with its values): the request did not take effect, and the client may send it again.
 */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
}

/** What pg says, without a SQLSTATE, when the connection under a query breaks or cannot be used. */
const CONNECTION_LOST =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

/**
 * The database is down, restarting or cut our session (SQLSTATE class 08 connection exception, 57P admin
 * shutdown, a refused or broken socket, EPIPE from a query written to a server killed a moment before, a Unix
 * socket file that is not there while the embedded server restarts): the request did not take effect and may
 * be retried, which 503 says and 500 does not.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable || error instanceof ConnectionException) return true;
  const code = error instanceof DriverException ? error.code : (error as { code?: string } | null)?.code;
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || code.startsWith('57P') || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(code))
  )
    return true;
  if (code === 'ENOENT' && (error as { syscall?: string }).syscall === 'connect') return true;
  return error instanceof Error && CONNECTION_LOST.test(error.message);
}

/**
 * PostgreSQL gave up this transaction to let others go on (40P01 deadlock detected, 40001 serialization
 * failure): it rolled back whole, and the same request sent again normally succeeds.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}
