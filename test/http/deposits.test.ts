import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { count, expectLedgerSound } from '../support/ledger-helpers.js';
import { trialBalanceTotal } from '../support/cashier-helpers.js';
import { fixtures } from '../support/fixtures.js';

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('Deposits with the sandbox provider over HTTP', () => {
  let t: TestApp;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await fixtures(t).admin({ username: 'deposits_admin' });
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
    expect(await trialBalanceTotal(t, admin)).toBe('0.00');
  });

  const deposit = (player: Player, amount: unknown) =>
    t.api.raw('POST', '/api/economy/wallet/deposit/', { body: { amount }, token: player.access });

  it('tells anyone, signed in or not, the provider and what a coin is worth', async () => {
    const res = await t.api.get('/api/economy/cashier');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      provider: 'sandbox',
      sandbox: true,
      currency: 'EUR',
      coins_per_unit: 1,
      coin_value: '1.00',
      min_deposit: '0.01',
      max_deposit: '10000.00',
      min_withdrawal: '10.00',
      max_withdrawal: expect.stringMatching(/^\d+\.\d\d$/),
    });
  });

  it('records a sandbox deposit as COMPLETED and credits it at once', async () => {
    const player = await fixtures(t).player({ name: 'sbx' });
    const res = await deposit(player, '12.50');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Deposit successful!',
      wallet: { balance: '12.50' },
      deposit: {
        id: expect.any(Number),
        amount: '12.50',
        amount_credited: '12.50',
        amount_taken_back: '0.00',
        status: 'COMPLETED',
        provider: 'sandbox',
        checkout_url: null,
        currency: 'EUR',
        price: '12.50',
        created_at: ISO,
        completed_at: ISO,
      },
    });
    const me = await t.api.get('/api/economy/wallet/me', { token: player.access });
    expect(me.body).toEqual({ balance: '12.50', owed: '0.00' });
    const one = await t.api.get('/api/economy/deposits/{id}', {
      params: { path: { id: res.body.deposit.id } },
      token: player.access,
    });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(res.body.deposit);
  });

  it("lists the player's own deposits newest first, a page at a time, filtered by status", async () => {
    const player = await fixtures(t).player({ name: 'sbx' });
    const other = await fixtures(t).player({ name: 'sbx' });
    for (const amount of ['1.00', '2.00', '3.00']) await deposit(player, amount);
    await deposit(other, '9.00');
    const page = await t.api.get('/api/economy/deposits', {
      params: { query: { page_size: 2 } },
      token: player.access,
    });
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(3);
    expect(page.body.results.map((d: { amount: string }) => d.amount)).toEqual(['3.00', '2.00']);
    expect(page.body.next).toBe('/api/economy/deposits?page_size=2&page=2');
    expect(page.body.previous).toBeNull();
    const completed = await t.api.get('/api/economy/deposits', {
      params: { query: { status: 'COMPLETED' } },
      token: player.access,
    });
    expect(completed.body.count).toBe(3);
    const pending = await t.api.get('/api/economy/deposits', {
      params: { query: { status: 'PENDING' } },
      token: player.access,
    });
    expect(pending.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    const bad = await t.api.raw('GET', '/api/economy/deposits/?status=PAID', { token: player.access });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: [expect.stringContaining('PENDING')] });
  });

  it("answers 404 for an unknown deposit or another player's, and 401 without a token", async () => {
    const player = await fixtures(t).player({ name: 'sbx' });
    const other = await fixtures(t).player({ name: 'sbx' });
    const theirs = (await deposit(other, '5.00')).body.deposit.id;
    expect(
      (await t.api.get('/api/economy/deposits/{id}', { params: { path: { id: theirs } }, token: player.access }))
        .status,
    ).toBe(404);
    expect(
      (await t.api.get('/api/economy/deposits/{id}', { params: { path: { id: 999999 } }, token: player.access }))
        .status,
    ).toBe(404);
    expect((await t.api.raw('GET', '/api/economy/deposits/abc/', { token: player.access })).status).toBe(404);
    expect((await t.api.get('/api/economy/deposits')).status).toBe(401);
  });

  it('writes nothing for a refused deposit', async () => {
    const player = await fixtures(t).player({ name: 'sbx' });
    const before = await count(t, 'deposits');
    const res = await deposit(player, '0.00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ amount: [expect.any(String)] });
    expect(await count(t, 'deposits')).toBe(before);
  });

  it('lists every deposit for an admin, filtered by status, provider, user and days', async () => {
    const player = await fixtures(t).player({ name: 'sbx' });
    await deposit(player, '4.00');
    await deposit(player, '6.00');
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.api.get('/api/admin/deposits', {
      params: { query: { user: player.id, status: 'COMPLETED', provider: 'sandbox', from: today, to: today } },
      token: admin.access,
    });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    expect(res.body.results[0]).toMatchObject({
      amount: '6.00',
      status: 'COMPLETED',
      user_id: player.id,
      username: player.username,
    });
    const before = await t.api.get('/api/admin/deposits', {
      params: { query: { user: player.id, to: '2000-01-01' } },
      token: admin.access,
    });
    expect(before.body.count).toBe(0);
    for (const query of ['status=NOPE', 'provider=paypal', 'user=abc', 'from=2026-13-01', 'to=yesterday']) {
      const bad = await t.api.raw('GET', `/api/admin/deposits/?${query}`, { token: admin.access });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body)).toEqual([query.split('=')[0]]);
    }
    expect((await t.api.get('/api/admin/deposits', { token: player.access })).status).toBe(403);
  });

  it('refuses days whose period ends past 9999-12-31 or starts before 1970 with field errors (issue 30 §4)', async () => {
    const range = ['Enter a date between 1970-01-01 and 9999-12-30.'];
    for (const query of ['from=9999-12-31&to=9999-12-31', 'to=9999-12-31', 'from=1969-12-31', 'to=0001-01-01']) {
      const res = await t.api.raw('GET', `/api/admin/deposits/?${query}`, { token: admin.access });
      const fields = Object.fromEntries(query.split('&').map((part) => [part.split('=')[0], range]));
      expect([query, res.status, res.body]).toEqual([query, 400, fields]);
    }
    const edges = await t.api.get('/api/admin/deposits', {
      params: { query: { from: '1970-01-01', to: '9999-12-30' } },
      token: admin.access,
    });
    expect(edges.status).toBe(200);
    expect(edges.body.count).toBe((await t.api.get('/api/admin/deposits', { token: admin.access })).body.count);
  });
});
