import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { balanceOf, countRows, entriesWithKey, escrowOf, eventsOf, join } from '../support/tournament-helpers.js';
import { FillDeadlineScheduler } from '../../src/modules/tournaments/scheduler/fill-deadline.scheduler.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const FILL_SECONDS = 2;

const statusOf = async (t: TestApp, id: number) =>
  (await t.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [id]))[0].status;

/** Every seat's fee must have come back exactly once after a cancellation: fee legs and refund legs match. */
async function expectEveryFeeRefundedOnce(t: TestApp, tournamentId: number, players: Player[], startCents: number) {
  const legs = (prefix: string) =>
    t.sql<{ user_id: number; amount: string }>(
      `SELECT a.user_id, p.amount FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
         JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.idempotency_key LIKE $1 AND a.kind = 'WALLET' ORDER BY a.user_id`,
      [`${prefix}:${tournamentId}:%`],
    );
  const fees = await legs('fee');
  const refunds = await legs('refund');
  expect(refunds.map((r) => [r.user_id, -Number(r.amount)])).toEqual(fees.map((f) => [f.user_id, Number(f.amount)]));
  expect((await entriesWithKey(t, `refund:${tournamentId}:%`)).every((r) => r.type === 'TOURNAMENT_REFUND')).toBe(true);
  expect(await escrowOf(t, tournamentId)).toBe(0);
  for (const p of players) expect(await balanceOf(t, p.id)).toBe(startCents);
  expect(await eventsOf(t, 'TournamentCancelled', tournamentId)).toHaveLength(1);
}

describe('Registration deadline', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TOURNAMENT_FILL_DEADLINE_SECONDS: String(FILL_SECONDS) });
  });

  afterAll(async () => {
    await t.close();
  });

  it('shows when registration closes, then cancels the unfilled tournament and refunds every fee once', async () => {
    const creator = await fixtures(t).player({ funds: '30.00' });
    const other = await fixtures(t).player({ funds: '30.00' });
    const tournament = await fixtures(t).tournament({ by: creator, max_players: 4, entry_fee: '10.00' });
    expect(Date.parse(tournament.registration_closes_at) - Date.parse(tournament.created_at)).toBe(FILL_SECONDS * 1000);
    expect((await join(t, other, tournament.id)).status).toBe(200);
    expect(await escrowOf(t, tournament.id)).toBe(2000);

    await eventually(async () => (await statusOf(t, tournament.id)) === 'CANCELLED', { timeout: 8_000, interval: 100 });
    const seen = (
      await t.api.get('/api/tournaments/{id}', { params: { path: { id: tournament.id } }, token: other.access })
    ).body;
    expect(seen).toMatchObject({
      status: 'CANCELLED',
      can_join: false,
      registration_closes_at: tournament.registration_closes_at,
    });
    await expectEveryFeeRefundedOnce(t, tournament.id, [creator, other], 3000);
    const [cancelled] = await eventsOf(t, 'TournamentCancelled', tournament.id);
    expect(cancelled).toEqual({
      payload: { tournamentId: tournament.id, reason: 'fill_deadline', refundedUserIds: [creator.id, other.id] },
      user_id: null,
    });
    const [row] = (await t.api.get('/api/economy/transactions/recent', { token: other.access })).body;
    expect(row).toMatchObject({ transaction_type: 'TOURNAMENT_REFUND', amount: '10.00', balance_after: '30.00' });
    expect(row.description).toMatch(/did not fill in time/);

    const late = await fixtures(t).player({ funds: '30.00' });
    const refused = await join(t, late, tournament.id);
    expect(refused.status).toBe(400);
    expect(await balanceOf(t, late.id)).toBe(3000);
    await expectLedgerSound(t);
  });

  it('leaves a tournament that filled in time alone', async () => {
    const creator = await fixtures(t).player({ funds: '30.00' });
    const tournament = await fixtures(t).tournament({ by: creator, max_players: 2, entry_fee: '10.00' });
    expect((await join(t, await fixtures(t).player({ funds: '30.00' }), tournament.id)).status).toBe(200);
    // The marker: a cup opened after it, left unfilled, closes no earlier. Once a sweep has cancelled that one,
    // a sweep has run past the first cup's deadline too.
    const marker = await fixtures(t).tournament({
      by: await fixtures(t).player({ funds: '30.00' }),
      max_players: 2,
      entry_fee: '10.00',
    });
    await eventually(async () => (await statusOf(t, marker.id)) === 'CANCELLED', { timeout: 8_000, interval: 100 });
    expect(await statusOf(t, tournament.id)).toBe('ACTIVE');
    expect(await entriesWithKey(t, `refund:${tournament.id}:%`)).toHaveLength(0);
    expect(await escrowOf(t, tournament.id)).toBe(2000);
  });
});

describe('Registration deadline without the sweep', () => {
  let t: TestApp;
  let scheduler: FillDeadlineScheduler;

  beforeAll(async () => {
    t = await startTestApp();
    scheduler = t.app.get(FillDeadlineScheduler);
    // The sweeps are stopped (a twin's too): what a join sees after the deadline must not depend on them.
    for (const app of t.apps) await app.get(FillDeadlineScheduler).onApplicationShutdown();
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses a join once registration closed, even before the sweep cancelled the tournament, writing nothing', async () => {
    const creator = await fixtures(t).player({ funds: '30.00' });
    const tournament = await fixtures(t).tournament({ by: creator, max_players: 4, entry_fee: '10.00' });
    await t.sql(
      "UPDATE tournaments SET registration_closes_at = clock_timestamp() - interval '1 second' WHERE id = $1",
      [tournament.id],
    );
    const late = await fixtures(t).player({ funds: '30.00' });
    const seen = (
      await t.api.get('/api/tournaments/{id}', { params: { path: { id: tournament.id } }, token: late.access })
    ).body;
    expect(seen).toMatchObject({ status: 'PENDING', can_join: false });

    const entries = await countRows(t, 'ledger_entries');
    const refused = await join(t, late, tournament.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'Registration for this tournament has closed; it was not filled in time.',
      code: 'registration_closed',
    });
    expect(await countRows(t, 'ledger_entries')).toBe(entries);
    expect(await countRows(t, 'tournament_participants', 'tournament_id = $1', [tournament.id])).toBe(1);

    // The sweep catches up (as after a restart), once: a second sweep finds nothing left to do.
    expect(await scheduler.sweep()).toBe(1);
    expect(await scheduler.sweep()).toBe(0);
    await expectEveryFeeRefundedOnce(t, tournament.id, [creator], 3000);
  });
});

describe('Registration deadline with two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  it('cancels every overdue tournament once, refunding each seat once, however the sweeps interleave', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => fixtures(a).player({ funds: '100.00' })));
    const tournaments: number[] = [];
    for (let i = 0; i < 8; i++) {
      const tournament = await fixtures(a).tournament({ by: players[i % 4], max_players: 8, entry_fee: '1.00' });
      for (const p of players)
        if (p !== players[i % 4]) expect((await join(i % 2 ? b : a, p, tournament.id)).status).toBe(200);
      tournaments.push(tournament.id);
    }
    // Every deadline passes at the same moment: both instances' timers and two extra sweeps each race for them.
    await a.sql('UPDATE tournaments SET registration_closes_at = clock_timestamp() WHERE id = ANY($1)', [tournaments]);
    const sweeps = await Promise.all([a, b, a, b].map((app) => app.app.get(FillDeadlineScheduler).sweep()));
    await eventually(
      async () => (await countRows(a, 'tournaments', "id = ANY($1) AND status = 'PENDING'", [tournaments])) === 0,
      { timeout: 8_000, interval: 100 },
    );
    expect(sweeps.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(tournaments.length);

    for (const id of tournaments) await expectEveryFeeRefundedOnce(a, id, players, 10_000);
    await expectLedgerSound(a);
  });

  it('catches up after a restart: a deadline that passed while no sweep ran is swept by the next instance to start', async () => {
    for (const app of [...a.apps, ...b.apps]) await app.get(FillDeadlineScheduler).onApplicationShutdown();
    const cancelledBefore = [...a.apps, ...b.apps]
      .map((app) => app.get(FillDeadlineScheduler).cancelled)
      .reduce((x, y) => x + y, 0);
    const creator = await fixtures(a).player({ funds: '20.00' });
    const tournament = await fixtures(a).tournament({ by: creator, max_players: 4, entry_fee: '2.00' });
    await a.sql("UPDATE tournaments SET registration_closes_at = clock_timestamp() - interval '1 hour' WHERE id = $1", [
      tournament.id,
    ]);
    expect(await statusOf(a, tournament.id)).toBe('PENDING');

    const restarted = await startTestApp({}, a.databaseUrl);
    try {
      await eventually(async () => (await statusOf(a, tournament.id)) === 'CANCELLED', {
        timeout: 8_000,
        interval: 100,
      });
      // The instance that started did it: no stopped sweep went on.
      const byRestarted = restarted.apps.map((app) => app.get(FillDeadlineScheduler).cancelled);
      expect(byRestarted.reduce((x, y) => x + y, 0)).toBe(1);
      expect(
        [...a.apps, ...b.apps].map((app) => app.get(FillDeadlineScheduler).cancelled).reduce((x, y) => x + y, 0),
      ).toBe(cancelledBefore);
      await expectEveryFeeRefundedOnce(a, tournament.id, [creator], 2000);
    } finally {
      await restarted.close();
    }
  });
});
