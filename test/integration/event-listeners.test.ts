import 'reflect-metadata';
import { Injectable, Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { openOrm } from '../../src/config/orm.js';
import { AppModule } from '../../src/app.module.js';
import { KernelModule } from '../../src/shared/kernel.module.js';
import { LedgerModule } from '../../src/modules/ledger/ledger.module.js';
import { OpenWalletOnUserRegisteredListener } from '../../src/modules/ledger/listeners/open-wallet-on-user-registered.listener.js';
import { Metrics } from '../../src/shared/observability/metrics.js';
import { all } from '../../src/shared/database/query.js';
import type { StoredEvent } from '../../src/shared/outbox/domain-event.js';
import { OnEvent, type EventListener } from '../../src/shared/outbox/on-event.decorator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD } from '../support/api-client.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

/** What a probe listener writes: one row per delivery, so a second delivery of one event would show. */
async function probe(em: EntityManager, listener: string, eventId: number): Promise<void> {
  await all(em, sql`INSERT INTO listener_probe (listener, event_id) VALUES (${listener}, ${eventId})`);
}

/** Listeners only the second instance has: a newer version's, in a rolling deploy. */
@Injectable()
@OnEvent('UserLoggedIn')
class ProbeOnUserLoggedInListener implements EventListener<'UserLoggedIn'> {
  constructor(private readonly em: EntityManager) {}

  handle(event: StoredEvent<'UserLoggedIn'>): Promise<void> {
    return probe(this.em, 'ProbeOnUserLoggedInListener', event.id);
  }
}

@Injectable()
@OnEvent('UserRegistered')
class ProbeOnUserRegisteredListener implements EventListener<'UserRegistered'> {
  constructor(private readonly em: EntityManager) {}

  handle(event: StoredEvent<'UserRegistered'>): Promise<void> {
    return probe(this.em, 'ProbeOnUserRegisteredListener', event.id);
  }
}

// A Nest module is a class the container reads its decorator from: an empty body is its idiom.
@Module({ providers: [ProbeOnUserLoggedInListener, ProbeOnUserRegisteredListener] })
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- see above
class ProbeModule {}

/** An instance with the kernel (its relay) and the probe listeners only, on the test's database. */
async function probeInstance(orm: MikroORM, t: TestApp): Promise<INestApplicationContext> {
  const root: DynamicModule = {
    // eslint-disable-next-line @typescript-eslint/no-extraneous-class -- a module's class, as above
    module: class ProbeRootModule {},
    imports: [KernelModule.forRoot(orm, t.config, new Metrics(false)), ProbeModule],
  };
  // Nest declares its options as a class but only ever reads them from a literal.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- see above
  const app = await NestFactory.createApplicationContext(root, { logger: false, abortOnError: false });
  await app.init();
  return app;
}

async function eventOf(t: TestApp, type: string, userId: number) {
  const [row] = await t.sql<{ id: string; pending_listeners: string[] | null; dispatched_at: string | null }>(
    `SELECT id, pending_listeners, dispatched_at FROM domain_events WHERE type = $1 AND user_id = $2`,
    [type, userId],
  );
  return row;
}

describe('listeners: none left out, none skipped', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await t.sql('CREATE TABLE listener_probe (listener text NOT NULL, event_id bigint NOT NULL)');
  });

  afterAll(async () => {
    await t.close();
  });

  it('a listener left out of its module stops the start, naming the class', async () => {
    // The ledger's module as it would be with its listener left out of its providers.
    const providers = (Reflect.getMetadata('providers', LedgerModule) as unknown[]).filter(
      (provider) => provider !== OpenWalletOnUserRegisteredListener,
    );
    const LeftOut = Module({
      providers: providers as never[],
      controllers: Reflect.getMetadata('controllers', LedgerModule) as never[],
    });
    // eslint-disable-next-line @typescript-eslint/no-extraneous-class -- a module's class, as above
    const ledgerWithoutListener = class LedgerModule {};
    LeftOut(ledgerWithoutListener);
    const real = AppModule.forRoot(t.orm, t.config, new Metrics(false));
    const root = {
      ...real,
      imports: real.imports?.map((imported) => (imported === LedgerModule ? ledgerWithoutListener : imported)),
    };
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- a literal, as above
    const app = await NestFactory.create(root, new FastifyAdapter(), { logger: false, abortOnError: false });
    await expect(app.init()).rejects.toThrow(
      /OpenWalletOnUserRegisteredListener \(ledger\/listeners\/open-wallet-on-user-registered\.listener\.(ts|js)\) is not a provider of LedgerModule/,
    );
    await app.close().catch(() => undefined);
  });

  it('two instances with different listeners each deliver what only they have, once, whichever wrote the event', async () => {
    // The second instance starts (its listeners join the deployment's registry), then stops for a while.
    const probeOrm = await openOrm(t.databaseUrl, 2);
    let second = await probeInstance(probeOrm, t);
    await second.close();

    // Meanwhile the first instance, which lacks the probes, serves a registration and a sign-in.
    const player = await fixtures(t).player({ name: 'lst' });
    const login = await t.api.post('/api/accounts/login', {
      body: { username: player.username, password: GOOD_PASSWORD },
    });
    expect(login.status).toBe(200);

    // It delivers what it has (the wallet), and leaves what it lacks for the instance that has it.
    const registered = await eventually(() => eventOf(t, 'UserRegistered', player.id), {
      until: (row) => row.pending_listeners?.length === 1,
      what: 'the wallet listener delivered',
    });
    expect(registered.pending_listeners).toEqual(['ProbeOnUserRegisteredListener']);
    expect(registered.dispatched_at).toBeNull();
    expect(await t.sql('SELECT 1 FROM ledger_accounts WHERE user_id = $1', [player.id])).toHaveLength(1);
    const loggedIn = await eventOf(t, 'UserLoggedIn', player.id);
    expect(loggedIn.pending_listeners).toEqual(['ProbeOnUserLoggedInListener']);
    expect(loggedIn.dispatched_at).toBeNull();
    // ... and counts what waits for another instance.
    const gauge = await t.app.get(Metrics).registry.getSingleMetricAsString('outbox_events_awaiting_absent_listener');
    expect(gauge).toContain('outbox_events_awaiting_absent_listener{listener="ProbeOnUserLoggedInListener"} 1');
    expect(gauge).toContain('outbox_events_awaiting_absent_listener{listener="ProbeOnUserRegisteredListener"} 1');

    // The second instance comes back and delivers what only it has; both events are then dispatched.
    second = await probeInstance(probeOrm, t);
    try {
      await eventually(() => eventOf(t, 'UserLoggedIn', player.id), {
        until: (row) => row.dispatched_at !== null,
        what: 'the sign-in dispatched',
      });
      await eventually(() => eventOf(t, 'UserRegistered', player.id), {
        until: (row) => row.dispatched_at !== null,
        what: 'the registration dispatched',
      });
      expect(
        await t.sql('SELECT listener, event_id::int AS event FROM listener_probe ORDER BY listener, event_id'),
      ).toEqual([
        { listener: 'ProbeOnUserLoggedInListener', event: Number(loggedIn.id) },
        { listener: 'ProbeOnUserRegisteredListener', event: Number(registered.id) },
      ]);
      // The wallet was opened once, by the only instance that has its listener.
      expect(await t.sql('SELECT 1 FROM ledger_accounts WHERE user_id = $1', [player.id])).toHaveLength(1);

      // With both up, an event each has a listener of is delivered by each, once.
      const other = await fixtures(t).player({ name: 'lst' });
      await eventually(() => eventOf(t, 'UserRegistered', other.id), {
        until: (row) => row.dispatched_at !== null,
        what: 'the second registration dispatched',
      });
      expect(
        await t.sql('SELECT count(*)::int AS n FROM listener_probe WHERE event_id = $1', [
          (await eventOf(t, 'UserRegistered', other.id)).id,
        ]),
      ).toEqual([{ n: 1 }]);
      expect(await t.sql('SELECT 1 FROM ledger_accounts WHERE user_id = $1', [other.id])).toHaveLength(1);
    } finally {
      await second.close();
      await probeOrm.close();
    }
  });
});
