import pg from 'pg';
import { RequestContext } from '@mikro-orm/core';
import { QueryBus } from '@nestjs/cqrs';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import {
  balanceOf,
  countRows,
  escrowOf,
  eventsOf,
  fund,
  join,
  playScripted,
  playToCompletion,
  type MatchBody,
} from '../support/tournament-helpers.js';
import type { StoredEvent } from '../../src/shared/outbox/domain-event.js';
import { GetPrizesWon } from '../../src/modules/tournaments/contracts/prizes-won.query.js';
import { PayPrizeOnTournamentCompletedListener } from '../../src/modules/tournaments/listeners/pay-prize-on-tournament-completed.listener.js';
import { fixtures } from '../support/fixtures.js';

interface TournamentBody {
  id: number;
  status: string;
  prize_pool: string;
  payouts: number[];
  prizes: { place: number; percent: number; amount: string }[];
  third_place_match: MatchBody | null;
  participants: { id: number; placement: number | null; seed: number | null }[];
}

const detail = (t: TestApp, id: number, viewer: Player) =>
  t.api
    .get('/api/tournaments/{id}', { params: { path: { id } }, token: viewer.access })
    .then((r) => r.body as TournamentBody);

/** The player of each seed, 1 first. */
const bySeed = (body: TournamentBody) =>
  [...body.participants].sort((a, b) => (a.seed as number) - (b.seed as number)).map((p) => p.id);

const coins = (cents: number) => (cents / 100).toFixed(2);

async function prizeEntries(t: TestApp, tournamentId: number) {
  return t.sql<{ idempotency_key: string; type: string; user_id: number | null; amount: string }>(
    `SELECT e.idempotency_key, e.type, a.user_id, p.amount
       FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE (e.idempotency_key = $1 OR e.idempotency_key LIKE $2 OR e.idempotency_key = $3) AND p.amount > 0
      ORDER BY e.idempotency_key`,
    [`prize:${tournamentId}`, `prize:${tournamentId}:place:%`, `rake:${tournamentId}`],
  );
}

/** Issue 32 §3: prizes for more than the winner, a third-place match, and placements for everyone. */
describe('Prizes by place', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ HOUSE_RAKE_PERCENT: '7' });
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it('gives a spec client that sends neither prizes nor a clock the spec rule, the winner takes all, at 60 s', async () => {
    const creator = await fixtures(t).player({ funds: '20.00', name: 'po' });
    const res = await t.api.post('/api/tournaments', {
      body: { name: 'Spec client', entry_fee: 5, max_players: 2, game_mode: 'BLITZ' },
      token: creator.access,
    });
    expect(res.status).toBe(201);
    // 10.00 less 7% (0.70): the champion's 9.30.
    expect(res.body).toMatchObject({
      payouts: [100],
      prizes: [{ place: 1, percent: 100, amount: '9.30' }],
      third_place_match: null,
      move_timeout: 60,
    });
    expect(
      (await t.api.get('/api/tournaments/{id}', { params: { path: { id: res.body.id } }, token: creator.access })).body,
    ).toMatchObject({
      payouts: [100],
      move_timeout: 60,
    });
  });

  it.each([
    [[70, 30], 2, 'Paying 2 places needs at least 4 seats.'],
    [[50, 30, 20], 4, 'Paying 3 places needs at least 8 seats.'],
    [[60, 40], 8, 'Choose one of: [100], [70, 30], [50, 30, 20].'],
    [[100, 0], 8, 'Choose one of: [100], [70, 30], [50, 30, 20].'],
    ['100', 8, 'Choose one of: [100], [70, 30], [50, 30, 20].'],
  ])('refuses payouts %p from %i seats as a field error, writing nothing', async (payouts, seats, message) => {
    const creator = await fixtures(t).player({ funds: '20.00', name: 'pr' });
    const res = await t.api.raw('POST', '/api/tournaments/', {
      body: { name: 'Greedy', entry_fee: '5.00', max_players: seats, payouts },
      token: creator.access,
    });
    expect([res.status, res.body]).toEqual([400, { payouts: [message] }]);
    expect(await countRows(t, 'tournaments', 'created_by = $1', [creator.id])).toBe(0);
    expect(await balanceOf(t, creator.id)).toBe(2000);
  });

  it('pays [70, 30] to the finalists in two entries; the semi-finals losers share third, unpaid', async () => {
    const players = await Promise.all(
      Array.from({ length: 4 }, () => fixtures(t).player({ funds: '20.00', name: 'two' })),
    );
    const tournament = await fixtures(t).tournament({
      by: players[0],
      max_players: 4,
      entry_fee: '3.33',
      payouts: [70, 30],
    });
    // 13.32 less 7% (0.93): 12.39, of which 70% is 8.673 and 30% 3.717: first gets the floors' odd cent.
    expect(tournament.prizes).toEqual([
      { place: 1, percent: 70, amount: '8.68' },
      { place: 2, percent: 30, amount: '3.71' },
    ]);
    for (const p of players.slice(1)) expect((await join(t, p, tournament.id)).status).toBe(200);
    const seeds = bySeed(await detail(t, tournament.id, players[0]));
    await playToCompletion(t, tournament.id, players);
    await eventually(() => escrowOf(t, tournament.id), { until: (v) => v === 0 });

    const done = await detail(t, tournament.id, players[0]);
    expect(done.third_place_match).toBeNull();
    expect(new Map(done.participants.map((p) => [p.id, p.placement]))).toEqual(
      new Map([
        [seeds[0], 1],
        [seeds[2], 2],
        [seeds[1], 3],
        [seeds[3], 3],
      ]),
    );
    expect(await prizeEntries(t, tournament.id)).toEqual([
      { idempotency_key: `prize:${tournament.id}`, type: 'TOURNAMENT_WIN', user_id: seeds[0], amount: '868' },
      {
        idempotency_key: `prize:${tournament.id}:place:2`,
        type: 'TOURNAMENT_WIN',
        user_id: seeds[2],
        amount: '371',
      },
      { idempotency_key: `rake:${tournament.id}`, type: 'HOUSE_RAKE', user_id: null, amount: '93' },
    ]);
    await expectLedgerSound(t);
  });

  it('plays a third-place match for [50, 30, 20] and pays a 7% rake on 9,999.99 x 8 to the cent', async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, () => fixtures(t).player({ funds: '0', name: 'three' })),
    );
    for (const p of players) await fund(t, p.id, '9999.99');
    const tournament = await fixtures(t).tournament({
      by: players[0],
      name: 'Podium',
      max_players: 8,
      entry_fee: '9999.99',
      game_mode: 'BLITZ',
      payouts: [50, 30, 20],
    });
    // 79,999.92 in fees; the house's 7% is 5,599.9944, rounded down to 5,599.99; 74,399.93 to share.
    expect(tournament).toMatchObject({
      prize_pool: '74399.93',
      payouts: [50, 30, 20],
      prizes: [
        { place: 1, percent: 50, amount: '37199.98' },
        { place: 2, percent: 30, amount: '22319.97' },
        { place: 3, percent: 20, amount: '14879.98' },
      ],
    });
    for (const p of players.slice(1)) expect((await join(t, p, tournament.id)).status).toBe(200);
    const seeds = bySeed(await detail(t, tournament.id, players[0]));
    const [s1, s2, s3, s4, s5, s6, s7, s8] = seeds;

    // Round 1 and the semi-finals; the semi-finals' losers (seeds 3 and 7) then meet for third.
    const thirdPlace = async () => (await detail(t, tournament.id, players[0])).third_place_match;
    await playScripted(
      t,
      tournament.id,
      players,
      async () => (await thirdPlace())?.status === 'IN_PROGRESS',
      (m) => m.round_number === 3,
    );
    expect(await thirdPlace()).toMatchObject({ player1: s3, player2: s7, is_third_place: true, round_number: 3 });
    // The bracket keeps only its rounds: a spec client marks the last key, round_3, the Final.
    const bracket = (
      await t.api.get('/api/tournaments/{id}/bracket', {
        params: { path: { id: tournament.id } },
        token: players[0].access,
      })
    ).body;
    expect(Object.keys(bracket)).toEqual(['round_1', 'round_2', 'round_3']);
    expect(bracket.round_3).toHaveLength(1);
    expect(bracket.round_3[0]).toMatchObject({ player1: s1, player2: s5, is_third_place: false });
    const seventh = players.find((p) => p.id === s7) as Player;
    const theirs = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: seventh.access,
      })
    ).body as MatchBody[];
    expect(theirs.map((m) => [m.round_number, m.is_third_place])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);

    // The final alone does not complete the tournament: third place is still to be played.
    await playScripted(
      t,
      tournament.id,
      players,
      async () =>
        (
          await t.api.get('/api/tournaments/{id}/bracket', {
            params: { path: { id: tournament.id } },
            token: players[0].access,
          })
        ).body.round_3[0].status === 'COMPLETED',
      (m) => m.is_third_place,
    );
    await eventually(async () =>
      (await detail(t, tournament.id, players[0])).participants.some((p) => p.placement === 1),
    );
    expect((await detail(t, tournament.id, players[0])).status).toBe('ACTIVE');
    expect(await prizeEntries(t, tournament.id)).toEqual([]);

    await playToCompletion(t, tournament.id, players);
    await eventually(() => escrowOf(t, tournament.id), { until: (v) => v === 0 });
    const done = await detail(t, tournament.id, players[0]);
    expect(new Map(done.participants.map((p) => [p.id, p.placement]))).toEqual(
      new Map([
        [s1, 1],
        [s5, 2],
        [s3, 3],
        [s7, 4],
        [s2, 5],
        [s4, 5],
        [s6, 5],
        [s8, 5],
      ]),
    );
    expect(done.third_place_match).toMatchObject({ status: 'COMPLETED', winner: s3 });

    const entries = await prizeEntries(t, tournament.id);
    expect(entries).toEqual(
      expect.arrayContaining([
        { idempotency_key: `prize:${tournament.id}`, type: 'TOURNAMENT_WIN', user_id: s1, amount: '3719998' },
        { idempotency_key: `prize:${tournament.id}:place:2`, type: 'TOURNAMENT_WIN', user_id: s5, amount: '2231997' },
        { idempotency_key: `prize:${tournament.id}:place:3`, type: 'TOURNAMENT_WIN', user_id: s3, amount: '1487998' },
        { idempotency_key: `rake:${tournament.id}`, type: 'HOUSE_RAKE', user_id: null, amount: '559999' },
      ]),
    );
    expect(entries).toHaveLength(4);
    const paid = entries.filter((e) => e.type === 'TOURNAMENT_WIN').reduce((sum, e) => sum + Number(e.amount), 0);
    expect(paid).toBe(7_439_993);
    expect(await balanceOf(t, s1)).toBe(3_719_998);
    expect(await balanceOf(t, s5)).toBe(2_231_997);
    expect(await balanceOf(t, s3)).toBe(1_487_998);
    for (const s of [s7, s2, s4, s6, s8]) expect(await balanceOf(t, s)).toBe(0);

    expect((await eventsOf(t, 'PrizePaid', tournament.id)).map((e) => e.payload)).toEqual(
      expect.arrayContaining([
        { tournamentId: tournament.id, userId: s1, amount: 3_719_998, place: 1 },
        { tournamentId: tournament.id, userId: s5, amount: 2_231_997, place: 2 },
        { tournamentId: tournament.id, userId: s3, amount: 1_487_998, place: 3 },
      ]),
    );
    expect(await eventsOf(t, 'PrizePaid', tournament.id)).toHaveLength(3);
    const [completed] = await eventsOf(t, 'TournamentCompleted', tournament.id);
    expect(completed.payload).toMatchObject({
      winnerId: s1,
      prizePool: 7_439_993,
      rake: 559_999,
      prizes: [
        { place: 1, userId: s1, amount: 3_719_998 },
        { place: 2, userId: s5, amount: 2_231_997 },
        { place: 3, userId: s3, amount: 1_487_998 },
      ],
    });

    // The history tells the same; the leaderboard counts every paid place.
    const history = (
      await t.api.get('/api/tournaments/{id}/history', {
        params: { path: { id: tournament.id } },
        token: players[1].access,
      })
    ).body;
    expect(history.prizes).toEqual(done.prizes);
    expect(history.third_place_match).toMatchObject({ winner: s3, is_third_place: true, games: [expect.anything()] });
    expect(history.rounds.map((r: { matches: unknown[] }) => r.matches.length)).toEqual([4, 2, 1]);
    expect(history.participants.map((p: { placement: number }) => p.placement)).toEqual([1, 2, 3, 4, 5, 5, 5, 5]);
    const board = (
      await t.api.get('/api/accounts/leaderboard', {
        params: { query: { sort_by: 'money_won' } },
        token: players[0].access,
      })
    ).body;
    const won = new Map(
      (board.results ?? board).map((r: { id: number; money_won: string }) => [r.id, r.money_won] as const),
    );
    expect([won.get(s1), won.get(s5), won.get(s3), won.get(s7)]).toEqual([
      coins(3_719_998),
      coins(2_231_997),
      coins(1_487_998),
      '0.00',
    ]);
    // What the withdrawal reviewer's risk signals read: every paid place's prize, nobody else's.
    const prizesWon = await RequestContext.create(t.orm.em, () =>
      t.app.get(QueryBus).execute(new GetPrizesWon([s1, s5, s3, s7, s2], new Date(Date.now() - 3_600_000))),
    );
    expect(prizesWon.map((p) => [p.userId, p.amount])).toEqual([
      [s1, 3_719_998],
      [s5, 2_231_997],
      [s3, 1_487_998],
    ]);
    const listed = (
      await t.api.get('/api/tournaments', { params: { query: { status: 'COMPLETED' } }, token: players[0].access })
    ).body.results.find((x: { id: number }) => x.id === tournament.id);
    expect(listed.prizes).toEqual(done.prizes);
    await expectLedgerSound(t);
  }, 60_000);
});

describe('Racing deliveries of a completion', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp({ HOUSE_RAKE_PERCENT: '5' });
    b = await startTestApp({ HOUSE_RAKE_PERCENT: '5' }, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  it('pays each place once however many deliveries race, on both instances', async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, () => fixtures(a).player({ funds: '10.00', name: 'race' })),
    );
    const tournament = await fixtures(a).tournament({
      by: players[0],
      max_players: 8,
      entry_fee: '2.50',
      game_mode: 'BLITZ',
      payouts: [50, 30, 20],
    });
    for (const p of players.slice(1)) expect((await join(a, p, tournament.id)).status).toBe(200);

    // Hold the escrow, so the relay's payout waits at it while more deliveries of the same event line up.
    const holder = new pg.Client({ connectionString: a.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query("SELECT id FROM ledger_accounts WHERE kind = 'ESCROW' AND tournament_id = $1 FOR UPDATE", [
        tournament.id,
      ]);
      await playToCompletion(a, tournament.id, players);
      const [row] = await eventually(() =>
        a
          .sql<{ id: string; payload: unknown; occurred_at: Date }>(
            "SELECT id, payload, occurred_at FROM domain_events WHERE type = 'TournamentCompleted' AND aggregate_id = $1",
            [String(tournament.id)],
          )
          .then((rows) => (rows.length ? rows : undefined)),
      );
      const event = {
        id: Number(row.id),
        type: 'TournamentCompleted',
        aggregateType: 'tournament',
        aggregateId: String(tournament.id),
        userId: null,
        payload: row.payload,
        occurredAt: row.occurred_at,
      } as StoredEvent<never>;
      const deliveries = [a, b, a, b, a, b].map((app) =>
        RequestContext.create(app.orm.em, () => app.app.get(PayPrizeOnTournamentCompletedListener).handle(event)),
      );
      // Every delivery is lined up at the escrow's lock before it is let go.
      await eventually(
        () =>
          a.sql<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          ),
        { until: (rows) => rows[0].n >= deliveries.length, what: 'the deliveries waiting at the escrow' },
      );
      await holder.query('COMMIT');
      const outcomes = await Promise.allSettled(deliveries);
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    } finally {
      await holder.end();
    }

    await eventually(() => escrowOf(a, tournament.id), { until: (v) => v === 0 });
    await eventually(() => eventsOf(a, 'PrizePaid', tournament.id), { until: (e) => e.length >= 3 });
    // 20.00 less 5% (1.00): 19.00 as 9.50, 5.70 and 3.80.
    expect((await prizeEntries(a, tournament.id)).map((e) => [e.type, e.amount])).toEqual(
      expect.arrayContaining([
        ['TOURNAMENT_WIN', '950'],
        ['TOURNAMENT_WIN', '570'],
        ['TOURNAMENT_WIN', '380'],
        ['HOUSE_RAKE', '100'],
      ]),
    );
    expect(await prizeEntries(a, tournament.id)).toHaveLength(4);
    expect(
      (await eventsOf(a, 'PrizePaid', tournament.id)).map((e) => (e.payload as { place: number }).place).sort(),
    ).toEqual([1, 2, 3]);
    // The relay's own delivery did not fail over it either.
    const [dispatch] = await a.sql<{ attempts: number; last_error: string | null }>(
      "SELECT attempts, last_error FROM domain_events WHERE type = 'TournamentCompleted' AND aggregate_id = $1",
      [String(tournament.id)],
    );
    expect(dispatch).toEqual({ attempts: 0, last_error: null });
    const total = (await Promise.all(players.map((p) => balanceOf(a, p.id)))).reduce((x, y) => x + y, 0);
    expect(total).toBe(8 * 750 + 1900);
    await expectLedgerSound(a);
  }, 60_000);
});
