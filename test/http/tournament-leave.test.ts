import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { balanceOf, countRows, entriesWithKey, escrowOf, eventsOf, join } from '../support/tournament-helpers.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

describe('Leaving a tournament over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const leave = (player: Player, id: number | string) =>
    t.api.raw('POST', `/api/tournaments/${id}/leave/`, { body: {}, token: player.access });

  /** What a refused leave must not change. */
  const snapshot = async () => ({
    tournaments: await t.sql('SELECT id, status, current_players FROM tournaments ORDER BY id'),
    participants: await countRows(t, 'tournament_participants'),
    entries: await countRows(t, 'ledger_entries'),
    events: await countRows(t, 'domain_events', "aggregate_type = 'tournament'"),
  });

  it('gives the seat back and refunds the fee in one TOURNAMENT_REFUND entry, a + row in the wallet', async () => {
    const creator = await fixtures(t).player({ funds: '50.00' });
    const player = await fixtures(t).player({ funds: '20.00' });
    const tournament = await fixtures(t).tournament({ by: creator, max_players: 4, entry_fee: '7.50' });
    expect((await join(t, player, tournament.id)).status).toBe(200);
    expect(await balanceOf(t, player.id)).toBe(1250);

    const res = await leave(player, tournament.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('You left the tournament. Your entry fee was refunded.');
    expect(res.body.tournament).toMatchObject({
      status: 'PENDING',
      current_players: 1,
      user_is_participant: false,
      can_join: true,
    });
    expect(res.body.tournament.participants.map((p: { id: number }) => p.id)).toEqual([creator.id]);
    expect(await balanceOf(t, player.id)).toBe(2000);
    expect(await escrowOf(t, tournament.id)).toBe(750);

    const refunds = await t.sql<{ type: string; postings: string }>(
      `SELECT e.type, count(p.*) AS postings FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
        WHERE e.idempotency_key LIKE $1 GROUP BY e.id, e.type`,
      [`refund:${tournament.id}:%`],
    );
    expect(refunds).toEqual([{ type: 'TOURNAMENT_REFUND', postings: '2' }]);

    const [latest] = (await t.api.get('/api/economy/transactions/recent', { token: player.access })).body;
    expect(latest).toMatchObject({
      transaction_type: 'TOURNAMENT_REFUND',
      transaction_type_display: 'Tournament Refund',
      amount: '7.50',
      balance_after: '20.00',
    });
    expect(latest.description).toContain(tournament.name);

    expect((await eventsOf(t, 'PlayerLeftTournament', tournament.id)).map((e) => [e.payload, e.user_id])).toEqual([
      [{ tournamentId: tournament.id, userId: player.id, currentPlayers: 1, refund: 750, reason: 'left' }, player.id],
    ]);
    await expectLedgerSound(t);
  });

  it('lets a player leave, join again and leave again: two fees, two refunds, each posted once', async () => {
    const creator = await fixtures(t).player({ funds: '50.00' });
    const player = await fixtures(t).player({ funds: '10.00' });
    const tournament = await fixtures(t).tournament({ by: creator, max_players: 4, entry_fee: '10.00' });
    for (let round = 0; round < 2; round++) {
      expect((await join(t, player, tournament.id)).status).toBe(200);
      expect(await balanceOf(t, player.id)).toBe(0);
      expect((await leave(player, tournament.id)).status).toBe(200);
      expect(await balanceOf(t, player.id)).toBe(1000);
    }
    expect(await entriesWithKey(t, `fee:${tournament.id}:%`)).toHaveLength(3);
    expect(await entriesWithKey(t, `refund:${tournament.id}:%`)).toHaveLength(2);
    expect(await escrowOf(t, tournament.id)).toBe(1000);
  });

  it('frees the seat for someone else; the player who then fills it starts the tournament', async () => {
    const creator = await fixtures(t).player({ funds: '50.00' });
    const tournament = await fixtures(t).tournament({ by: creator, max_players: 2, entry_fee: '5.00' });
    const quitter = await fixtures(t).player({ funds: '5.00' });
    expect((await join(t, quitter, tournament.id)).status).toBe(200);
    expect(
      (await t.api.get('/api/tournaments/{id}', { params: { path: { id: tournament.id } }, token: quitter.access }))
        .body.status,
    ).toBe('ACTIVE');

    const late = await fixtures(t).tournament({ by: creator, max_players: 4, entry_fee: '5.00' });
    const a = await fixtures(t).player({ funds: '5.00' });
    const b = await fixtures(t).player({ funds: '5.00' });
    expect((await join(t, a, late.id)).status).toBe(200);
    expect((await join(t, b, late.id)).status).toBe(200);
    expect((await leave(a, late.id)).status).toBe(200);
    const viewer = await fixtures(t).player({ funds: '5.00' });
    const seen = (await t.api.get('/api/tournaments/{id}', { params: { path: { id: late.id } }, token: viewer.access }))
      .body;
    expect(seen).toMatchObject({ current_players: 2, can_join: true });
    const available = (await t.api.get('/api/tournaments/available', { token: viewer.access })).body.results as {
      id: number;
    }[];
    expect(available.map((x) => x.id)).toContain(late.id);
  });

  it('lets the creator leave; when the last seat empties the tournament is cancelled', async () => {
    const creator = await fixtures(t).player({ funds: '50.00' });
    const other = await fixtures(t).player({ funds: '50.00' });
    const tournament = await fixtures(t).tournament({ by: creator, max_players: 4, entry_fee: '5.00' });
    expect((await join(t, other, tournament.id)).status).toBe(200);

    const first = await leave(creator, tournament.id);
    expect(first.status).toBe(200);
    expect(first.body.tournament).toMatchObject({ status: 'PENDING', current_players: 1 });
    expect(await balanceOf(t, creator.id)).toBe(5000);

    const last = await leave(other, tournament.id);
    expect(last.status).toBe(200);
    expect(last.body.tournament).toMatchObject({ status: 'CANCELLED', current_players: 0, can_join: false });
    expect(last.body.message).toBe(
      'You left the tournament. Your entry fee was refunded, and the tournament was cancelled as nobody is left in it.',
    );
    expect(await balanceOf(t, other.id)).toBe(5000);
    expect(await escrowOf(t, tournament.id)).toBe(0);
    expect((await eventsOf(t, 'TournamentCancelled', tournament.id)).map((e) => e.payload)).toEqual([
      { tournamentId: tournament.id, reason: 'last_player_left', refundedUserIds: [] },
    ]);
    expect(await entriesWithKey(t, `refund:${tournament.id}:%`)).toHaveLength(2);
    await expectLedgerSound(t);
  });

  it('answers 400 without a seat or once the tournament is not pending, 404 for an unknown id, and writes nothing', async () => {
    const creator = await fixtures(t).player({ funds: '50.00' });
    const stranger = await fixtures(t).player({ funds: '50.00' });
    const pending = await fixtures(t).tournament({ by: creator, max_players: 4 });
    const active = await fixtures(t).tournament({ by: creator, max_players: 2 });
    expect((await join(t, stranger, active.id)).status).toBe(200);
    const cancelled = await fixtures(t).tournament({ by: creator, max_players: 4 });
    expect(
      (
        await t.api.post('/api/tournaments/{id}/cancel', {
          params: { path: { id: cancelled.id } },
          token: creator.access,
        })
      ).status,
    ).toBe(200);

    const before = await snapshot();
    const noSeat = await leave(stranger, pending.id);
    expect(noSeat.status).toBe(400);
    expect(noSeat.body).toEqual({ error: 'You do not have a seat in this tournament.', code: 'not_registered' });
    for (const id of [active.id, cancelled.id]) {
      const notPending = await leave(creator, id);
      expect(notPending.status).toBe(400);
      expect(notPending.body).toEqual({
        error: 'You can only leave a tournament that is still waiting for players.',
        code: 'tournament_not_pending',
      });
    }
    expect((await leave(creator, 987654)).status).toBe(404);
    expect((await leave(creator, 'abc')).status).toBe(404);
    expect((await t.api.post('/api/tournaments/{id}/leave', { params: { path: { id: pending.id } } })).status).toBe(
      401,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('settles a leave racing the last join one way: a seat and a fee per player in, the trial balance zero', async () => {
    for (let round = 0; round < 5; round++) {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator, max_players: 2, entry_fee: '5.00' });
      const joiner = await fixtures(t).player({ funds: '5.00' });
      const [left, joined] = await Promise.all([leave(creator, tournament.id), join(t, joiner, tournament.id)]);
      const [state] = await t.sql<{ status: string; current_players: number }>(
        'SELECT status, current_players FROM tournaments WHERE id = $1',
        [tournament.id],
      );
      const seats = await countRows(t, 'tournament_participants', 'tournament_id = $1', [tournament.id]);
      // Exactly one wins: the creator's leave empties and cancels it, or the join fills and starts it.
      expect([left.status, joined.status].sort()).toEqual([200, 400]);
      if (left.status === 200) {
        expect(state).toEqual({ status: 'CANCELLED', current_players: 0 });
        expect(await escrowOf(t, tournament.id)).toBe(0);
        expect(await balanceOf(t, joiner.id)).toBe(500);
      } else {
        expect(state).toEqual({ status: 'ACTIVE', current_players: 2 });
        expect(await escrowOf(t, tournament.id)).toBe(1000);
      }
      expect(seats).toBe(state.current_players);
    }
    await expectLedgerSound(t);
  });

  it("refunds a blocked player's seats in every PENDING tournament at once, one refund entry each (issue 19 §4)", async () => {
    const admin = await fixtures(t).admin();
    const blocked = await fixtures(t).player({ funds: '20.00' });
    const [first, second] = [
      await fixtures(t).player({ funds: '50.00' }),
      await fixtures(t).player({ funds: '50.00' }),
    ];
    const open = await fixtures(t).tournament({ by: first, max_players: 4, entry_fee: '5.00' });
    const other = await fixtures(t).tournament({ by: second, max_players: 8, entry_fee: '4.00' });
    const own = await fixtures(t).tournament({ by: blocked, max_players: 4, entry_fee: '3.00' });
    const started = await fixtures(t).tournament({ by: second, max_players: 2, entry_fee: '1.00' });
    for (const id of [open.id, other.id, started.id]) expect((await join(t, blocked, id)).status).toBe(200);
    expect(await balanceOf(t, blocked.id)).toBe(2000 - 500 - 400 - 300 - 100);

    expect(
      (await t.api.post('/api/admin/users/{id}/block', { params: { path: { id: blocked.id } }, token: admin.access }))
        .status,
    ).toBe(200);

    // Every PENDING seat is given back; the ACTIVE tournament keeps its seat (the timer plays it out).
    await eventually(() => countRows(t, 'tournament_participants', 'user_id = $1', [blocked.id]), {
      until: (seats) => seats === 1,
    });
    expect(await balanceOf(t, blocked.id)).toBe(2000 - 100);
    for (const tournament of [open, other, own]) {
      expect(await entriesWithKey(t, `refund:${tournament.id}:%`)).toEqual([
        { idempotency_key: expect.stringMatching(/^refund:\d+:seat:\d+$/), type: 'TOURNAMENT_REFUND' },
      ]);
      const left = await eventsOf(t, 'PlayerLeftTournament', tournament.id);
      expect(left.map((e) => e.payload)).toEqual([
        expect.objectContaining({
          userId: blocked.id,
          reason: 'blocked',
          refund: tournament.id === own.id ? 300 : expect.any(Number),
        }),
      ]);
      expect(await escrowOf(t, tournament.id)).toBe(
        tournament.id === own.id ? 0 : tournament.id === open.id ? 500 : 400,
      );
    }
    // Their own tournament lost its last seat and is cancelled; the others wait for players as before.
    const statuses = await t.sql<{ id: number; status: string; current_players: number }>(
      'SELECT id, status, current_players FROM tournaments WHERE id = ANY($1) ORDER BY id',
      [[open.id, other.id, own.id, started.id]],
    );
    expect(statuses).toEqual([
      { id: open.id, status: 'PENDING', current_players: 1 },
      { id: other.id, status: 'PENDING', current_players: 1 },
      { id: own.id, status: 'CANCELLED', current_players: 0 },
      { id: started.id, status: 'ACTIVE', current_players: 2 },
    ]);
    // Unblocking and blocking again moves nothing more.
    expect(
      (await t.api.post('/api/admin/users/{id}/unblock', { params: { path: { id: blocked.id } }, token: admin.access }))
        .status,
    ).toBe(200);
    expect(
      (await t.api.post('/api/admin/users/{id}/block', { params: { path: { id: blocked.id } }, token: admin.access }))
        .status,
    ).toBe(200);
    await eventually(() => countRows(t, 'domain_events', "type = 'UserBlocked' AND dispatched_at IS NULL"), {
      until: (pending) => pending === 0,
    });
    expect(await balanceOf(t, blocked.id)).toBe(2000 - 100);
    await expectLedgerSound(t);
  });
});
