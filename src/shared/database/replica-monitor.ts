import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Metrics } from '../observability/metrics.js';
import { SweepLoop } from '../scheduling/sweep-loop.js';
import { db, one } from './query.js';
import { replicaName, ReplicaRoutingDriver } from './replica-routing-driver.js';

/** How often each replica's lag is measured: a replica's proof of being current is at most this old. */
export const REPLICA_MEASURE_MS = 200;

/** A pg_lsn ('16/B374D848') as the byte position it names. */
export function lsnPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * Measures how far behind the primary each read replica is, for ReplicaRoutingDriver to send reads only to those
 * within DATABASE_REPLICA_MAX_LAG_SECONDS. Five times a second it notes the primary's flushed WAL position with the
 * moment it asked (`pg_current_wal_flush_lsn()`), then asks every replica how far it has replayed
 * (`pg_last_wal_replay_lsn()`): a replica that has replayed past the position noted at `t` holds every commit made
 * before `t`, so it is current as of the latest such `t`. This is the replica's real staleness, whatever the load,
 * an idle primary or a lost WAL stream (a time-of-last-replay estimate is not: it reads an idle primary as lag
 * and a standby cut off from its primary as current). Both functions need no privilege.
 *
 * A replica that does not answer, or is not a standby (not in recovery: a promoted replica, a wrong URL), is given
 * up at once (`replicaFailed`) and serves again once a measure proves it current; while the primary does not
 * answer nothing is noted, so every replica's proof ages past the bound and reads go to the primary too. Each replica's lag is the gauge `database_replica_lag_seconds`.
 */
@Injectable()
export class ReplicaMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReplicaMonitor');
  /** The primary's flushed WAL positions, oldest first, with the moment each was asked for. */
  private readonly flushed: { at: number; position: bigint }[] = [];
  /** Per replica, whether it served at the last measure, and why not when it could not be measured current. */
  private readonly usable: boolean[] = [];
  private readonly problems: (string | null)[] = [];
  private readonly loop = new SweepLoop(
    () => this.measure().then(() => REPLICA_MEASURE_MS),
    // The primary did not answer: nothing new is noted, so every replica's proof ages and reads go to the primary
    // (which the health probes report).
    () => REPLICA_MEASURE_MS,
  );
  private readonly em: EntityManager;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.em = orm.em.fork();
  }

  private get driver(): ReplicaRoutingDriver | null {
    const driver = this.orm.driver;
    return driver instanceof ReplicaRoutingDriver && driver.replicaCount > 0 ? driver : null;
  }

  onApplicationBootstrap(): void {
    const driver = this.driver;
    if (!driver) return;
    driver.allowLag(this.config.replicaMaxLagSeconds * 1000);
    const names = driver.replicaClients().map((_, index) => replicaName(index));
    this.metrics.gaugeByLabel(
      'database_replica_lag_seconds',
      'How far behind the primary each read replica was last proven to be (+Inf: unreachable or never measured); ' +
        'it answers reads while this is at most DATABASE_REPLICA_MAX_LAG_SECONDS',
      'replica',
      () => Promise.resolve(names.map((name, index) => [name, driver.replicaLagMs(index) / 1000] as const)),
    );
    this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  private async measure(): Promise<void> {
    const driver = this.driver;
    if (!driver) return;
    const at = Date.now();
    const { lsn } = await one(
      this.em,
      db(this.em).selectNoFrom((eb) => eb.cast<string>(eb.fn('pg_current_wal_flush_lsn'), 'text').as('lsn')),
    );
    this.flushed.push({ at, position: lsnPosition(lsn) });
    // A replica further behind than what is kept gets no newer proof, which is all that matters: it is too far.
    const keepFrom = at - this.config.replicaMaxLagSeconds * 1000 - 2 * REPLICA_MEASURE_MS;
    while (this.flushed.length > 1 && this.flushed[0].at < keepFrom) this.flushed.shift();
    await Promise.all(driver.replicaClients().map((client, index) => this.measureReplica(driver, client, index)));
    this.reportChanges(driver);
  }

  /** Notes what a replica proves, or why it cannot serve (for the log). */
  private async measureReplica(driver: ReplicaRoutingDriver, client: Kysely<unknown>, index: number): Promise<void> {
    try {
      const rows = await client
        .selectNoFrom((eb) => [
          eb.fn<boolean>('pg_is_in_recovery').as('standby'),
          eb.cast<string | null>(eb.fn('pg_last_wal_replay_lsn'), 'text').as('lsn'),
        ])
        .execute();
      const [{ standby, lsn }] = rows;
      // A server that is not replaying WAL is no replica of this primary (a promoted one, a wrong URL): its data
      // need not be this database's, so it serves nothing.
      if (!standby) {
        driver.replicaFailed(index);
        this.problems[index] = 'it is not a standby (not in recovery)';
        return;
      }
      this.problems[index] = null;
      if (lsn === null) return;
      const replayed = lsnPosition(lsn);
      const proof = this.flushed.findLast((noted) => noted.position <= replayed);
      if (proof) driver.replicaCurrentAsOf(index, proof.at);
    } catch (error) {
      driver.replicaFailed(index);
      this.problems[index] = `unreachable (${(error as Error).message})`;
    }
  }

  /** One log line for each replica at the first measure, then when it starts or stops answering reads. */
  private reportChanges(driver: ReplicaRoutingDriver): void {
    const now = Date.now();
    for (let index = 0; index < driver.replicaCount; index++) {
      const usable = driver.replicaUsable(index, now);
      if (usable === this.usable[index]) continue;
      this.usable[index] = usable;
      const lag = driver.replicaLagMs(index, now);
      if (usable) {
        this.logger.log(`${replicaName(index)} answers reads (${lag} ms behind the primary)`);
        continue;
      }
      const why =
        this.problems[index] ??
        (Number.isFinite(lag)
          ? `${(lag / 1000).toFixed(1)} s behind the primary, over DATABASE_REPLICA_MAX_LAG_SECONDS`
          : 'not yet measured current');
      this.logger.warn(`${replicaName(index)} answers no reads: ${why}; they go to the primary`);
    }
  }
}
