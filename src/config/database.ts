import type { DatabaseSupervision } from '../shared/http/database-supervision.js';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedOptions } from './embedded-database.js';

export { ensureDatabase } from './ensure-database.js';
export { startEmbeddedPostgres, type EmbeddedOptions } from './embedded-database.js';
export { DatabaseStartError } from './database-start-error.js';

export interface DatabaseHandle {
  url: string;
  /** Stops the embedded server; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
  /** The embedded server's watchdog (restarts it when it dies); absent for an external DATABASE_URL. */
  supervise?(log: (line: string) => void, restartSeconds: number, onGiveUp: () => void): DatabaseSupervision;
}

/**
 * For operator tools: DATABASE_URL, else the embedded database the running server uses (its socket and the
 * password in DATA_DIR), else a temporary start of the embedded database (stopped again by the handle).
 */
export async function connectForTools(
  databaseUrl: string | null,
  dataDir: string,
  log: (line: string) => void,
): Promise<DatabaseHandle> {
  const running = databaseUrl ? null : runningEmbeddedUrl(dataDir);
  if (running) return { url: running, stop: () => Promise.resolve() };
  return openDatabase(databaseUrl, dataDir, log);
}

export async function openDatabase(
  databaseUrl: string | null,
  dataDir: string,
  log: (line: string) => void,
  embedded: EmbeddedOptions = {},
): Promise<DatabaseHandle> {
  if (databaseUrl) return { url: databaseUrl, stop: () => Promise.resolve() };
  return startEmbeddedPostgres(dataDir, log, [], embedded);
}
