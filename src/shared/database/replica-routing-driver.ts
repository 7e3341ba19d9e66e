import type { Configuration, ConnectionType } from '@mikro-orm/core';
import { PostgreSqlDriver, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';

/** A replica as the ORM, logs and metrics name it: its place in DATABASE_REPLICA_URLS, never its URL (a password). */
export function replicaName(index: number): string {
  return `replica-${index + 1}`;
}

/**
 * MikroORM's PostgreSQL driver, changed in one decision: which of its `replicas` answers a read. MikroORM picks
 * any of them at random; this one picks among those proven current within the lag bound (ReplicaMonitor measures
 * them several times a second), and the primary when none is. A replica never measured, unreachable or too far
 * behind answers nothing. Writes, transactions and every read not asked for on 'read' (`preferReadReplicas` is
 * off) go to the primary, as MikroORM does.
 */
export class ReplicaRoutingDriver extends PostgreSqlDriver {
  /**
   * Per replica, in the order of DATABASE_REPLICA_URLS: the latest moment (this process's clock, ms) as of which it
   * had replayed everything the primary had flushed. -Infinity: not proven (not yet measured, or failed since).
   */
  private readonly currentAsOf: number[];
  /** How far behind (ms) a replica may be and still answer reads; until the monitor sets it, none may. */
  private maxLagMs = Number.NEGATIVE_INFINITY;

  constructor(config: Configuration) {
    super(config);
    this.currentAsOf = this.replicas.map(() => Number.NEGATIVE_INFINITY);
  }

  override getConnection(type: ConnectionType = 'write'): PostgreSqlConnection {
    if (type === 'write' || this.replicas.length === 0) return this.connection;
    const now = Date.now();
    let chosen = this.connection;
    let usable = 0;
    for (let i = 0; i < this.replicas.length; i++) {
      if (now - this.currentAsOf[i] > this.maxLagMs) continue;
      // One uniform pick among the usable ones, without building their list.
      usable += 1;
      if (Math.random() * usable < 1) chosen = this.replicas[i];
    }
    return chosen;
  }

  get replicaCount(): number {
    return this.replicas.length;
  }

  /** The replicas' kysely clients, for the monitor's measures. */
  replicaClients(): Kysely<unknown>[] {
    return this.replicas.map((replica) => replica.getClient());
  }

  /** Which replica a kysely client of this driver reads from; -1 for the primary (or a transaction). */
  replicaIndexOf(client: object): number {
    return this.replicas.findIndex((replica) => replica.getClient() === client);
  }

  /** How far behind the primary a replica may be and still answer reads. */
  allowLag(ms: number): void {
    this.maxLagMs = ms;
  }

  /** The monitor's proof that replica `index` had, at `at`, replayed all the primary had flushed. */
  replicaCurrentAsOf(index: number, at: number): void {
    this.currentAsOf[index] = Math.max(this.currentAsOf[index], at);
  }

  /** Replica `index` failed (a connection lost, a read refused): no read goes to it until measured again. */
  replicaFailed(index: number): void {
    this.currentAsOf[index] = Number.NEGATIVE_INFINITY;
  }

  /** How far behind the primary replica `index` was last proven to be (Infinity: not proven). */
  replicaLagMs(index: number, now = Date.now()): number {
    return now - this.currentAsOf[index];
  }

  /** Whether replica `index` may answer a read now. */
  replicaUsable(index: number, now = Date.now()): boolean {
    return this.replicaLagMs(index, now) <= this.maxLagMs;
  }
}
