import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { PostTransfer } from '../../src/modules/ledger/contracts/post-transfer.command.js';
import { system, wallet, type TransactionType } from '../../src/modules/ledger/contracts/ledger.types.js';
import type { Cents } from '../../src/shared/money/money.js';
import { type Player } from '../support/api-client.js';
import { expectLedgerSound, settleOutbox } from '../support/ledger-helpers.js';
import { escrowOf, fund, join } from '../support/tournament-helpers.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { matchOf, winMatch } from '../support/notification-helpers.js';
import { withdraw } from '../support/risk-helpers.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const cents = (value: string) => Math.round(Number(value) * 100);
const money = (amount: number) => (amount / 100).toFixed(2);
const dayBefore = (day: string, back: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);

const COLUMNS = [
  'day',
  'deposits',
  'withdrawals',
  'refunds',
  'disputes',
  'disputes_won',
  'taken_back',
  'rake',
  'entry_fees',
  'overlay',
  'escrow',
  'wallets',
  'holds',
  'liabilities',
  'house',
  'owed',
];

type Figures = Record<string, string>;

describe('The admin finance report over HTTP', () => {
  let t: TestApp;
  let admin: Player;
  let today: string;
  let dayA: string;
  let dayB: string;

  /**
   * Moves everything the ledger holds one day back. Entries are immutable (a trigger refuses updates), so this
   * test's session turns triggers off for the statement: it stands in for a ledger written over three days.
   */
  async function yesterdayIsOver() {
    await settleOutbox(t);
    await t.sql(`SET session_replication_role = replica;
      UPDATE ledger_entries SET created_at = created_at - interval '1 day';
      UPDATE ledger_postings SET created_at = created_at - interval '1 day';
      RESET session_replication_role;`);
  }

  async function deposit(player: Player, amount: string) {
    const res = await t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: player.access });
    expect(res.status).toBe(200);
  }

  const report = (query: string, who = admin) => t.api.raw('GET', `/api/admin/finance/${query}`, { token: who.access });

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent', HOUSE_RAKE_PERCENT: '10' });
    admin = await fixtures(t).admin();
    today = new Date().toISOString().slice(0, 10);
    dayA = dayBefore(today, 2);
    dayB = dayBefore(today, 1);

    // Day A: 180.00 comes in.
    const alice = await fixtures(t).player({ name: 'fin_a' });
    const bob = await fixtures(t).player({ name: 'fin_b' });
    const carol = await fixtures(t).player({ name: 'fin_c' });
    await verifyEmailOf(t, alice);
    await verifyEmailOf(t, bob);
    await deposit(alice, '100.00');
    await deposit(bob, '50.00');
    await fund(t, carol.id, '30.00');
    await yesterdayIsOver();

    // Day B: a duel of 10.00 seats pays 18.00 and keeps 2.00 of rake; alice's 40.00 withdrawal is paid out.
    const duel = await fixtures(t).tournament({ by: alice, name: 'Finance Duel', max_players: 2, entry_fee: '10.00' });
    expect((await join(t, bob, duel.id)).status).toBe(200);
    await winMatch(t, alice, bob, await matchOf(t, alice, duel.id, 1));
    await eventually(() => escrowOf(t, duel.id), { until: (escrow) => escrow === 0, what: 'the prize paid' });
    const paid = await withdraw(t, alice, '40.00');
    const reference = { payout_reference: 'PAYID-FINANCE' };
    expect(
      (
        await t.api.post('/api/admin/withdrawals/{id}/approve', {
          params: { path: { id: paid } },
          body: reference,
          token: admin.access,
        })
      ).status,
    ).toBe(200);
    await yesterdayIsOver();

    // Day C (today): bob's 15.00 withdrawal waits for review, carol's open cup holds her 5.00 fee.
    await withdraw(t, bob, '15.00');
    await fixtures(t).tournament({ by: carol, name: 'Finance Open', max_players: 4, entry_fee: '5.00' });
    await settleOutbox(t);
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
  });

  it('answers each day and the period with exact figures', async () => {
    const res = await report(`?from=${dayA}&to=${today}`);
    expect(res.status).toBe(200);
    const zero = { refunds: '0.00', disputes: '0.00', disputes_won: '0.00', taken_back: '0.00', owed: '0.00' };
    expect(res.body.days).toEqual([
      {
        day: dayA,
        deposits: '180.00',
        withdrawals: '0.00',
        rake: '0.00',
        entry_fees: '0.00',
        overlay: '0.00',
        escrow: '0.00',
        wallets: '180.00',
        holds: '0.00',
        liabilities: '180.00',
        house: '0.00',
        ...zero,
      },
      {
        day: dayB,
        deposits: '0.00',
        withdrawals: '40.00',
        rake: '2.00',
        // The cup's two fees (issue 32 §2: the turnover); no guarantee, no overlay.
        entry_fees: '20.00',
        overlay: '0.00',
        escrow: '0.00',
        wallets: '138.00',
        holds: '0.00',
        liabilities: '138.00',
        house: '2.00',
        ...zero,
      },
      {
        day: today,
        deposits: '0.00',
        withdrawals: '0.00',
        rake: '0.00',
        entry_fees: '5.00',
        overlay: '0.00',
        escrow: '5.00',
        wallets: '118.00',
        holds: '15.00',
        liabilities: '133.00',
        house: '2.00',
        ...zero,
      },
    ]);
    expect(res.body).toMatchObject({
      from: dayA,
      to: today,
      total: {
        deposits: '180.00',
        withdrawals: '40.00',
        rake: '2.00',
        escrow: '5.00',
        liabilities: '133.00',
        house: '2.00',
        ...zero,
      },
      opening: { escrow: '0.00', wallets: '0.00', holds: '0.00', liabilities: '0.00', house: '0.00', owed: '0.00' },
    });
  });

  it('opens a later period with the balances the day before closed with, and each day reconciles', async () => {
    const res = await report(`?from=${dayB}&to=${dayB}`);
    expect(res.status).toBe(200);
    expect(res.body.opening).toEqual({
      escrow: '0.00',
      wallets: '180.00',
      holds: '0.00',
      liabilities: '180.00',
      house: '0.00',
      owed: '0.00',
    });
    expect(res.body.days).toHaveLength(1);
    expect(res.body.total).toEqual({ ...res.body.days[0], day: undefined });

    // Whatever the day: what it closed with = what it opened with + money in - money out - taken back.
    const whole = (await report(`?from=${dayBefore(today, 5)}&to=${today}`)).body;
    let open: Figures = whole.opening;
    const position = (f: Figures) => cents(f.liabilities) + cents(f.escrow) + cents(f.house) - cents(f.owed);
    for (const day of whole.days as Figures[]) {
      expect(position(day) - position(open)).toBe(cents(day.deposits) - cents(day.withdrawals) - cents(day.taken_back));
      open = day;
    }
  });

  it('reconciles with the trial balance: cash in - cash out - taken back = liabilities + escrow + house - owed', async () => {
    const { total } = (await report(`?from=${dayA}&to=${today}`)).body;
    const trial = (await t.api.get('/api/admin/ledger/trial_balance', { token: admin.access })).body;
    const sum = (pick: (row: { kind: string; name: string }) => boolean) =>
      (trial.accounts as { kind: string; name: string; balance: string }[])
        .filter(pick)
        .reduce((acc, row) => acc + cents(row.balance), 0);
    const cashIn = -sum((row) => row.name === 'Cash in');
    const cashOut = sum((row) => row.name === 'Cash out');
    // The whole history lies in the period, so its flows are the boundary accounts' balances.
    expect(money(cashIn)).toBe(total.deposits);
    expect(money(cashOut)).toBe(total.withdrawals);
    expect(money(sum((row) => row.kind === 'WALLET'))).toBe(total.wallets);
    expect(money(sum((row) => row.kind === 'ESCROW'))).toBe(total.escrow);
    expect(money(sum((row) => row.name === 'Withdrawal holds'))).toBe(total.holds);
    expect(money(sum((row) => row.name === 'House'))).toBe(total.house);
    expect(cashIn - cashOut - cents(total.taken_back)).toBe(
      cents(total.liabilities) + cents(total.escrow) + cents(total.house) - cents(total.owed),
    );
    expect(trial.total).toBe('0.00');
  });

  it('gives the same as CSV, one row a day and a total row, as a download', async () => {
    const json = (await report(`?from=${dayA}&to=${today}`)).body;
    const res = await t.api.get('/api/admin/finance', {
      params: { query: { from: dayA, to: today, format: 'csv' } },
      token: admin.access,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="finance-${dayA}-${today}.csv"`);
    const lines = (res.body as unknown as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(COLUMNS.join(','));
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toEqual([
      ...(json.days as Figures[]).map((day) => COLUMNS.map((column) => day[column])),
      COLUMNS.map((column) => (column === 'day' ? 'total' : (json.total as Figures)[column])),
    ]);
  });

  it('defaults to the last 30 UTC days, today included', async () => {
    const res = await report('');
    expect(res.status).toBe(200);
    expect(res.body.to).toBe(today);
    expect(res.body.from).toBe(dayBefore(today, 29));
    expect(res.body.days).toHaveLength(30);
    expect(res.body.total.deposits).toBe('180.00');
  });

  it('refuses a bad period or format with field errors', async () => {
    const invalid = ['Enter a valid date in the format YYYY-MM-DD.'];
    const cases: [string, Record<string, string[]>][] = [
      ['?from=2026-02-30', { from: invalid }],
      ['?from=yesterday&to=2026-13-01', { from: invalid, to: invalid }],
      ['?from=2026-11-02&to=2026-11-01', { to: ['The end date must not be before the start date.'] }],
      ['?from=2024-01-01&to=2025-01-01', { to: ['A report covers at most 366 days.'] }],
      ['?format=xml', { format: ['Choose one of: json, csv.'] }],
    ];
    for (const [query, body] of cases) {
      const res = await report(query);
      expect([query, res.status, res.body]).toEqual([query, 400, body]);
    }
  });

  it('refuses a day whose period ends past 9999-12-31, or starts before 1970, with a field error (issue 30 §4)', async () => {
    const range = ['Enter a date between 1970-01-01 and 9999-12-30.'];
    const cases: [string, Record<string, string[]>][] = [
      ['?from=9999-12-31&to=9999-12-31', { from: range, to: range }],
      ['?to=9999-12-31', { to: range }],
      ['?from=9999-12-31', { from: range }],
      ['?from=1969-12-31&to=1970-01-01', { from: range }],
      ['?from=0001-01-01&to=0001-01-01', { from: range, to: range }],
      ['?from=0000-01-01', { from: range }],
      ['?from=%2B010000-01-01', { from: ['Enter a valid date in the format YYYY-MM-DD.'] }],
    ];
    for (const [query, body] of cases) {
      const res = await report(query);
      expect([query, res.status, res.body]).toEqual([query, 400, body]);
    }
    // The last day a period may end on, and the first it may start on, are answered (with nothing in them).
    const last = await report('?from=9999-12-01&to=9999-12-30');
    expect([last.status, last.body.days?.length, last.body.total?.deposits]).toEqual([200, 30, '0.00']);
    const first = await report('?from=1970-01-01&to=1970-01-01&format=csv');
    expect(first.status).toBe(200);
  });

  it('counts what providers take back, net of disputes won, and still reconciles', async () => {
    const before = (await report(`?from=${today}&to=${today}`)).body.total as Figures;
    const dave = await fixtures(t).player({ name: 'fin_d' });
    await fund(t, dave.id, '20.00');
    const bus = t.app.get(CommandBus);
    const post = (key: string, type: TransactionType, amount: string, sign: 1 | -1) => {
      const value = cents(amount) * sign;
      return bus.execute(
        new PostTransfer(`test-finance:${key}:${dave.id}`, type, type, [
          { account: wallet(dave.id), amount: -value as Cents },
          { account: system('CASH_IN'), amount: value as Cents },
        ]),
      );
    };
    await post('refund', 'DEPOSIT_REFUND', '5.00', 1);
    await post('dispute', 'DEPOSIT_DISPUTE', '7.00', 1);
    await post('won', 'DISPUTE_WON', '7.00', -1);
    const after = (await report(`?from=${today}&to=${today}`)).body;
    const delta = (field: string) => money(cents(after.total[field]) - cents(before[field]));
    expect(['deposits', 'refunds', 'disputes', 'disputes_won', 'taken_back', 'liabilities'].map(delta)).toEqual([
      '20.00',
      '5.00',
      '7.00',
      '7.00',
      '5.00',
      '15.00',
    ]);
    const position = (f: Figures) => cents(f.liabilities) + cents(f.escrow) + cents(f.house) - cents(f.owed);
    expect(position(after.total) - position(after.opening)).toBe(
      cents(after.total.deposits) - cents(after.total.withdrawals) - cents(after.total.taken_back),
    );
  });

  it('is for admins only', async () => {
    const player = await fixtures(t).player({ name: 'fin_nosy' });
    const forbidden = await report('', player);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: expect.any(String), code: 'forbidden' });
    expect((await t.api.get('/api/admin/finance')).status).toBe(401);
  });
});
