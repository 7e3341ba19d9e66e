import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { fixtures } from '../support/fixtures.js';
import { playToCompletion } from '../support/tournament-helpers.js';
import { eventually } from '../support/eventually.js';

/**
 * Challenges by link (issue 33 §1). Each challenge is a 2-seat CHALLENGE tournament: its fees go through the
 * tournament's escrow, its expiry is the tournament's registration deadline (moved back here, never waited for).
 */

interface ChallengeBody {
  id: string;
  token: string;
  url: string;
  status: string;
  expires_at: string;
  created_at: string;
  entry_fee: string;
  prize_pool: string;
  game_mode: string;
  game_mode_display: string;
  move_timeout: number;
  friendly: boolean;
  creator: number;
  creator_username: string;
  opponent: number | null;
  opponent_username: string | null;
  tournament: number;
  rematch_of: number | null;
  can_accept: boolean;
  can_cancel: boolean;
  can_decline: boolean;
}

const FIELDS = [
  'id',
  'token',
  'url',
  'status',
  'expires_at',
  'created_at',
  'entry_fee',
  'prize_pool',
  'game_mode',
  'game_mode_display',
  'move_timeout',
  'friendly',
  'creator',
  'creator_username',
  'opponent',
  'opponent_username',
  'tournament',
  'rematch_of',
  'can_accept',
  'can_cancel',
  'can_decline',
];

describe('Challenges by link', () => {
  let t: TestApp;
  const make = () => fixtures(t);

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const create = async (by: Player, body: Record<string, unknown>) => {
    const response = await t.api.raw('POST', '/api/challenges/', { body, token: by.access });
    if (response.status !== 201) throw new Error(`create: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as ChallengeBody;
  };
  const get = (token: string, viewer: Player) =>
    t.api.get('/api/challenges/{token}', { params: { path: { token } }, token: viewer.access });
  const accept = (token: string, player: Player) =>
    t.api.post('/api/challenges/{token}/accept', { params: { path: { token } }, token: player.access });
  const cancel = (token: string, player: Player) =>
    t.api.post('/api/challenges/{token}/cancel', { params: { path: { token } }, token: player.access });
  const decline = (token: string, player: Player) =>
    t.api.post('/api/challenges/{token}/decline', { params: { path: { token } }, token: player.access });
  const feeEntries = (tournamentId: number) => make().ledgerEntriesLike(`fee:${tournamentId}:%`);
  const refundEntries = (tournamentId: number) => make().ledgerEntriesLike(`refund:${tournamentId}:%`);
  /** Every ledger entry a tournament's keys name: fees, refunds, prizes, rake. */
  const entriesOf = (tournamentId: number) =>
    t.sql(
      `SELECT idempotency_key FROM ledger_entries
        WHERE idempotency_key ~ ('^(fee|refund|prize|rake):' || $1::text || '(:|$)')`,
      [tournamentId],
    );
  const statusOf = async (challenge: ChallengeBody) =>
    (await t.sql<{ status: string }>('SELECT status FROM challenges WHERE id = $1', [challenge.id]))[0].status;

  it('makes a challenge: 201 with its link, the fee in escrow in one entry, a CHALLENGE tournament never listed', async () => {
    const alice = await make().player({ funds: '20.00', name: 'alice' });
    const body = await create(alice, { entry_fee: '5.00', game_mode: 'BLITZ', move_timeout: 300 });
    expect(Object.keys(body).sort()).toEqual([...FIELDS].sort());
    expect(body).toMatchObject({
      status: 'OPEN',
      url: `/challenge/${body.token}`,
      entry_fee: '5.00',
      prize_pool: '10.00',
      game_mode: 'BLITZ',
      game_mode_display: 'Blitz (Best of 1)',
      move_timeout: 300,
      friendly: false,
      creator: alice.id,
      creator_username: alice.username,
      opponent: null,
      opponent_username: null,
      rematch_of: null,
      can_accept: false,
      can_cancel: true,
      can_decline: false,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.expires_at) - Date.parse(body.created_at)).toBe(24 * 60 * 60 * 1000);
    expect(await make().balanceOf(alice)).toBe(1500);
    expect(await make().escrowOf({ id: body.tournament })).toBe(500);
    expect(await feeEntries(body.tournament)).toEqual([
      { idempotency_key: expect.stringMatching(/^fee:/), type: 'TOURNAMENT_FEE' },
    ]);
    const [row] = await t.sql<{ kind: string; max_players: number }>(
      'SELECT kind, max_players FROM tournaments WHERE id = $1',
      [body.tournament],
    );
    expect(row).toEqual({ kind: 'CHALLENGE', max_players: 2 });
    const lobby = await t.api.get('/api/tournaments', { token: alice.access });
    expect(lobby.body.results.map((r: { id: number }) => r.id)).not.toContain(body.tournament);
    // Joining its tournament by id is no back door: the seat is taken by accepting.
    const stranger = await make().player({ funds: '20.00' });
    const joined = await t.api.post('/api/tournaments/{id}/join', {
      params: { path: { id: body.tournament } },
      token: stranger.access,
    });
    expect(joined.status).toBe(403);
    expect(await make().balanceOf(stranger)).toBe(2000);
    await expectLedgerSound(t);
  });

  it('shows a challenge to any signed-in player by its token, and 404 for an unknown token', async () => {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player();
    const made = await create(alice, { entry_fee: 5, game_mode: 'CLASSIC' });
    const seen = await get(made.token, bob);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ id: made.id, status: 'OPEN', can_accept: true, can_cancel: false });
    expect((await t.api.raw('GET', '/api/challenges/no-such-token/', { token: bob.access })).status).toBe(404);
    expect((await t.api.raw('POST', '/api/challenges/no-such-token/accept/', { token: bob.access })).status).toBe(404);
    // Bytes no token has (a NUL, which PostgreSQL would refuse) are an unknown challenge too, never a 5xx.
    for (const odd of ['1%00', `${made.token.slice(0, 42)}%00`, 'a'.repeat(400), `${made.token}x`])
      for (const action of ['', 'accept/', 'cancel/', 'decline/']) {
        const response = await t.api.raw(action ? 'POST' : 'GET', `/api/challenges/${odd}/${action}`, {
          token: bob.access,
        });
        expect(response.status).toBe(404);
      }
    expect((await t.api.raw('GET', `/api/challenges/${made.token}/`)).status).toBe(401);
  });

  it('accepts: both fees in escrow, the tournament starts at once, its match is private and plays to a prize', async () => {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player({ funds: '20.00' });
    const carol = await make().player({ funds: '20.00' });
    const made = await create(alice, { entry_fee: '5.00', game_mode: 'BLITZ' });
    const accepted = await accept(made.token, bob);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'ACCEPTED',
      opponent: bob.id,
      opponent_username: bob.username,
      tournament: made.tournament,
      can_accept: false,
      can_cancel: false,
    });
    const tournament = await t.api.get('/api/tournaments/{id}', {
      params: { path: { id: made.tournament } },
      token: bob.access,
    });
    expect(tournament.body).toMatchObject({ status: 'ACTIVE', kind: 'CHALLENGE', current_players: 2 });
    expect(await make().escrowOf({ id: made.tournament })).toBe(1000);
    expect(await feeEntries(made.tournament)).toHaveLength(2);
    expect(await make().balanceOf(bob)).toBe(1500);
    // A second accept, by anyone: 409, and no coin moves.
    expect((await accept(made.token, carol)).status).toBe(409);
    expect(await make().balanceOf(carol)).toBe(2000);

    const [{ id: matchId }] = await t.sql<{ id: number }>('SELECT id FROM matches WHERE tournament_id = $1', [
      made.tournament,
    ]);
    const live = await t.api.get('/api/matches/live', { token: carol.access });
    expect(live.body.results.map((m: { id: number }) => m.id)).not.toContain(matchId);
    expect(
      (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: carol.access })).status,
    ).toBe(404);
    expect(
      (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: bob.access })).status,
    ).toBe(200);
    for (const path of [`/api/matches/${matchId}/current_game/`, `/api/matches/${matchId}/games/`])
      expect((await t.api.raw('GET', path, { token: carol.access })).status).toBe(404);
    // Its tournament is no one else's business either: every read of it is 404 to a stranger, 200 to its players.
    for (const path of ['', 'bracket/', 'my_matches/']) {
      const url = `/api/tournaments/${made.tournament}/${path}`;
      expect((await t.api.raw('GET', url, { token: carol.access })).status).toBe(404);
      expect((await t.api.raw('GET', url, { token: alice.access })).status).toBe(200);
    }
    expect((await t.api.raw('GET', `/api/matches/${matchId}/current_game/`, { token: bob.access })).status).toBe(200);

    // Watching it on the stream: its players only.
    const watch = async (player: Player) => {
      const res = await fetch(`${t.url}/api/stream/?match=${matchId}`, {
        headers: { authorization: `Bearer ${player.access}` },
      });
      await res.body?.cancel();
      return res.status;
    };
    expect(await watch(carol)).toBe(404);
    expect(await watch(bob)).toBe(200);

    await playToCompletion(t, made.tournament, [alice, bob]);
    await eventually(async () => (await make().escrowOf({ id: made.tournament })) === 0, {
      what: 'the prize paid',
    });
    expect((await make().balanceOf(alice)) + (await make().balanceOf(bob))).toBe(4000);
    for (const player of [alice, bob]) {
      const page = await t.api.get('/api/players/{username}', {
        params: { path: { username: player.username } },
        token: carol.access,
      });
      expect(page.status).toBe(200);
      expect(page.body.recent_tournaments).toEqual([]);
    }
    await expectLedgerSound(t);
  });

  it('refunds a cancelled challenge once; only its creator cancels; a second cancel is 409', async () => {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player({ funds: '20.00' });
    const made = await create(alice, { entry_fee: '7.50', game_mode: 'BLITZ' });
    expect((await cancel(made.token, bob)).status).toBe(403);
    const cancelled = await cancel(made.token, alice);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', can_cancel: false, can_accept: false });
    expect((await cancel(made.token, alice)).status).toBe(409);
    expect((await accept(made.token, bob)).status).toBe(409);
    expect(await make().balanceOf(alice)).toBe(2000);
    expect(await make().balanceOf(bob)).toBe(2000);
    expect(await refundEntries(made.tournament)).toHaveLength(1);
    expect(await make().escrowOf({ id: made.tournament })).toBe(0);
    await expectLedgerSound(t);
  });

  it('names an opponent: only they accept or decline; a decline refunds the creator once', async () => {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player({ funds: '20.00' });
    const carol = await make().player({ funds: '20.00' });
    const made = await create(alice, { entry_fee: '5.00', game_mode: 'BLITZ', opponent: bob.username.toUpperCase() });
    expect(made).toMatchObject({ opponent: bob.id, opponent_username: bob.username });
    expect((await get(made.token, carol)).body).toMatchObject({ can_accept: false, can_decline: false });
    expect((await get(made.token, bob)).body).toMatchObject({ can_accept: true, can_decline: true });
    expect((await accept(made.token, carol)).status).toBe(403);
    expect((await accept(made.token, alice)).status).toBe(409);
    expect((await decline(made.token, carol)).status).toBe(403);
    expect((await decline(made.token, alice)).status).toBe(403);
    expect(await make().balanceOf(carol)).toBe(2000);
    // Bob's inbox has the challenge, with its link.
    const notices = await eventually(
      () =>
        t.sql<{ link: string }>("SELECT link FROM notifications WHERE user_id = $1 AND kind = 'challenge'", [bob.id]),
      { until: (rows) => rows.length === 1, what: "bob's notice" },
    );
    expect(notices[0].link).toBe(made.url);

    const declined = await decline(made.token, bob);
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('DECLINED');
    expect((await decline(made.token, bob)).status).toBe(409);
    expect((await accept(made.token, bob)).status).toBe(409);
    expect(await make().balanceOf(alice)).toBe(2000);
    expect(await refundEntries(made.tournament)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('the creator cannot accept an open link', async () => {
    const alice = await make().player({ funds: '20.00' });
    const made = await create(alice, { entry_fee: '5.00', game_mode: 'BLITZ' });
    expect((await accept(made.token, alice)).status).toBe(409);
    expect(await make().balanceOf(alice)).toBe(1500);
    expect(await feeEntries(made.tournament)).toHaveLength(1);
  });

  it('expires past its deadline: EXPIRED at once, refused, then swept and refunded once', async () => {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player({ funds: '20.00' });
    const made = await create(alice, { entry_fee: '5.00', game_mode: 'BLITZ' });
    await t.sql(
      "UPDATE tournaments SET registration_closes_at = clock_timestamp() - interval '1 second' WHERE id = $1",
      [made.tournament],
    );
    expect((await get(made.token, bob)).body).toMatchObject({ status: 'EXPIRED', can_accept: false });
    expect((await accept(made.token, bob)).status).toBe(409);
    expect(await make().balanceOf(bob)).toBe(2000);
    await eventually(() => statusOf(made), { until: (s) => s === 'EXPIRED', timeout: 8_000, what: 'the sweep' });
    expect(await make().balanceOf(alice)).toBe(2000);
    expect(await refundEntries(made.tournament)).toHaveLength(1);
    expect((await cancel(made.token, alice)).status).toBe(409);
    const listed = await t.api.get('/api/challenges', { token: alice.access });
    expect(listed.body.results.map((c: ChallengeBody) => c.id)).not.toContain(made.id);
    await expectLedgerSound(t);
  });

  it('a friendly (fee 0) moves no coin and its match plays', async () => {
    const alice = await make().player();
    const bob = await make().player();
    const made = await create(alice, { entry_fee: 0, game_mode: 'BLITZ' });
    expect(made).toMatchObject({ friendly: true, entry_fee: '0.00', prize_pool: '0.00' });
    expect((await accept(made.token, bob)).status).toBe(200);
    await playToCompletion(t, made.tournament, [alice, bob]);
    await eventually(
      () =>
        t.sql<{ prize_paid_at: string | null }>('SELECT prize_paid_at FROM tournaments WHERE id = $1', [
          made.tournament,
        ]),
      { until: ([row]) => row.prize_paid_at !== null, what: 'the payout listener ran' },
    );
    expect(await entriesOf(made.tournament)).toEqual([]);
    expect(await make().balanceOf(alice)).toBe(0);
    expect(await make().balanceOf(bob)).toBe(0);
    // A friendly cancelled moves nothing either.
    const other = await create(alice, { entry_fee: '0', game_mode: 'CLASSIC' });
    expect((await cancel(other.token, alice)).status).toBe(200);
    expect(await entriesOf(other.tournament)).toEqual([]);
    await expectLedgerSound(t);
  });

  it('refuses bad input with field errors, writing nothing', async () => {
    const alice = await make().player({ funds: '2.00' });
    const cases: [Record<string, unknown>, string][] = [
      [{ entry_fee: '0.50', game_mode: 'BLITZ' }, 'entry_fee'],
      [{ entry_fee: 'lots', game_mode: 'BLITZ' }, 'entry_fee'],
      [{ entry_fee: '-1', game_mode: 'BLITZ' }, 'entry_fee'],
      [{ entry_fee: '1.001', game_mode: 'BLITZ' }, 'entry_fee'],
      [{ game_mode: 'BLITZ' }, 'entry_fee'],
      [{ entry_fee: '1.00' }, 'game_mode'],
      [{ entry_fee: '1.00', game_mode: 'CHESS' }, 'game_mode'],
      [{ entry_fee: '1.00', game_mode: 'BLITZ', move_timeout: 7 }, 'move_timeout'],
      [{ entry_fee: '1.00', game_mode: 'BLITZ', opponent: 'nobody_by_that_name' }, 'opponent'],
      [{ entry_fee: '1.00', game_mode: 'BLITZ', opponent: alice.username }, 'opponent'],
      [{ entry_fee: '1.00', game_mode: 'BLITZ', opponent: 42 }, 'opponent'],
    ];
    for (const [body, field] of cases) {
      const response = await t.api.raw('POST', '/api/challenges/', { body, token: alice.access });
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(Object.keys(response.body as object)).toContain(field);
    }
    const poor = await t.api.raw('POST', '/api/challenges/', {
      body: { entry_fee: '5.00', game_mode: 'BLITZ' },
      token: alice.access,
    });
    expect(poor.status).toBe(400);
    expect(poor.body).toHaveProperty('error');
    expect(await make().count('challenges', 'creator_id = $1', [alice.id])).toBe(0);
    expect(await make().count('tournaments', 'created_by = $1', [alice.id])).toBe(0);
    expect(await make().balanceOf(alice)).toBe(200);
  });

  it('refuses a stake during a time-out, writing nothing', async () => {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player({ funds: '20.00' });
    const made = await create(bob, { entry_fee: '5.00', game_mode: 'BLITZ' });
    expect((await t.api.post('/api/accounts/time_out', { body: { days: 1 }, token: alice.access })).status).toBe(200);
    const refused = await t.api.raw('POST', '/api/challenges/', {
      body: { entry_fee: '5.00', game_mode: 'BLITZ' },
      token: alice.access,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await accept(made.token, alice)).status).toBeGreaterThanOrEqual(400);
    expect(await make().balanceOf(alice)).toBe(2000);
    expect(await make().count('challenges', 'creator_id = $1', [alice.id])).toBe(0);
  });

  it('refuses a stake without a date of birth, on create, on accept and on a join, but not a friendly', async () => {
    // An account from before the rule may hold coins (here put in as a deposit would) with no date declared.
    const undated = await make().player({ funds: '20.00', dateOfBirth: null });
    const bob = await make().player({ funds: '20.00' });
    const made = await create(bob, { entry_fee: '5.00', game_mode: 'BLITZ' });
    const refusal = {
      error: 'Declare your date of birth on your profile before playing for coins.',
      code: 'date_of_birth_required',
    };
    const created = await t.api.raw('POST', '/api/challenges/', {
      body: { entry_fee: '5.00', game_mode: 'BLITZ' },
      token: undated.access,
    });
    expect(created.status).toBe(403);
    expect(created.body).toEqual(refusal);
    const accepted = await accept(made.token, undated);
    expect(accepted.status).toBe(403);
    expect(accepted.body).toEqual(refusal);
    const cup = await make().tournament({ by: bob, entry_fee: '2.00' });
    const joined = await t.api.post('/api/tournaments/{id}/join', {
      params: { path: { id: cup.id } },
      token: undated.access,
    });
    expect(joined.status).toBe(403);
    expect(await make().balanceOf(undated)).toBe(2000);
    expect(await make().count('challenges', 'creator_id = $1', [undated.id])).toBe(0);
    // Nothing at stake, nothing to declare: a friendly is open to them.
    expect((await create(undated, { entry_fee: '0', game_mode: 'BLITZ' })).status).toBe('OPEN');
  });

  it('refuses a stake past a loss limit, on create and on accept, but not a friendly', async () => {
    const alice = await make().player({ funds: '50.00' });
    const bob = await make().player({ funds: '50.00' });
    expect(
      (await t.api.put('/api/accounts/limits', { body: { loss_daily: '4.00' }, token: alice.access })).status,
    ).toBe(200);
    const refused = await t.api.raw('POST', '/api/challenges/', {
      body: { entry_fee: '5.00', game_mode: 'BLITZ' },
      token: alice.access,
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { error: string }).error).toMatch(/loss limit/);
    const bobs = await create(bob, { entry_fee: '5.00', game_mode: 'BLITZ' });
    const notTaken = await accept(bobs.token, alice);
    expect(notTaken.status).toBe(400);
    expect((notTaken.body as { error: string }).error).toMatch(/loss limit/);
    expect(await make().balanceOf(alice)).toBe(5000);
    expect((await get(bobs.token, alice)).body.status).toBe('OPEN');
    expect(
      (await t.api.raw('POST', '/api/challenges/', { body: { entry_fee: 0, game_mode: 'BLITZ' }, token: alice.access }))
        .status,
    ).toBe(201);
  });

  it("a creator's time-out gives back their open challenge, refunded once", async () => {
    const alice = await make().player({ funds: '20.00' });
    const made = await create(alice, { entry_fee: '5.00', game_mode: 'BLITZ' });
    expect((await t.api.post('/api/accounts/time_out', { body: { days: 1 }, token: alice.access })).status).toBe(200);
    await eventually(() => statusOf(made), { until: (s) => s === 'CANCELLED', what: 'the seat released' });
    expect(await make().balanceOf(alice)).toBe(2000);
    expect(await refundEntries(made.tournament)).toHaveLength(1);
    await expectLedgerSound(t);
  });

  it('a creator away when it is accepted: the check-in, and when it lapses both fees come back', async () => {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player({ funds: '20.00' });
    const made = await create(alice, { entry_fee: '5.00', game_mode: 'BLITZ' });
    // Alice's client was last seen, and her seat taken, 10 minutes ago.
    await t.sql("UPDATE user_presence SET seen_at = now() - interval '10 minutes' WHERE user_id = $1", [alice.id]);
    await t.sql("UPDATE tournament_participants SET joined_at = now() - interval '10 minutes' WHERE user_id = $1", [
      alice.id,
    ]);
    expect((await accept(made.token, bob)).status).toBe(200);
    const [waiting] = await t.sql<{ status: string; check_in_ends_at: string | null }>(
      'SELECT status, check_in_ends_at FROM tournaments WHERE id = $1',
      [made.tournament],
    );
    expect(waiting.status).toBe('PENDING');
    expect(waiting.check_in_ends_at).not.toBeNull();
    await t.sql("UPDATE tournaments SET check_in_ends_at = clock_timestamp() - interval '1 second' WHERE id = $1", [
      made.tournament,
    ]);
    await eventually(() => statusOf(made), { until: (s) => s === 'CANCELLED', timeout: 8_000, what: 'the lapse' });
    const [{ status }] = await t.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [
      made.tournament,
    ]);
    expect(status).toBe('CANCELLED');
    expect(await make().balanceOf(alice)).toBe(2000);
    expect(await make().balanceOf(bob)).toBe(2000);
    expect(await make().escrowOf({ id: made.tournament })).toBe(0);
    await expectLedgerSound(t);
  });

  it("lists the caller's open challenges, made and received, paged", async () => {
    const alice = await make().player({ funds: '50.00' });
    const bob = await make().player({ funds: '50.00' });
    const carol = await make().player({ funds: '50.00' });
    const own = await create(alice, { entry_fee: '1.00', game_mode: 'BLITZ' });
    const toBob = await create(alice, { entry_fee: '1.00', game_mode: 'BLITZ', opponent: bob.username });
    const fromBob = await create(bob, { entry_fee: '1.00', game_mode: 'BLITZ', opponent: alice.username });
    const closed = await create(alice, { entry_fee: '1.00', game_mode: 'BLITZ' });
    expect((await cancel(closed.token, alice)).status).toBe(200);
    await create(carol, { entry_fee: '1.00', game_mode: 'BLITZ' });

    const first = await t.api.get('/api/challenges', { params: { query: { page_size: 2 } }, token: alice.access });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(3);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    expect(first.body.results.map((c: ChallengeBody) => c.id)).toEqual([fromBob.id, toBob.id]);
    const second = await t.api.get('/api/challenges', {
      params: { query: { page: 2, page_size: 2 } },
      token: alice.access,
    });
    expect(second.body.results.map((c: ChallengeBody) => c.id)).toEqual([own.id]);
    const bobs = await t.api.get('/api/challenges', { token: bob.access });
    expect(bobs.body.results.map((c: ChallengeBody) => [c.id, c.can_accept, c.can_cancel])).toEqual([
      [fromBob.id, false, true],
      [toBob.id, true, false],
    ]);
  });
});

describe('Challenges raced', () => {
  let t: TestApp;
  const make = () => fixtures(t);

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('of 10 players accepting at once exactly one gets the seat: one match, one fee taken, the others 409', async () => {
    const alice = await make().player({ funds: '10.00' });
    const racers = await Promise.all(Array.from({ length: 10 }, () => make().player({ funds: '5.00', name: 'racer' })));
    const made = (
      await t.api.post('/api/challenges', { body: { entry_fee: '5.00', game_mode: 'BLITZ' }, token: alice.access })
    ).body as ChallengeBody;
    const answers = await Promise.all(
      racers.map((r) =>
        t.api.post('/api/challenges/{token}/accept', { params: { path: { token: made.token } }, token: r.access }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(racers.length - 1);
    const winner = racers[statuses.indexOf(200)];
    expect(await make().count('matches', 'tournament_id = $1', [made.tournament])).toBe(1);
    expect(await make().ledgerEntriesLike(`fee:${made.tournament}:%`)).toHaveLength(2);
    expect(await make().escrowOf({ id: made.tournament })).toBe(1000);
    for (const racer of racers) expect(await make().balanceOf(racer)).toBe(racer === winner ? 0 : 500);
    await expectLedgerSound(t);
  });

  it('a cancel racing an accept: exactly one wins, and the money says which', async () => {
    for (let round = 0; round < 4; round++) {
      const alice = await make().player({ funds: '5.00' });
      const bob = await make().player({ funds: '5.00' });
      const made = (
        await t.api.post('/api/challenges', { body: { entry_fee: '5.00', game_mode: 'BLITZ' }, token: alice.access })
      ).body as ChallengeBody;
      const [cancelled, accepted] = await Promise.all([
        t.api.post('/api/challenges/{token}/cancel', { params: { path: { token: made.token } }, token: alice.access }),
        t.api.post('/api/challenges/{token}/accept', { params: { path: { token: made.token } }, token: bob.access }),
      ]);
      expect([cancelled.status, accepted.status].sort()).toEqual([200, 409]);
      if (accepted.status === 200) {
        expect(await make().escrowOf({ id: made.tournament })).toBe(1000);
        expect([await make().balanceOf(alice), await make().balanceOf(bob)]).toEqual([0, 0]);
      } else {
        expect(await make().escrowOf({ id: made.tournament })).toBe(0);
        expect([await make().balanceOf(alice), await make().balanceOf(bob)]).toEqual([500, 500]);
        expect(await make().ledgerEntriesLike(`refund:${made.tournament}:%`)).toHaveLength(1);
      }
    }
    await expectLedgerSound(t);
  });
});

describe('Rematch', () => {
  let t: TestApp;
  const make = () => fixtures(t);

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  /** A 5.00 BLITZ challenge at 300 s a move between two new players, played to its end: its match. */
  async function playedMatch() {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player({ funds: '20.00' });
    const made = (
      await t.api.post('/api/challenges', {
        body: { entry_fee: '5.00', game_mode: 'BLITZ', move_timeout: 300 },
        token: alice.access,
      })
    ).body as ChallengeBody;
    expect(
      (
        await t.api.post('/api/challenges/{token}/accept', {
          params: { path: { token: made.token } },
          token: bob.access,
        })
      ).status,
    ).toBe(200);
    await playToCompletion(t, made.tournament, [alice, bob]);
    const [{ id }] = await t.sql<{ id: number }>('SELECT id FROM matches WHERE tournament_id = $1', [made.tournament]);
    await eventually(async () => (await make().escrowOf({ id: made.tournament })) === 0, { what: 'the prize paid' });
    return { alice, bob, matchId: id };
  }

  const offer = (matchId: number, player: Player) =>
    t.api.post('/api/matches/{id}/rematch', { params: { path: { id: matchId } }, token: player.access });

  it('is offered by either player of a completed match, once, and accepting starts the new match', async () => {
    const { alice, bob, matchId } = await playedMatch();
    const carol = await make().player({ funds: '20.00' });
    expect((await offer(matchId, carol)).status).toBe(403);
    expect((await t.api.raw('POST', '/api/matches/999999/rematch/', { token: alice.access })).status).toBe(404);
    const bobBefore = await make().balanceOf(bob);
    const aliceBefore = await make().balanceOf(alice);

    const offered = await offer(matchId, bob);
    expect(offered.status).toBe(201);
    const body = offered.body as ChallengeBody;
    expect(body).toMatchObject({
      status: 'OPEN',
      creator: bob.id,
      opponent: alice.id,
      rematch_of: matchId,
      entry_fee: '5.00',
      game_mode: 'BLITZ',
      move_timeout: 300,
    });
    expect(Date.parse(body.expires_at) - Date.parse(body.created_at)).toBe(120_000);
    expect(await make().balanceOf(bob)).toBe(bobBefore - 500);
    // A second offer of the same match, by either player: 409, no coin moves.
    expect((await offer(matchId, alice)).status).toBe(409);
    expect((await offer(matchId, bob)).status).toBe(409);
    expect(await make().balanceOf(alice)).toBe(aliceBefore);

    // Alice hears of it: in her inbox, and her list (where the match page reads it) has it.
    await eventually(
      () =>
        t.sql<{ title: string }>("SELECT title FROM notifications WHERE user_id = $1 AND kind = 'challenge'", [
          alice.id,
        ]),
      { until: (rows) => rows.some((r) => r.title === `${bob.username} wants a rematch`), what: "alice's notice" },
    );
    const listed = await t.api.get('/api/challenges', { token: alice.access });
    expect(listed.body.results.map((c: ChallengeBody) => [c.rematch_of, c.can_accept])).toEqual([[matchId, true]]);

    const accepted = await t.api.post('/api/challenges/{token}/accept', {
      params: { path: { token: body.token } },
      token: alice.access,
    });
    expect(accepted.status).toBe(200);
    const [next] = await t.sql<{ status: string; listed: boolean }>(
      'SELECT status, listed FROM matches WHERE tournament_id = $1',
      [body.tournament],
    );
    expect(next).toEqual({ status: 'IN_PROGRESS', listed: false });
    expect(await make().escrowOf({ id: body.tournament })).toBe(1000);
    // The offer was taken: a new one may be made.
    expect((await offer(matchId, alice)).status).toBe(201);
    await expectLedgerSound(t);
  });

  it('refuses a match that is not over, and expires after 2 minutes with the fee back once', async () => {
    const alice = await make().player({ funds: '20.00' });
    const bob = await make().player({ funds: '20.00' });
    const made = (
      await t.api.post('/api/challenges', { body: { entry_fee: '5.00', game_mode: 'BLITZ' }, token: alice.access })
    ).body as ChallengeBody;
    await t.api.post('/api/challenges/{token}/accept', { params: { path: { token: made.token } }, token: bob.access });
    const [{ id: live }] = await t.sql<{ id: number }>('SELECT id FROM matches WHERE tournament_id = $1', [
      made.tournament,
    ]);
    expect((await offer(live, alice)).status).toBe(409);

    const { alice: a, bob: b, matchId } = await playedMatch();
    const before = await make().balanceOf(a);
    const offered = (await offer(matchId, a)).body as ChallengeBody;
    expect(await make().balanceOf(a)).toBe(before - 500);
    await t.sql(
      "UPDATE tournaments SET registration_closes_at = clock_timestamp() - interval '1 second' WHERE id = $1",
      [offered.tournament],
    );
    expect(
      (
        await t.api.post('/api/challenges/{token}/accept', {
          params: { path: { token: offered.token } },
          token: b.access,
        })
      ).status,
    ).toBe(409);
    await eventually(
      async () =>
        (await t.sql<{ status: string }>('SELECT status FROM challenges WHERE id = $1', [offered.id]))[0].status,
      { until: (s) => s === 'EXPIRED', timeout: 8_000, what: 'the sweep' },
    );
    expect(await make().balanceOf(a)).toBe(before);
    expect(await make().ledgerEntriesLike(`refund:${offered.tournament}:%`)).toHaveLength(1);
    // Expired, it no longer stands in the way of a new offer.
    expect((await offer(matchId, b)).status).toBe(201);
    await expectLedgerSound(t);
  });
});
