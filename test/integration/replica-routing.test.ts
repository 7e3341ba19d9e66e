import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { ormConfig } from '../../src/config/mikro-orm.config.js';
import { one } from '../../src/shared/database/query.js';
import { lagTolerantRequest, ReadsFromReplica } from '../../src/shared/database/replica-reads.js';
import { ReplicaRoutingDriver } from '../../src/shared/database/replica-routing-driver.js';
import { ReplicaMonitor } from '../../src/shared/database/replica-monitor.js';
import { Metrics } from '../../src/shared/observability/metrics.js';
import type { AppConfig } from '../../src/config/app-config.js';
import { eventually } from '../support/eventually.js';
import { freePort } from '../reliability/support.js';
import { transaction } from '../../src/shared/transaction.js';
import { createTestDatabase } from '../support/test-database.js';

/**
 * Which connection answers a read, decided in one place (issue 35 §3). The "replica" here is the same test
 * database under another application_name, so each read says who answered it; the driver is told by hand what
 * ReplicaMonitor measures (test/http/read-replicas.test.ts runs the whole thing against a real standby).
 */
const answeredBy = async (em: EntityManager) =>
  (await one(em, sql<{ name: string }>`SELECT current_setting('application_name') AS name`)).name;

/** A query another context answers, not opted in itself, asked from inside an opted-in one. */
class InnerQueryHandler {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<string> {
    return answeredBy(this.em);
  }
}

@ReadsFromReplica()
class ListQueryHandler {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<{ own: string; inner: string; inTransaction: string }> {
    return {
      own: await answeredBy(this.em),
      inner: await new InnerQueryHandler(this.em).execute(),
      inTransaction: await transaction(this.em, (tx) => answeredBy(tx)),
    };
  }
}

class BalanceQueryHandler {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<string> {
    return answeredBy(this.em);
  }
}

/** pg's session name, which each read reports. */
const named = (name: string) => ({ driverOptions: { application_name: name } });

describe('Routing reads to replicas', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let orm: MikroORM;
  let driver: ReplicaRoutingDriver;

  beforeAll(async () => {
    database = await createTestDatabase();
    const dead = new URL(database.url);
    // A port nothing listens on: a replica that is down.
    dead.port = String(await freePort());
    // The ORM the app opens (openOrm), its pools told apart by name; the test database is migrated already.
    const config = ormConfig(database.url, 2, [database.url, dead.toString()]);
    // init() is declared to answer the core MikroORM but constructs `new this(...)` (as in src/config/orm.ts).
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- see above
    orm = await MikroORM.init({
      ...config,
      ...named('primary'),
      replicas: [
        { ...config.replicas?.[0], ...named('replica') },
        { ...config.replicas?.[1], ...named('dead') },
      ],
    });
    const routing = orm.em.getDriver();
    if (!(routing instanceof ReplicaRoutingDriver)) throw new Error('the ORM is not opened with ReplicaRoutingDriver');
    driver = routing;
    driver.allowLag(5_000);
  });

  afterAll(async () => {
    await orm.close();
    await database.drop();
  });

  const em = () => orm.em.fork();

  it('answers an opted-in query of a request that may lag from a current replica, and nothing else', async () => {
    driver.replicaCurrentAsOf(0, Date.now());
    const list = await lagTolerantRequest(() => new ListQueryHandler(em()).execute());
    // The query and what it asks of other contexts read the replica; a transaction stays on the primary.
    expect(list).toEqual({ own: 'replica', inner: 'replica', inTransaction: 'primary' });
    // A query that did not opt in, in the same kind of request; the opted-in one outside a request (a listener).
    expect(await lagTolerantRequest(() => new BalanceQueryHandler(em()).execute())).toBe('primary');
    expect((await new ListQueryHandler(em()).execute()).own).toBe('primary');
  });

  it('sends no read to a replica last proven current longer ago than the bound', async () => {
    driver.replicaFailed(0);
    driver.replicaCurrentAsOf(0, Date.now() - 5_500);
    expect((await lagTolerantRequest(() => new ListQueryHandler(em()).execute())).own).toBe('primary');
    driver.replicaCurrentAsOf(0, Date.now());
    expect((await lagTolerantRequest(() => new ListQueryHandler(em()).execute())).own).toBe('replica');
  });

  it('answers from the primary when the chosen replica fails, and gives that replica up', async () => {
    driver.replicaFailed(0);
    driver.replicaCurrentAsOf(1, Date.now());
    expect((await lagTolerantRequest(() => new ListQueryHandler(em()).execute())).own).toBe('primary');
    expect(driver.replicaUsable(1)).toBe(false);
  });

  it('gives up a replica URL whose server is not a standby: its data need not be this database', async () => {
    // The "replica" here is the primary's own database under another name: not in recovery.
    driver.replicaCurrentAsOf(0, Date.now());
    const monitor = new ReplicaMonitor(orm, { replicaMaxLagSeconds: 5 } as AppConfig, new Metrics(false));
    monitor.onApplicationBootstrap();
    try {
      await eventually(() => !driver.replicaUsable(0), { what: 'the non-standby given up' });
      expect((await lagTolerantRequest(() => new ListQueryHandler(em()).execute())).own).toBe('primary');
    } finally {
      await monitor.onApplicationShutdown();
    }
  });
});
