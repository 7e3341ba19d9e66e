/**
 * What the process knows of its database beyond one query: the embedded PostgreSQL's watchdog says whether it
 * is up, being restarted, or given up on (src/config/embedded-watchdog.ts). The health probes read it.
 */
export type DatabaseState = 'up' | 'restarting' | 'failed';

export interface DatabaseSupervision {
  state(): DatabaseState;
}

export const DATABASE_SUPERVISION = Symbol('DATABASE_SUPERVISION');

/** An external DATABASE_URL (or a test's database): nobody restarts it, so only its answers count. */
export const UNSUPERVISED: DatabaseSupervision = { state: () => 'up' };
