import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { join } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

interface Line {
  id: number;
  entry_id: number;
  transaction_type: string;
  transaction_type_display: string;
  description: string;
  amount: string;
  balance_after: string;
  created_at: string;
}

const cents = (value: string) => Math.round(Number(value) * 100);

describe('Admin ledger statements over HTTP', () => {
  let t: TestApp;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
  });

  const statement = (id: number | string, query = '') =>
    t.api.raw('GET', `/api/admin/ledger/accounts/${id}/statement/${query}`, { token: admin.access });
  const accountId = async (key: string) =>
    Number((await t.sql<{ id: string }>('SELECT id FROM ledger_accounts WHERE key = $1', [key]))[0].id);

  /** Every line of a statement, page by page (`limit` a page), checking the cursor on the way. */
  async function allLines(id: number, limit: number): Promise<Line[]> {
    const lines: Line[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const res = await statement(id, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.results.length).toBeLessThanOrEqual(limit);
      lines.push(...res.body.results);
      cursor = res.body.next_cursor;
      if (cursor === null) return lines;
      expect(cursor).toBe(String(res.body.results[res.body.results.length - 1].id));
    }
    throw new Error('too many pages');
  }

  /** Newest first, and each line's balance_after is the next (older) line's plus its own amount. */
  function expectContinuous(lines: Line[], balance: string) {
    expect(lines.map((l) => l.id)).toEqual([...lines.map((l) => l.id)].sort((a, b) => b - a));
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    expect(cents(lines[0].balance_after)).toBe(cents(balance));
    for (let i = 0; i + 1 < lines.length; i++) {
      expect(cents(lines[i].balance_after) - cents(lines[i].amount)).toBe(cents(lines[i + 1].balance_after));
    }
    const oldest = lines[lines.length - 1];
    expect(cents(oldest.balance_after)).toBe(cents(oldest.amount));
  }

  it('is for admins only', async () => {
    const player = await fixtures(t).player({ name: 'nosy' });
    const id = await accountId(`wallet:${player.id}`);
    expect((await t.api.get('/api/admin/ledger/accounts/{id}/statement', { params: { path: { id } } })).status).toBe(
      401,
    );
    const forbidden = await t.api.get('/api/admin/ledger/accounts/{id}/statement', {
      params: { path: { id } },
      token: player.access,
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: expect.any(String), code: 'forbidden' });
  });

  it("shows a wallet's postings newest first with signed amounts, the balance after each and the owner", async () => {
    const player = await fixtures(t).player({ name: 'stmt', verified: true });
    for (const amount of ['10.00', '25.50', '4.25']) {
      expect((await t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: player.access })).status).toBe(
        200,
      );
    }
    const withdraw = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '12.00', payment_details: 'stmt@paypal.example' },
      token: player.access,
    });
    expect(withdraw.status).toBe(201);
    const id = await accountId(`wallet:${player.id}`);

    const res = await statement(id);
    expect(res.status).toBe(200);
    expect(res.body.account).toEqual({
      id,
      key: `wallet:${player.id}`,
      kind: 'WALLET',
      name: `Wallet of user ${player.id}`,
      balance: '27.75',
      user_id: player.id,
      tournament_id: null,
      username: player.username,
    });
    expect(res.body.next_cursor).toBeNull();
    const lines: Line[] = res.body.results;
    expect(lines.map((l) => [l.transaction_type, l.amount, l.balance_after])).toEqual([
      ['WITHDRAW', '-12.00', '27.75'],
      ['DEPOSIT', '4.25', '39.75'],
      ['DEPOSIT', '25.50', '35.50'],
      ['DEPOSIT', '10.00', '10.00'],
    ]);
    expect(lines[0]).toEqual({
      id: expect.any(Number),
      entry_id: expect.any(Number),
      transaction_type: 'WITHDRAW',
      transaction_type_display: 'Withdrawal',
      description: expect.any(String),
      amount: '-12.00',
      balance_after: '27.75',
      created_at: ISO,
    });
    // The entry id names the journal entry the posting belongs to.
    const [entry] = await t.sql<{ type: string }>('SELECT type FROM ledger_entries WHERE id = $1', [lines[0].entry_id]);
    expect(entry.type).toBe('WITHDRAW');
    // The player's own transaction list shows the same postings.
    const recent = await t.api.get('/api/economy/transactions/recent', { token: player.access });
    expect(recent.body.map((r: { id: number }) => r.id)).toEqual(lines.map((l) => l.id));
  });

  it('pages with a keyset cursor: every posting once, newest first', async () => {
    const player = await fixtures(t).player({ funds: '1.00', name: 'pager' });
    for (let i = 0; i < 6; i++)
      await t.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: player.access });
    const id = await accountId(`wallet:${player.id}`);
    const whole = (await statement(id)).body.results as Line[];
    expect(whole).toHaveLength(7);
    const paged = await allLines(id, 3);
    expect(paged).toEqual(whole);
    expectContinuous(paged, '7.00');
    const first = await statement(id, '?limit=3');
    expect(first.body.next_cursor).toBe(String(whole[2].id));
    const last = await statement(id, `?limit=3&cursor=${whole[5].id}`);
    expect(last.body.results).toEqual([whole[6]]);
    expect(last.body.next_cursor).toBeNull();
  });

  it('reports cash in as one account across its shards, with a continuous balance after each posting', async () => {
    const a = await fixtures(t).player({ name: 'cia' });
    for (let i = 1; i <= 8; i++) {
      await t.api.post('/api/economy/wallet/deposit', {
        body: { amount: `${i}.00` },
        token: a.access,
        headers: {
          'Idempotency-Key': `cash-in-${a.id}-${i}`,
        },
      });
    }
    const shards = await t.sql<{ id: string; balance: string }>(
      "SELECT id, balance FROM ledger_accounts WHERE key LIKE 'system:CASH_IN:%' ORDER BY id",
    );
    expect(shards.length).toBeGreaterThan(1);
    const used = await t.sql<{ n: string }>(
      "SELECT count(DISTINCT account_id) AS n FROM ledger_postings WHERE account_id IN (SELECT id FROM ledger_accounts WHERE key LIKE 'system:CASH_IN:%')",
    );
    expect(Number(used[0].n)).toBeGreaterThan(1); // the deposits landed on more than one shard

    const trial = await t.api.get('/api/admin/ledger/trial_balance', { token: admin.access });
    const cashIn = trial.body.accounts.find((row: { name: string }) => row.name === 'Cash in');
    expect(cashIn.id).toBe(Number(shards[0].id));

    const res = await statement(cashIn.id, '?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.account).toEqual({
      id: cashIn.id,
      key: 'system:CASH_IN',
      kind: 'SYSTEM',
      name: 'Cash in',
      balance: cashIn.balance,
      user_id: null,
      tournament_id: null,
      username: null,
    });
    // Any shard opens the same statement.
    const other = await statement(Number(shards[shards.length - 1].id), '?limit=5');
    expect(other.body).toEqual(res.body);

    const lines = await allLines(cashIn.id, 5);
    const postings = await t.sql<{ n: string }>(
      "SELECT count(*) AS n FROM ledger_postings WHERE account_id IN (SELECT id FROM ledger_accounts WHERE key LIKE 'system:CASH_IN:%')",
    );
    expect(lines).toHaveLength(Number(postings[0].n));
    expect(lines.every((l) => l.transaction_type === 'DEPOSIT' && cents(l.amount) < 0)).toBe(true);
    expectContinuous(lines, cashIn.balance);
    expect(lines.slice(0, 8).map((l) => l.amount)).toEqual([
      '-8.00',
      '-7.00',
      '-6.00',
      '-5.00',
      '-4.00',
      '-3.00',
      '-2.00',
      '-1.00',
    ]);
  });

  it("shows a tournament's escrow with the entry fees", async () => {
    const host = await fixtures(t).player({ funds: '50.00', name: 'esc' });
    const guest = await fixtures(t).player({ funds: '50.00', name: 'esc' });
    const tournament = await fixtures(t).tournament({ by: host, entry_fee: '7.50', max_players: 4 });
    expect((await join(t, guest, tournament.id)).status).toBe(200);
    const id = await accountId(`escrow:${tournament.id}`);
    const res = await statement(id);
    expect(res.body.account).toMatchObject({
      kind: 'ESCROW',
      tournament_id: tournament.id,
      user_id: null,
      username: null,
      balance: '15.00',
    });
    expect(res.body.results.map((l: Line) => [l.transaction_type, l.amount, l.balance_after])).toEqual([
      ['TOURNAMENT_FEE', '7.50', '15.00'],
      ['TOURNAMENT_FEE', '7.50', '7.50'],
    ]);
  });

  it('answers 404 for an unknown or malformed account and 400 for a bad cursor or limit', async () => {
    for (const id of ['999999999', 'abc', '0', '-1', '99999999999999']) {
      const res = await statement(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: expect.any(String), code: 'not_found' });
    }
    const wallet = await accountId(`wallet:${admin.id}`);
    const bad = await statement(wallet, '?cursor=abc&limit=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['cursor', 'limit']);
    expect((await statement(wallet, '?limit=201')).status).toBe(400);
  });

  it('names the owner of every wallet in the trial balance, and only wallets', async () => {
    const player = await fixtures(t).player({ funds: '3.00', name: 'named' });
    const res = await t.api.get('/api/admin/ledger/trial_balance', { token: admin.access });
    expect(res.status).toBe(200);
    const row = res.body.accounts.find((a: { name: string }) => a.name === `Wallet of user ${player.id}`);
    expect(row).toEqual({
      id: await accountId(`wallet:${player.id}`),
      kind: 'WALLET',
      name: `Wallet of user ${player.id}`,
      balance: '3.00',
      user_id: player.id,
      username: player.username,
    });
    for (const account of res.body.accounts) {
      if (account.kind === 'WALLET') expect(typeof account.username).toBe('string');
      else expect(account).not.toHaveProperty('username');
    }
    expect(res.body.total).toBe('0.00');
  });
});
