import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { ApiClient, type Player } from '../support/api-client.js';
import { requestScope } from '../../src/shared/logging/logger.js';
import {
  balanceOf,
  countRows,
  entriesWithKey,
  escrowOf,
  eventsOf,
  join,
  type MaxPlayers,
} from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

describe('Tournaments over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The statement-count test creates a dozen open tournaments from one player; the cap has tests of its own.
    // A block written straight to the table sends no NOTIFY, so with the periodic re-read an hour away the access
    // guard cannot have heard of it: the refusal is the tournament's own (403), whatever the machine's speed.
    // Under load, the 2 s default re-read sometimes ran first and the guard answered 401.
    t = await startTestApp({ MAX_OPEN_TOURNAMENTS_PER_USER: '100', BLOCKED_USERS_RELOAD_SECONDS: '3600' });
  });

  afterAll(async () => {
    await t.close();
  });

  /** What must not change when a request is refused: tournaments, seats, journal entries, outbox rows. */
  const snapshot = async () => ({
    tournaments: await countRows(t, 'tournaments'),
    participants: await countRows(t, 'tournament_participants'),
    entries: await countRows(t, 'ledger_entries'),
    events: await countRows(t, 'domain_events', "aggregate_type = 'tournament'"),
  });

  /** A tournament of `size` with every seat but the last taken; answers it and its players. */
  async function almostFull(size: MaxPlayers, fee = '5.00') {
    const creator = await fixtures(t).player({ funds: '50.00' });
    const tournament = await fixtures(t).tournament({ by: creator, max_players: size, entry_fee: fee });
    const players = [creator];
    for (let i = 1; i < size - 1; i++) {
      const player = await fixtures(t).player({ funds: '50.00' });
      expect((await join(t, player, tournament.id)).status).toBe(200);
      players.push(player);
    }
    return { tournament, players };
  }

  describe('create', () => {
    it('creates the tournament, seats the creator and moves the fee to escrow in one go', async () => {
      const creator = await fixtures(t).player({ funds: '100.00' });
      const res = await t.api.post('/api/tournaments', {
        body: {
          name: '  Friday Cup  ',
          description: 'Bring your lizard',
          entry_fee: '12.50',
          max_players: 8,
          game_mode: 'CLASSIC',
        },
        token: creator.access,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Friday Cup',
        description: 'Bring your lizard',
        entry_fee: '12.50',
        max_players: 8,
        game_mode: 'CLASSIC',
        game_mode_display: 'Classic (Best of 3)',
        move_timeout: 60,
        kind: 'PLAYER',
        payouts: [100],
        prizes: [{ place: 1, percent: 100, amount: '100.00' }],
        third_place_match: null,
        status: 'PENDING',
        status_display: 'Waiting for Players',
        prize_pool: '100.00',
        current_players: 1,
        can_join: false,
        user_is_participant: true,
        winner: null,
        winner_username: null,
        current_round: 0,
        total_rounds: 3,
        participants: [{ id: creator.id, username: creator.username, placement: null, seed: null, checked_in: false }],
        created_by: creator.id,
        created_by_username: creator.username,
        created_at: expect.any(String),
        started_at: null,
        completed_at: null,
        registration_closes_at: expect.any(String),
        check_in_ends_at: null,
        // A player's tournament has no start time, minimum or guarantee: those are a schedule's (issue 32 §2).
        starts_at: null,
        min_players: null,
        guaranteed_prize: null,
        my_match_id_to_play: null,
      });
      // A day to fill by default (TOURNAMENT_FILL_DEADLINE_SECONDS).
      expect(Date.parse(res.body.registration_closes_at) - Date.parse(res.body.created_at)).toBe(86_400_000);
      const id = res.body.id;
      expect(await balanceOf(t, creator.id)).toBe(8750);
      expect(await escrowOf(t, id)).toBe(1250);
      const [seat] = await t.sql<{ id: string }>(
        'SELECT id FROM tournament_participants WHERE tournament_id = $1 AND user_id = $2',
        [id, creator.id],
      );
      // Keyed by the seat: a player who leaves and joins again pays again.
      expect(await entriesWithKey(t, `fee:${id}:%`)).toEqual([
        { idempotency_key: `fee:${id}:seat:${seat.id}`, type: 'TOURNAMENT_FEE' },
      ]);
      const created = await eventsOf(t, 'TournamentCreated', id);
      expect(created.map((e) => e.payload)).toEqual([
        {
          tournamentId: id,
          name: 'Friday Cup',
          entryFee: 1250,
          maxPlayers: 8,
          gameMode: 'CLASSIC',
          moveTimeout: 60,
          payouts: [100],
          creatorId: creator.id,
        },
      ]);
      expect((await eventsOf(t, 'PlayerJoinedTournament', id)).map((e) => e.payload)).toEqual([
        { tournamentId: id, userId: creator.id, currentPlayers: 1 },
      ]);
    });

    it('defaults to 4 players in CLASSIC mode and accepts the fee as a number', async () => {
      const creator = await fixtures(t).player({ funds: '20.00' });
      const res = await t.api.post('/api/tournaments', {
        body: { name: 'Defaults', entry_fee: 7.25 },
        token: creator.access,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        max_players: 4,
        game_mode: 'CLASSIC',
        total_rounds: 2,
        entry_fee: '7.25',
        prize_pool: '29.00',
        description: '',
      });
      expect(await balanceOf(t, creator.id)).toBe(1275);
    });

    it.each([
      ['a missing name', { name: undefined }, 'name'],
      ['a blank name', { name: '   ' }, 'name'],
      ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name'],
      // 100 to class-validator's own Length, which skips variation selectors; 200 to PostgreSQL's varchar(100).
      ['a name of 100 letters each with a variation selector', { name: 'A\uFE0F'.repeat(100) }, 'name'],
      ['a numeric name', { name: 42 }, 'name'],
      ['a description of 1001 characters', { description: 'd'.repeat(1001) }, 'description'],
      ['a non-string description', { description: ['a'] }, 'description'],
      ['a missing entry fee', { entry_fee: undefined }, 'entry_fee'],
      ['an empty entry fee', { entry_fee: '' }, 'entry_fee'],
      ['an entry fee under 1.00', { entry_fee: '0.99' }, 'entry_fee'],
      ['a zero entry fee', { entry_fee: 0 }, 'entry_fee'],
      ['a negative entry fee', { entry_fee: -5 }, 'entry_fee'],
      ['an entry fee with three decimals', { entry_fee: '1.234' }, 'entry_fee'],
      ['an entry fee that is not a number', { entry_fee: 'ten' }, 'entry_fee'],
      ['an entry fee over 10000.00', { entry_fee: '10000.01' }, 'entry_fee'],
      ['an entry fee as an object', { entry_fee: { amount: 5 } }, 'entry_fee'],
      ['3 players', { max_players: 3 }, 'max_players'],
      ['1 player', { max_players: 1 }, 'max_players'],
      ['512 players', { max_players: 512 }, 'max_players'],
      ['a fractional player count', { max_players: 4.5 }, 'max_players'],
      ['a player count as a string', { max_players: '4' }, 'max_players'],
      ['an unknown game mode', { game_mode: 'TURBO' }, 'game_mode'],
      ['a lower-case game mode', { game_mode: 'blitz' }, 'game_mode'],
    ])('refuses %s with a field error and creates nothing', async (_label, override, field) => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const before = await snapshot();
      const res = await t.api.raw('POST', '/api/tournaments/', {
        body: { name: 'Valid', entry_fee: '5.00', max_players: 4, ...override },
        token: creator.access,
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual([field]);
      expect(res.body[field]).toEqual([expect.any(String)]);
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, creator.id)).toBe(5000);
    });

    it('reports every bad field at once', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const res = await t.api.raw('POST', '/api/tournaments/', {
        body: { name: '', entry_fee: '0.5', max_players: 6, game_mode: 'X' },
        token: creator.access,
      });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body).sort()).toEqual(['entry_fee', 'game_mode', 'max_players', 'name']);
      expect(res.body.entry_fee).toEqual(['Ensure this value is greater than or equal to 1.00.']);
    });

    it('accepts the limits: 1.00 and 10000.00, 2 and 256 players', async () => {
      const rich = await fixtures(t).player({ funds: '10001.00' });
      expect(
        (
          await t.api.post('/api/tournaments', {
            body: { name: 'Min', entry_fee: '1.00', max_players: 2 },
            token: rich.access,
          })
        ).status,
      ).toBe(201);
      const big = await t.api.post('/api/tournaments', {
        body: { name: 'Max', entry_fee: '10000.00', max_players: 256 },
        token: rich.access,
      });
      expect(big.status).toBe(201);
      expect(big.body).toMatchObject({ total_rounds: 8, prize_pool: '2560000.00' });
      expect(await balanceOf(t, rich.id)).toBe(0);
    });

    it('refuses a creator who cannot pay the fee and creates nothing', async () => {
      const creator = await fixtures(t).player({ funds: '4.99' });
      const before = await snapshot();
      const res = await t.api.post('/api/tournaments', {
        body: { name: 'Too dear', entry_fee: '5.00' },
        token: creator.access,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Insufficient balance to pay the entry fee.', code: 'insufficient_balance' });
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, creator.id)).toBe(499);
    });

    it('refuses a blocked player with 403 and an anonymous caller with 401', async () => {
      const blocked = await fixtures(t).player({ funds: '50.00' });
      await t.sql('UPDATE users SET is_blocked = true WHERE id = $1', [blocked.id]);
      const before = await snapshot();
      const res = await t.api.post('/api/tournaments', {
        body: { name: 'Nope', entry_fee: '5.00' },
        token: blocked.access,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: expect.any(String), code: 'account_blocked' });
      expect((await t.api.post('/api/tournaments', { body: { name: 'Nope', entry_fee: '5.00' } })).status).toBe(401);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('join', () => {
    it('seats the player, moves the fee to escrow and answers the tournament', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator, max_players: 4, entry_fee: '5.00' });
      const player = await fixtures(t).player({ funds: '20.00' });
      const res = await join(t, player, tournament.id);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Successfully joined tournament!');
      expect(res.body.tournament).toMatchObject({
        id: tournament.id,
        status: 'PENDING',
        current_players: 2,
        can_join: false,
        user_is_participant: true,
      });
      expect(res.body.tournament.participants.map((p: { id: number }) => p.id)).toEqual([creator.id, player.id]);
      expect(await balanceOf(t, player.id)).toBe(1500);
      expect(await escrowOf(t, tournament.id)).toBe(1000);
      expect(await entriesWithKey(t, `fee:${tournament.id}:%`)).toHaveLength(2);
      expect((await eventsOf(t, 'PlayerJoinedTournament', tournament.id)).map((e) => e.payload.currentPlayers)).toEqual(
        [1, 2],
      );
    });

    it('refuses a second seat for the same player, moving nothing', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator });
      const before = await snapshot();
      const res = await join(t, creator, tournament.id);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'You are already registered for this tournament.',
        code: 'already_participant',
      });
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, creator.id)).toBe(4000);
    });

    it('refuses a player who cannot pay, moving nothing', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator, entry_fee: '10.00' });
      const poor = await fixtures(t).player({ funds: '9.99' });
      const before = await snapshot();
      const res = await join(t, poor, tournament.id);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'Insufficient balance to pay the entry fee.', code: 'insufficient_balance' });
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, poor.id)).toBe(999);
      expect(await escrowOf(t, tournament.id)).toBe(1000);
      const broke = await fixtures(t).player({ name: 'broke' });
      expect((await join(t, broke, tournament.id)).body).toEqual({
        error: 'Insufficient balance to pay the entry fee.',
        code: 'insufficient_balance',
      });
    });

    it('refuses a blocked player with 403, moving nothing', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator });
      const blocked = await fixtures(t).player({ funds: '50.00' });
      await t.sql('UPDATE users SET is_blocked = true WHERE id = $1', [blocked.id]);
      const before = await snapshot();
      const res = await join(t, blocked, tournament.id);
      expect(res.status).toBe(403);
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, blocked.id)).toBe(5000);
    });

    it('refuses a cancelled tournament, moving nothing', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator });
      expect(
        (
          await t.api.post('/api/tournaments/{id}/cancel', {
            params: { path: { id: tournament.id } },
            token: creator.access,
          })
        ).status,
      ).toBe(200);
      const player = await fixtures(t).player({ funds: '50.00' });
      const before = await snapshot();
      const res = await join(t, player, tournament.id);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'This tournament is no longer accepting players.',
        code: 'tournament_not_open',
      });
      expect(await snapshot()).toEqual(before);
      expect(await balanceOf(t, player.id)).toBe(5000);
    });

    it('answers 404 for an unknown or malformed tournament id', async () => {
      const player = await fixtures(t).player({ funds: '10.00' });
      for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
        const res = await join(t, player, id as unknown as number);
        expect([id, res.status]).toEqual([id, 404]);
        expect(res.body).toEqual({ detail: expect.any(String), code: 'not_found' });
      }
      expect(await balanceOf(t, player.id)).toBe(1000);
    });
  });

  describe('the last seat', () => {
    it('starts the tournament: ACTIVE, every player seeded once, the bracket created, TournamentStarted raised', async () => {
      const { tournament, players } = await almostFull(4);
      const last = await fixtures(t).player({ funds: '50.00' });
      const res = await join(t, last, tournament.id);
      expect(res.status).toBe(200);
      expect(res.body.tournament).toMatchObject({
        status: 'ACTIVE',
        status_display: 'In Progress',
        current_players: 4,
        current_round: 1,
        can_join: false,
      });
      expect(res.body.tournament.started_at).toEqual(expect.any(String));
      const everyone = [...players, last].map((p) => p.id).sort((a, b) => a - b);
      const seeds = await t.sql<{ user_id: number; seed: number }>(
        'SELECT user_id, seed FROM tournament_participants WHERE tournament_id = $1 ORDER BY seed',
        [tournament.id],
      );
      expect(seeds.map((s) => s.seed)).toEqual([1, 2, 3, 4]);
      expect(seeds.map((s) => s.user_id).sort((a, b) => a - b)).toEqual(everyone);
      const started = await eventsOf(t, 'TournamentStarted', tournament.id);
      expect(started).toHaveLength(1);
      expect(started[0].payload).toEqual({ tournamentId: tournament.id, seeding: seeds.map((s) => s.user_id) });
      expect(await escrowOf(t, tournament.id)).toBe(2000);

      const bracket = await t.api.get('/api/tournaments/{id}/bracket', {
        params: { path: { id: tournament.id } },
        token: last.access,
      });
      expect(bracket.status).toBe(200);
      expect(Object.keys(bracket.body)).toEqual(['round_1', 'round_2']);
      expect(
        bracket.body.round_1.map((m: { match_number: number; player1: number; player2: number }) => [
          m.match_number,
          m.player1,
          m.player2,
        ]),
      ).toEqual([
        [1, seeds[0].user_id, seeds[1].user_id],
        [2, seeds[2].user_id, seeds[3].user_id],
      ]);
      expect(bracket.body.round_1[0]).toMatchObject({
        round_number: 1,
        player1_score: 0,
        player2_score: 0,
        winner: null,
        status: 'IN_PROGRESS',
      });
      expect(bracket.body.round_2).toHaveLength(1);
      expect(bracket.body.round_2[0]).toMatchObject({
        match_number: 1,
        player1: null,
        player2: null,
        winner: null,
        status: 'pending',
      });

      const after = await fixtures(t).player({ funds: '50.00' });
      const before = await snapshot();
      const late = await join(t, after, tournament.id);
      expect(late.status).toBe(400);
      expect(late.body).toEqual({
        error: 'This tournament is no longer accepting players.',
        code: 'tournament_not_open',
      });
      expect(await snapshot()).toEqual(before);
    });

    it('goes to exactly one of six players racing for it', async () => {
      const { tournament, players } = await almostFull(2);
      const racers: Player[] = [];
      for (let i = 0; i < 6; i++) racers.push(await fixtures(t).player({ funds: '50.00', name: 'racer' }));
      const results = await Promise.all(racers.map((racer) => join(t, racer, tournament.id)));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
      const winnerIndex = results.findIndex((r) => r.status === 200);
      for (const loser of results.filter((r) => r.status === 400)) {
        expect(loser.body.error).toEqual(expect.any(String));
      }
      const balances = await Promise.all(racers.map((r) => balanceOf(t, r.id)));
      expect(balances).toEqual(racers.map((_, i) => (i === winnerIndex ? 4500 : 5000)));
      expect(await escrowOf(t, tournament.id)).toBe(1000);
      expect(await countRows(t, 'tournament_participants', 'tournament_id = $1', [tournament.id])).toBe(2);
      expect(await entriesWithKey(t, `fee:${tournament.id}:%`)).toHaveLength(2);
      expect(await eventsOf(t, 'TournamentStarted', tournament.id)).toHaveLength(1);
      const view = await t.api.get('/api/tournaments/{id}', {
        params: { path: { id: tournament.id } },
        token: players[0].access,
      });
      expect(view.body).toMatchObject({ status: 'ACTIVE', current_players: 2 });
    });

    it('lets the same player in only once when they double-click', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator, max_players: 8 });
      const player = await fixtures(t).player({ funds: '50.00' });
      const results = await Promise.all([
        join(t, player, tournament.id),
        join(t, player, tournament.id),
        join(t, player, tournament.id),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      expect(await balanceOf(t, player.id)).toBe(4000);
    });
  });

  describe('cancel', () => {
    it('lets the creator cancel a pending tournament and refunds every fee', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator, max_players: 8, entry_fee: '7.50' });
      const others = [await fixtures(t).player({ funds: '20.00' }), await fixtures(t).player({ funds: '20.00' })];
      for (const p of others) expect((await join(t, p, tournament.id)).status).toBe(200);
      expect(await escrowOf(t, tournament.id)).toBe(2250);

      const res = await t.api.post('/api/tournaments/{id}/cancel', {
        params: { path: { id: tournament.id } },
        token: creator.access,
      });
      expect(res.status).toBe(200);
      expect(res.body.tournament).toMatchObject({ status: 'CANCELLED', status_display: 'Cancelled', can_join: false });
      expect(await balanceOf(t, creator.id)).toBe(5000);
      for (const p of others) expect(await balanceOf(t, p.id)).toBe(2000);
      expect(await escrowOf(t, tournament.id)).toBe(0);
      // One entry with a leg per seat: the ledger locks every wallet at once, in its own order.
      const refunds = await entriesWithKey(t, `refund:${tournament.id}:%`);
      expect(refunds).toEqual([{ idempotency_key: `refund:${tournament.id}:cancelled`, type: 'TOURNAMENT_REFUND' }]);
      const cancelled = await eventsOf(t, 'TournamentCancelled', tournament.id);
      expect(cancelled.map((e) => e.payload)).toEqual([
        {
          tournamentId: tournament.id,
          reason: 'cancelled_by_organizer',
          refundedUserIds: [creator.id, ...others.map((p) => p.id)],
        },
      ]);
      expect(
        (
          await t.api.get('/api/tournaments/{id}/bracket', {
            params: { path: { id: tournament.id } },
            token: creator.access,
          })
        ).body,
      ).toEqual({});
    });

    it('lets an admin cancel, refuses anyone else with 403', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator });
      const other = await fixtures(t).player({ funds: '50.00' });
      expect((await join(t, other, tournament.id)).status).toBe(200);
      const before = await snapshot();
      const refused = await t.api.post('/api/tournaments/{id}/cancel', {
        params: { path: { id: tournament.id } },
        token: other.access,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ detail: expect.any(String), code: 'cancel_forbidden' });
      expect(await snapshot()).toEqual(before);

      const admin = await fixtures(t).admin();
      const res = await t.api.post('/api/tournaments/{id}/cancel', {
        params: { path: { id: tournament.id } },
        token: admin.access,
      });
      expect(res.status).toBe(200);
      expect(await balanceOf(t, creator.id)).toBe(5000);
      expect(await balanceOf(t, other.id)).toBe(5000);
    });

    it('refuses a tournament that is no longer pending with 400, moving nothing', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator, max_players: 2 });
      expect((await join(t, await fixtures(t).player({ funds: '50.00' }), tournament.id)).status).toBe(200);
      const before = await snapshot();
      const res = await t.api.post('/api/tournaments/{id}/cancel', {
        params: { path: { id: tournament.id } },
        token: creator.access,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Only a tournament waiting for players can be cancelled.',
        code: 'tournament_not_cancellable',
      });
      expect(await snapshot()).toEqual(before);

      const other = await fixtures(t).tournament({ by: creator });
      expect(
        (
          await t.api.post('/api/tournaments/{id}/cancel', {
            params: { path: { id: other.id } },
            token: creator.access,
          })
        ).status,
      ).toBe(200);
      const again = await t.api.post('/api/tournaments/{id}/cancel', {
        params: { path: { id: other.id } },
        token: creator.access,
      });
      expect(again.status).toBe(400);
      expect(await entriesWithKey(t, `refund:${other.id}:%`)).toHaveLength(1);
    });
  });

  describe('lists', () => {
    let viewer: Player;
    let stranger: Player;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      viewer = await fixtures(t).player({ funds: '200.00', name: 'viewer' });
      stranger = await fixtures(t).player({ funds: '200.00', name: 'stranger' });
      ids.mine = (await fixtures(t).tournament({ by: viewer, name: 'Mine pending' })).id;
      ids.open = (await fixtures(t).tournament({ by: stranger, name: 'Open' })).id;
      const active = await fixtures(t).tournament({ by: stranger, name: 'Active', max_players: 2 });
      expect((await join(t, viewer, active.id)).status).toBe(200);
      ids.active = active.id;
      const cancelled = await fixtures(t).tournament({ by: stranger, name: 'Cancelled' });
      await t.api.post('/api/tournaments/{id}/cancel', {
        params: { path: { id: cancelled.id } },
        token: stranger.access,
      });
      ids.cancelled = cancelled.id;
    });

    it('lists every tournament newest first as a page', async () => {
      const res = await t.api.get('/api/tournaments', { token: viewer.access });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ count: expect.any(Number), previous: null, results: expect.any(Array) });
      const listed: number[] = res.body.results.map((x: { id: number }) => x.id);
      expect(listed).toEqual([...listed].sort((a, b) => b - a));
      for (const id of Object.values(ids)) expect(listed).toContain(id);
    });

    it('filters by status, one or several, and refuses an unknown status', async () => {
      const pending = await t.api.get('/api/tournaments', {
        params: { query: { status: 'PENDING' } },
        token: viewer.access,
      });
      expect(pending.body.results.every((x: { status: string }) => x.status === 'PENDING')).toBe(true);
      expect(pending.body.results.map((x: { id: number }) => x.id)).toEqual(
        expect.arrayContaining([ids.mine, ids.open]),
      );
      const active = await t.api.get('/api/tournaments', {
        params: { query: { status: 'ACTIVE' } },
        token: viewer.access,
      });
      expect(active.body.results.map((x: { id: number }) => x.id)).toContain(ids.active);
      expect(active.body.results.every((x: { status: string }) => x.status === 'ACTIVE')).toBe(true);
      const completed = await t.api.get('/api/tournaments', {
        params: { query: { status: 'COMPLETED' } },
        token: viewer.access,
      });
      expect(completed.status).toBe(200);
      expect(completed.body.results.every((x: { status: string }) => x.status === 'COMPLETED')).toBe(true);
      const both = await t.api.get('/api/tournaments', {
        params: { query: { status: 'PENDING,ACTIVE' } },
        token: viewer.access,
      });
      const bothIds = both.body.results.map((x: { id: number }) => x.id);
      expect(bothIds).toEqual(expect.arrayContaining([ids.mine, ids.open, ids.active]));
      expect(bothIds).not.toContain(ids.cancelled);
      const bad = await t.api.get('/api/tournaments', {
        params: { query: { status: 'FINISHED' } },
        token: viewer.access,
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ status: [expect.any(String)] });
    });

    it('shows can_join and user_is_participant for the caller', async () => {
      const res = await t.api.get('/api/tournaments', { token: viewer.access });
      const byId = new Map(res.body.results.map((x: { id: number }) => [x.id, x]));
      expect(byId.get(ids.mine)).toMatchObject({ can_join: false, user_is_participant: true });
      expect(byId.get(ids.open)).toMatchObject({ can_join: true, user_is_participant: false });
      expect(byId.get(ids.active)).toMatchObject({ can_join: false, user_is_participant: true });
      expect(byId.get(ids.cancelled)).toMatchObject({ can_join: false, user_is_participant: false });
      const single = await t.api.get('/api/tournaments/{id}', {
        params: { path: { id: ids.open } },
        token: stranger.access,
      });
      expect(single.body).toMatchObject({ can_join: false, user_is_participant: true });
    });

    it('answers available: pending, not full, the caller not in it', async () => {
      const res = await t.api.get('/api/tournaments/available', { token: viewer.access });
      expect(res.status).toBe(200);
      const listed = res.body.results.map((x: { id: number }) => x.id);
      expect(listed).toContain(ids.open);
      for (const id of [ids.mine, ids.active, ids.cancelled]) expect(listed).not.toContain(id);
      expect(
        res.body.results.every((x: { status: string; can_join: boolean }) => x.status === 'PENDING' && x.can_join),
      ).toBe(true);
    });

    it('answers my_tournaments: every tournament the caller has a seat in', async () => {
      const res = await t.api.get('/api/tournaments/my_tournaments', { token: viewer.access });
      expect(res.status).toBe(200);
      expect(res.body.results.map((x: { id: number }) => x.id)).toEqual([ids.active, ids.mine]);
      const none = await t.api.get('/api/tournaments/my_tournaments', {
        token: (await fixtures(t).player({ name: 'nobody' })).access,
      });
      expect(none.body).toEqual({ count: 0, next: null, previous: null, results: [] });
    });

    it('runs a fixed number of SQL statements whatever the length of the list', async () => {
      // Counted where every statement passes, whether it came through kysely or the unit of work: the pg client
      // of the ORM's pool (MikroORM's own copy of pg).
      const pool = (await t.orm.em.getConnection().getNativeClient()) as unknown as { Client: typeof pg.Client };
      const client = pool.Client.prototype;
      // Called with the client as `this` (original.call below), never unbound.
      // eslint-disable-next-line @typescript-eslint/unbound-method -- see above
      const original = client.query;
      let statements = 0;
      let measured = '';
      const counting = function (this: unknown, query: unknown, ...rest: unknown[]) {
        const sql = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
        // Background sweeps (fill deadline, blocked users, outbox) share the pool and read the same tables: only the
        // measured request's own reads of tournaments and users count, known by its request id.
        // The sign-in's check that the user still exists (which also reads their saved language) is cached for
        // 2 s (BlockedUsers), so whether a request makes it depends on the clock, not on the list: it is not
        // counted. (Its pattern lacked the language column after issue 36, and a slow machine's expired cache
        // counted it.)
        if (
          requestScope.getStore()?.requestId === measured &&
          !/^select "id", "locale" from "users" where "id" = \$1$/i.test(sql) &&
          /from\s+"?(tournaments|tournament_participants|tournament_status_counts|users)\b/i.test(sql)
        )
          statements++;
        return (original as (...args: unknown[]) => unknown).call(this, query, ...rest);
      };
      client.query = counting as typeof original;
      try {
        // The counter sits on this instance's connection, so every request must go to this instance.
        const pinned = new ApiClient(t.url);
        const measure = async (path: string) => {
          statements = 0;
          measured = randomUUID();
          const res = await pinned.raw('GET', `/api${path}`, {
            token: viewer.access,
            headers: { 'x-request-id': measured },
          });
          expect(res.status).toBe(200);
          return { statements, length: res.body.results.length as number };
        };
        const small = await measure('/tournaments/?status=ACTIVE');
        for (let i = 0; i < 12; i++)
          await fixtures(t).tournament({ by: stranger, name: `Bulk ${i}`, entry_fee: '1.00' });
        const large = await measure('/tournaments/');
        expect(large.length).toBeGreaterThan(small.length + 10);
        expect(small.statements).toBe(4);
        expect(large.statements).toBe(small.statements);
        expect((await measure('/tournaments/available/')).statements).toBe(small.statements);
      } finally {
        client.query = original;
      }
    });
  });

  describe('tournament views', () => {
    it('shows a tournament with every field, and 404 for unknown or malformed ids', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator, name: 'Viewable', description: 'All fields' });
      const other = await fixtures(t).player({ name: 'looker' });
      const res = await t.api.get('/api/tournaments/{id}', {
        params: { path: { id: tournament.id } },
        token: other.access,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...tournament, can_join: true, user_is_participant: false });
      for (const path of ['999999/', 'abc/', '0/', '12abc/']) {
        const missing = await t.api.raw('GET', `/api/tournaments/${path}`, { token: other.access });
        expect([path, missing.status]).toEqual([path, 404]);
        expect(missing.body).toEqual({ detail: expect.any(String), code: 'not_found' });
      }
    });

    it('answers {} as the bracket of a pending tournament', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator });
      const res = await t.api.get('/api/tournaments/{id}/bracket', {
        params: { path: { id: tournament.id } },
        token: creator.access,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
    });

    it('answers my_matches to participants only', async () => {
      const { tournament, players } = await almostFull(2);
      const last = await fixtures(t).player({ funds: '50.00' });
      expect((await join(t, last, tournament.id)).status).toBe(200);
      const outsider = await fixtures(t).player({ name: 'outsider' });
      const refused = await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: outsider.access,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ detail: expect.any(String), code: 'not_participant' });
      const mine = await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: players[0].access,
      });
      expect(mine.status).toBe(200);
      expect(mine.body).toHaveLength(1);
      expect([mine.body[0].player1, mine.body[0].player2].sort()).toEqual([players[0].id, last.id].sort());
      expect(mine.body[0]).toMatchObject({ round_number: 1, match_number: 1 });

      const pending = await fixtures(t).tournament({ by: players[0] });
      expect(
        (
          await t.api.get('/api/tournaments/{id}/my_matches', {
            params: { path: { id: pending.id } },
            token: players[0].access,
          })
        ).body,
      ).toEqual([]);
    });

    it('refuses the history of a tournament that is not completed with 403 {"error"}', async () => {
      const creator = await fixtures(t).player({ funds: '50.00' });
      const tournament = await fixtures(t).tournament({ by: creator });
      const res = await t.api.get('/api/tournaments/{id}/history', {
        params: { path: { id: tournament.id } },
        token: creator.access,
      });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'Tournament history is only available for completed tournaments',
        code: 'history_unavailable',
      });
    });

    it.each(['bracket', 'my_matches', 'history'])('answers 404 for %s of an unknown tournament', async (what) => {
      const player = await fixtures(t).player({ name: 'nf' });
      for (const id of ['999999', 'nope']) {
        const res = await t.api.raw('GET', `/api/tournaments/${id}/${what}/`, { token: player.access });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: expect.any(String), code: 'not_found' });
      }
      const cancel = await t.api.post('/api/tournaments/{id}/cancel', {
        params: { path: { id: 999999 } },
        token: player.access,
      });
      expect(cancel.status).toBe(404);
    });
  });
});
