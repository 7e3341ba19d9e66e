import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerPlayer, type Player } from '../support/api-client.js';
import { adminPlayer } from '../support/tournament-helpers.js';
import { verifyEmailOf } from '../support/email-verification.js';

describe('Operations over HTTP', () => {
  let t: TestApp;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
    admin = await adminPlayer(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const events = (query: string) => t.api.get(`/admin/events/?${query}`, admin.access);

  async function playBlitzFinal(a: Player, b: Player) {
    const created = await t.api.post(
      '/tournaments/',
      { name: 'Ops Cup', entry_fee: '5.00', max_players: 2, game_mode: 'BLITZ' },
      a.access,
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await t.api.post(`/tournaments/${id}/join/`, {}, b.access)).status).toBe(200);
    const [match] = (await t.api.get(`/tournaments/${id}/my_matches/`, a.access)).body;
    const game = (await t.api.get(`/matches/${match.id}/current_game/`, a.access)).body;
    const aIsPlayer1 = match.player1 === a.id;
    expect((await t.api.post(`/games/${game.id}/submit_choice/`, { choice: 'ROCK' }, a.access)).status).toBe(200);
    expect((await t.api.post(`/games/${game.id}/submit_choice/`, { choice: 'SCISSORS' }, b.access)).status).toBe(200);
    return { id, matchId: match.id as number, gameId: game.id as number, aIsPlayer1 };
  }

  it('lets an operator read the exact, ordered list of events a tournament and a withdrawal raised', async () => {
    const a = await registerPlayer(t.api, 'opsa');
    await verifyEmailOf(t, a);
    const b = await registerPlayer(t.api, 'opsb');
    const since = new Date().toISOString();
    expect((await t.api.post('/economy/wallet/deposit/', { amount: '50.00' }, a.access)).status).toBe(200);
    expect((await t.api.post('/economy/wallet/deposit/', { amount: '50.00' }, b.access)).status).toBe(200);
    const { id, matchId, gameId } = await playBlitzFinal(a, b);
    const withdrawal = await t.api.post(
      '/economy/wallet/withdraw/',
      { amount: '20.00', payment_method: 'PAYPAL', payment_details: 'a@example.com' },
      a.access,
    );
    expect(withdrawal.status).toBe(201);
    const approve = await t.api.post(
      `/admin/withdrawals/${withdrawal.body.withdrawal.id}/approve/`,
      { admin_notes: 'ok', payout_reference: 'PAYID-OPS' },
      admin.access,
    );
    expect(approve.status).toBe(200);

    const log = await events(`since=${encodeURIComponent(since)}&limit=200`);
    expect(log.status).toBe(200);
    const chronological = [...log.body.results].reverse();
    const summary = chronological.map(
      (e: { type: string; aggregate_type: string; aggregate_id: string; user: { id: number } | null }) => [
        e.type,
        e.aggregate_type,
        e.aggregate_id,
        e.user?.id ?? null,
      ],
    );
    const w = String(withdrawal.body.withdrawal.id);
    expect(summary).toEqual([
      ['DepositMade', 'wallet', String(a.id), a.id],
      ['DepositMade', 'wallet', String(b.id), b.id],
      ['TournamentCreated', 'tournament', String(id), a.id],
      ['PlayerJoinedTournament', 'tournament', String(id), a.id],
      ['PlayerJoinedTournament', 'tournament', String(id), b.id],
      ['TournamentStarted', 'tournament', String(id), b.id],
      ['MatchStarted', 'match', String(matchId), null],
      ['MoveSubmitted', 'game', String(gameId), a.id],
      ['MoveSubmitted', 'game', String(gameId), b.id],
      ['GameCompleted', 'game', String(gameId), null],
      ['MatchCompleted', 'match', String(matchId), null],
      ['TournamentCompleted', 'tournament', String(id), a.id],
      ['PrizePaid', 'tournament', String(id), a.id],
      ['WithdrawalRequested', 'withdrawal', w, a.id],
      ['WithdrawalApproved', 'withdrawal', w, admin.id],
    ]);
    expect(chronological.every((e: { occurred_at: string }) => !Number.isNaN(Date.parse(e.occurred_at)))).toBe(true);
    expect(chronological[0].user.username).toBe(a.username);

    // One click from the tournament shows its events only.
    const ofTournament = await events(`aggregate_type=tournament&aggregate_id=${id}`);
    expect(ofTournament.body.results.map((e: { type: string }) => e.type).reverse()).toEqual([
      'TournamentCreated',
      'PlayerJoinedTournament',
      'PlayerJoinedTournament',
      'TournamentStarted',
      'TournamentCompleted',
      'PrizePaid',
    ]);
  });

  it('never puts a hidden choice into an event payload before the game completes', async () => {
    const a = await registerPlayer(t.api, 'hida');
    const b = await registerPlayer(t.api, 'hidb');
    await t.api.post('/economy/wallet/deposit/', { amount: '10.00' }, a.access);
    await t.api.post('/economy/wallet/deposit/', { amount: '10.00' }, b.access);
    const { gameId } = await playBlitzFinal(a, b);
    const moves = await events(`type=MoveSubmitted&aggregate_id=${gameId}`);
    expect(moves.body.results).toHaveLength(2);
    for (const move of moves.body.results) {
      expect(JSON.stringify(move.payload)).not.toMatch(/ROCK|PAPER|SCISSORS|SPOCK|LIZARD|choice/i);
    }
    const completed = await events(`type=GameCompleted&aggregate_id=${gameId}`);
    expect(completed.body.results[0].payload).toMatchObject({
      player1Choice: expect.any(String),
      player2Choice: expect.any(String),
    });
  });

  it('filters by type, user and time range, and pages with a cursor', async () => {
    const p = await registerPlayer(t.api, 'page');
    for (let i = 0; i < 5; i++) await t.api.post('/economy/wallet/deposit/', { amount: '1.00' }, p.access);
    const first = await events(`user=${p.id}&type=DepositMade&limit=2`);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.next_cursor).toEqual(String(first.body.results[1].id));
    const second = await events(`user=${p.id}&type=DepositMade&limit=2&cursor=${first.body.next_cursor}`);
    const third = await events(`user=${p.id}&type=DepositMade&limit=2&cursor=${second.body.next_cursor}`);
    const ids = [...first.body.results, ...second.body.results, ...third.body.results].map((e: { id: number }) => e.id);
    expect(ids).toHaveLength(5);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect(third.body.next_cursor).toBeNull();
    const future = await events(
      `user=${p.id}&since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
    );
    expect(future.body.results).toEqual([]);
    const bad = await events('limit=0&cursor=abc&since=yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['cursor', 'limit', 'since']);
  });

  it('takes times up to the end of 9999 and refuses later or earlier ones with field errors (issue 30 §4)', async () => {
    const edges = await events(`since=1970-01-01T00:00:00Z&until=${encodeURIComponent('9999-12-31T23:59:59.999Z')}`);
    expect(edges.status).toBe(200);
    for (const query of [
      'until=10000-01-01T00:00:00Z',
      `until=${encodeURIComponent('9999-12-31T23:00:00-05:00')}`,
      'since=1969-12-31T23:59:59Z',
      `since=${encodeURIComponent('+275760-09-13T00:00:00Z')}`,
    ]) {
      const res = await events(query);
      expect([query, res.status, Object.keys(res.body)]).toEqual([query, 400, [query.split('=')[0]]]);
    }
  });

  it('is for admins only', async () => {
    const player = await registerPlayer(t.api, 'nosy');
    expect((await t.api.get('/admin/events/', player.access)).status).toBe(403);
    expect((await t.api.get('/admin/users/', player.access)).status).toBe(403);
    expect((await t.api.get('/admin/events/')).status).toBe(401);
  });

  it('searches users and shows one user with wallet, transactions, withdrawals and tournaments', async () => {
    const p = await registerPlayer(t.api, 'findme');
    await t.api.post('/economy/wallet/deposit/', { amount: '25.00' }, p.access);
    const found = await t.api.get(`/admin/users/?search=${p.username.slice(0, 10)}`, admin.access);
    expect(found.status).toBe(200);
    expect(found.body.results.map((u: { id: number }) => u.id)).toContain(p.id);
    const detail = await t.api.get(`/admin/users/${p.id}/`, admin.access);
    expect(detail.status).toBe(200);
    expect(detail.body.user).toMatchObject({
      id: p.id,
      username: p.username,
      wallet_balance: '25.00',
      is_blocked: false,
    });
    expect(detail.body.wallet).toEqual({ balance: '25.00' });
    expect(detail.body.transactions).toHaveLength(1);
    expect(detail.body.withdrawals).toEqual([]);
    expect(detail.body.tournaments).toEqual([]);
    expect((await t.api.get('/admin/users/999999/', admin.access)).status).toBe(404);
    expect((await t.api.get('/admin/users/abc/', admin.access)).status).toBe(404);
  });

  it('blocks a user: tokens refused, login refused with a clear message, no joining; unblocking restores', async () => {
    const p = await registerPlayer(t.api, 'blockme');
    const host = await registerPlayer(t.api, 'host');
    await t.api.post('/economy/wallet/deposit/', { amount: '20.00' }, p.access);
    await t.api.post('/economy/wallet/deposit/', { amount: '20.00' }, host.access);
    const tournament = await t.api.post(
      '/tournaments/',
      { name: 'Open', entry_fee: '5.00', max_players: 4 },
      host.access,
    );

    const blocked = await t.api.post(`/admin/users/${p.id}/block/`, {}, admin.access);
    expect(blocked.status).toBe(200);
    expect(blocked.body.user.is_blocked).toBe(true);

    const profile = await t.api.get('/accounts/profile/', p.access);
    expect(profile.status).toBe(401);
    expect(profile.body.detail).toMatch(/blocked/);
    expect((await t.api.post(`/tournaments/${tournament.body.id}/join/`, {}, p.access)).status).toBe(401);
    expect((await t.api.post('/economy/wallet/deposit/', { amount: '1.00' }, p.access)).status).toBe(401);
    expect((await t.api.post('/auth/token/refresh/', { refresh: p.refresh })).status).toBe(401);
    const login = await t.api.post('/accounts/login/', { username: p.username, password: p.password });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      error: 'This account has been blocked. Please contact support.',
      code: 'account_blocked',
    });
    const blockEvents = await events(`type=UserBlocked&aggregate_id=${p.id}`);
    expect(blockEvents.body.results[0]).toMatchObject({ user: { id: admin.id }, payload: { blocked: true } });

    expect((await t.api.post(`/admin/users/${admin.id}/block/`, {}, admin.access)).status).toBe(400);

    await t.api.post(`/admin/users/${p.id}/unblock/`, {}, admin.access);
    const again = await t.api.post('/accounts/login/', { username: p.username, password: p.password });
    expect(again.status).toBe(200);
    expect((await t.api.post(`/tournaments/${tournament.body.id}/join/`, {}, again.body.tokens.access)).status).toBe(
      200,
    );
  });
});
