/**
 * Why the embedded PostgreSQL cannot start, in one paragraph that says what to do. main prints the message
 * instead of a stack trace and exits 1.
 */
export class DatabaseStartError extends Error {
  override readonly name = 'DatabaseStartError';
}

/** Wraps a failure nobody foresaw in the same kind of message, so the operator still reads what to try. */
export function asStartError(error: unknown, dataDir: string): DatabaseStartError {
  if (error instanceof DatabaseStartError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new DatabaseStartError(
    `The embedded PostgreSQL in ${dataDir} did not start: ${reason}. Check that DATA_DIR is a folder this ` +
      'user may write and that the disk is not full, then start again; or set DATABASE_URL to use a PostgreSQL ' +
      'server of your own (docs/operations.md).',
  );
}
