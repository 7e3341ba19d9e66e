import { DriverException } from '@mikro-orm/core';
import { DatabaseUnavailable, isDatabaseUnavailable } from '../../../shared/errors/database-failures.js';

/**
 * A database error raised while storing a move or a game renders its SQL with the bound values, the choices
 * and the games' fairness seeds among them. Nothing that carries a hidden choice or a seed may reach a log
 * line, so only the error's class and SQL state travel on.
 */
export function withoutValues(error: unknown, what: string): Error {
  if (!(error instanceof DriverException)) return error as Error;
  const message = `${what} failed: ${error.name} (SQLSTATE ${error.sqlState ?? error.code ?? '?'})`;
  // Kept recognisable, so the client is told to retry (503) rather than that the server broke (500).
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailable(message);
  const sanitized = new Error(message);
  sanitized.name = error.name;
  return sanitized;
}
