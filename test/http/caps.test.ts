import { startTestApp, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, uniqueName, type Player } from '../support/api-client.js';
import { count, expectLedgerSound } from '../support/ledger-helpers.js';
import { closeAll } from '../support/teardown.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { fixtures } from '../support/fixtures.js';

/**
 * What one account can hold open (tournaments waiting for players, withdrawals waiting for review) and how many
 * accounts one address can open per hour. Two instances on one database: the caps live in PostgreSQL.
 */
describe('Per-account and per-address caps', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // The defaults: 5 open tournaments, 5 pending withdrawals.
    const env = { MAX_OPEN_TOURNAMENTS_PER_USER: '5', MAX_PENDING_WITHDRAWALS_PER_USER: '5' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  const createOn = (app: TestApp, player: Player, name: string) =>
    app.api.post('/api/tournaments', {
      body: { name, entry_fee: '1.00', max_players: 4, game_mode: 'BLITZ' },
      token: player.access,
    });
  const withdrawOn = async (app: TestApp, player: Player, amount = '10.00') => {
    await verifyEmailOf(app, player);
    return app.api.post('/api/economy/wallet/withdraw', {
      body: { amount, payment_details: 'me@example.com' },
      token: player.access,
    });
  };

  describe('open tournaments', () => {
    it('refuses a sixth PENDING tournament with 400 naming the limit, and allows another once one starts or is cancelled', async () => {
      const host = await fixtures(a).player({ funds: '100.00', name: 'host' });
      const created = [];
      for (let i = 0; i < 5; i++)
        created.push(await fixtures(a).tournament({ by: host, name: `Mine ${i}`, entry_fee: '1.00', max_players: 2 }));
      const refused = await createOn(b, host, 'One too many');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: expect.stringContaining('5 tournaments'),
        code: 'too_many_open_tournaments',
      });
      expect(await count(a, 'tournaments', "created_by = $1 AND name = 'One too many'", [host.id])).toBe(0);
      // A tournament that fills up no longer counts; nor does a cancelled one.
      const joiner = await fixtures(a).player({ funds: '10.00', name: 'joiner' });
      expect(
        (
          await a.api.post('/api/tournaments/{id}/join', {
            params: { path: { id: created[0].id } },
            token: joiner.access,
          })
        ).status,
      ).toBe(200);
      expect((await createOn(a, host, 'After a start')).status).toBe(201);
      expect((await createOn(b, host, 'Still capped')).status).toBe(400);
      expect(
        (
          await a.api.post('/api/tournaments/{id}/cancel', {
            params: { path: { id: created[1].id } },
            token: host.access,
          })
        ).status,
      ).toBe(200);
      expect((await createOn(b, host, 'After a cancel')).status).toBe(201);
      // Someone else is not held back by the host's tournaments.
      expect((await createOn(a, joiner, 'Other player')).status).toBe(201);
      await expectLedgerSound(a);
    });

    it('lets exactly five through when twelve creates race on both instances', async () => {
      const host = await fixtures(a).player({ funds: '100.00', name: 'racer' });
      const statuses = (
        await Promise.all(Array.from({ length: 12 }, (_, i) => createOn(i % 2 ? b : a, host, `Race ${i}`)))
      ).map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 400)).toHaveLength(7);
      expect(await count(a, 'tournaments', "created_by = $1 AND status = 'PENDING'", [host.id])).toBe(5);
      // Only the five paid a fee.
      expect((await a.api.get('/api/economy/wallet/me', { token: host.access })).body.balance).toBe('95.00');
      await expectLedgerSound(a);
    });

    it("keeps the lists' counts true through creates, refusals, starts and cancellations", async () => {
      // The counts come from counters a trigger keeps at commit; a refused create rolled back and left none.
      for (const status of ['PENDING', 'ACTIVE', 'COMPLETED', 'CANCELLED']) {
        const [{ n }] = await a.sql<{ n: string }>('SELECT count(*) AS n FROM tournaments WHERE status = $1', [status]);
        const listed = await b.api.get('/api/tournaments', {
          params: { query: { status } },
          token: (await fixtures(a).player({ funds: '0', name: 'counter' })).access,
        });
        expect([status, listed.body.count]).toEqual([status, Number(n)]);
      }
      const [{ n: all }] = await a.sql<{ n: string }>('SELECT count(*) AS n FROM tournaments');
      expect(
        (
          await a.api.get('/api/tournaments', {
            token: (await fixtures(a).player({ funds: '0', name: 'counter' })).access,
          })
        ).body.count,
      ).toBe(Number(all));
    });
  });

  describe('pending withdrawals', () => {
    it('refuses a sixth pending request with 400 naming the limit, moving nothing, and allows one after a decision', async () => {
      const player = await fixtures(a).player({ funds: '100.00', name: 'payee' });
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await withdrawOn(i % 2 ? b : a, player);
        expect(res.status).toBe(201);
        ids.push(res.body.withdrawal.id);
      }
      const refused = await withdrawOn(a, player);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: expect.stringContaining('5 withdrawal requests'),
        code: 'too_many_pending_withdrawals',
      });
      expect((await a.api.get('/api/economy/wallet/me', { token: player.access })).body.balance).toBe('50.00');
      expect(await count(a, 'withdrawal_requests', 'user_id = $1', [player.id])).toBe(5);
      // A replay of an earlier request still answers it rather than being refused.
      const keyed = await fixtures(a).player({ funds: '100.00', name: 'keyed' });
      const key = { 'Idempotency-Key': 'cap-replay-1' };
      for (let i = 0; i < 4; i++) expect((await withdrawOn(a, keyed)).status).toBe(201);
      const fifth = await a.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '10.00', payment_details: 'x@example.com' },
        token: keyed.access,
        headers: key,
      });
      expect(fifth.status).toBe(201);
      const replay = await b.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '10.00', payment_details: 'x@example.com' },
        token: keyed.access,
        headers: key,
      });
      expect(replay.status).toBe(201);
      expect(replay.body.withdrawal.id).toBe(fifth.body.withdrawal.id);
      // A decided request frees a place.
      const admin = await fixtures(a).admin();
      expect(
        (
          await a.api.post('/api/admin/withdrawals/{id}/reject', {
            params: { path: { id: ids[0] } },
            body: { admin_notes: 'no' },
            token: admin.access,
          })
        ).status,
      ).toBe(200);
      expect((await withdrawOn(b, player)).status).toBe(201);
      await expectLedgerSound(a);
    });

    it('lets exactly five through when twelve requests race on both instances', async () => {
      const player = await fixtures(a).player({ funds: '500.00', name: 'rush' });
      const statuses = (await Promise.all(Array.from({ length: 12 }, (_, i) => withdrawOn(i % 2 ? b : a, player)))).map(
        (r) => r.status,
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 400)).toHaveLength(7);
      expect(await count(a, 'withdrawal_requests', "user_id = $1 AND status = 'PENDING'", [player.id])).toBe(5);
      expect((await a.api.get('/api/economy/wallet/me', { token: player.access })).body.balance).toBe('450.00');
      await expectLedgerSound(a);
    });
  });
});

describe('Registrations per client address', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // Behind a proxy, capped low: every test client shares 127.0.0.1, so the address comes from X-Forwarded-For.
    const env = { REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3', TRUST_PROXY: 'true' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  describe('registrations per address', () => {
    const registerFrom = (app: TestApp, address: string) => {
      const username = uniqueName('signup');
      return app.api.post('/api/accounts/register', {
        body: { username, email: `${username}@example.com`, password: GOOD_PASSWORD, password2: GOOD_PASSWORD },
        headers: { 'x-forwarded-for': address },
      });
    };

    it('answers 429 with Retry-After past the hourly cap on either instance, and leaves other addresses alone', async () => {
      for (let i = 0; i < 3; i++) expect((await registerFrom(i % 2 ? b : a, '203.0.113.50')).status).toBe(201);
      const users = await count(a, 'users');
      for (const app of [a, b]) {
        const refused = await registerFrom(app, '203.0.113.50');
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({
          detail: expect.stringContaining('at most 3 an hour'),
          code: 'registrations_throttled',
        });
        const retryAfter = Number(refused.headers.get('retry-after'));
        expect(retryAfter).toBeGreaterThan(3500);
        expect(retryAfter).toBeLessThanOrEqual(3600);
      }
      expect(await count(a, 'users')).toBe(users);
      expect((await registerFrom(b, '198.51.100.51')).status).toBe(201);
      // An hour later the address may register again.
      await a.sql(
        "UPDATE registrations_by_address SET registered_at = registered_at - interval '61 minutes' WHERE address = '203.0.113.50'",
      );
      expect((await registerFrom(a, '203.0.113.50')).status).toBe(201);
    });

    it('counts every attempt, refused or not, so the cap also throttles probing which emails exist (issue 19 §4)', async () => {
      const address = '203.0.113.99';
      const existing = await registerFrom(a, '198.51.100.60');
      expect(existing.status).toBe(201);
      const taken = existing.body.user.email as string;
      const attempt = (app: TestApp, body: Record<string, unknown>) =>
        app.api.raw('POST', '/api/accounts/register/', { body: body, headers: { 'x-forwarded-for': address } });
      const fresh = uniqueName('probe');
      // A taken email, a malformed body and mismatched passwords: each refused, each counted.
      const refusals = [
        await attempt(a, { username: fresh, email: taken, password: GOOD_PASSWORD, password2: GOOD_PASSWORD }),
        await attempt(b, { username: fresh }),
        await attempt(a, {
          username: fresh,
          email: `${fresh}@example.com`,
          password: GOOD_PASSWORD,
          password2: `${GOOD_PASSWORD}x`,
        }),
      ];
      expect(refusals.map((r) => r.status)).toEqual([400, 400, 400]);
      // The budget of 3 is spent: a fourth probe of the same email learns nothing, on either instance.
      for (const app of [a, b]) {
        const probe = await attempt(app, {
          username: fresh,
          email: taken,
          password: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
        });
        expect(probe.status).toBe(429);
        expect(probe.body).toEqual({
          detail: expect.stringContaining('at most 3 an hour'),
          code: 'registrations_throttled',
        });
        expect(Number(probe.headers.get('retry-after'))).toBeGreaterThan(3500);
      }
      // A burst of probes in parallel: none gets an answer that says whether an email exists.
      const burst = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          attempt(i % 2 ? b : a, { username: fresh, email: taken, password: GOOD_PASSWORD, password2: GOOD_PASSWORD }),
        ),
      );
      expect(burst.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 429));
    });

    it('lets exactly the cap through when registrations from one address race on both instances', async () => {
      const statuses = (
        await Promise.all(Array.from({ length: 8 }, (_, i) => registerFrom(i % 2 ? b : a, '192.0.2.77')))
      ).map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    });
  });
});
