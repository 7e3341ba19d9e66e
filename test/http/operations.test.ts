import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { fixtures } from '../support/fixtures.js';

describe('Operations over HTTP', () => {
  let t: TestApp;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await t.close();
  });

  const events = (query: string) => t.api.raw('GET', `/api/admin/events/?${query}`, { token: admin.access });

  async function playBlitzFinal(a: Player, b: Player) {
    const created = await t.api.post('/api/tournaments', {
      body: { name: 'Ops Cup', entry_fee: '5.00', max_players: 2, game_mode: 'BLITZ' },
      token: a.access,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await t.api.post('/api/tournaments/{id}/join', { params: { path: { id } }, token: b.access })).status).toBe(
      200,
    );
    const [match] = (await t.api.get('/api/tournaments/{id}/my_matches', { params: { path: { id } }, token: a.access }))
      .body;
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: match.id } }, token: a.access })
    ).body;
    const aIsPlayer1 = match.player1 === a.id;
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'ROCK' },
          token: a.access,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'SCISSORS' },
          token: b.access,
        })
      ).status,
    ).toBe(200);
    return { id, matchId: match.id as number, gameId: game.id as number, aIsPlayer1 };
  }

  it('lets an operator read the exact, ordered list of events a tournament and a withdrawal raised', async () => {
    const a = await fixtures(t).player({ name: 'opsa', verified: true });
    const b = await fixtures(t).player({ name: 'opsb' });
    const since = new Date().toISOString();
    expect(
      (await t.api.post('/api/economy/wallet/deposit', { body: { amount: '50.00' }, token: a.access })).status,
    ).toBe(200);
    expect(
      (await t.api.post('/api/economy/wallet/deposit', { body: { amount: '50.00' }, token: b.access })).status,
    ).toBe(200);
    const { id, matchId, gameId } = await playBlitzFinal(a, b);
    const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '20.00', payment_method: 'PAYPAL', payment_details: 'a@example.com' },
      token: a.access,
    });
    expect(withdrawal.status).toBe(201);
    const approve = await t.api.post('/api/admin/withdrawals/{id}/approve', {
      params: { path: { id: withdrawal.body.withdrawal.id } },
      body: { admin_notes: 'ok', payout_reference: 'PAYID-OPS' },
      token: admin.access,
    });
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
    const a = await fixtures(t).player({ name: 'hida' });
    const b = await fixtures(t).player({ name: 'hidb' });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '10.00' }, token: a.access });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '10.00' }, token: b.access });
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
    const p = await fixtures(t).player({ name: 'page' });
    for (let i = 0; i < 5; i++)
      await t.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: p.access });
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
    const player = await fixtures(t).player({ name: 'nosy' });
    expect((await t.api.get('/api/admin/events', { token: player.access })).status).toBe(403);
    expect((await t.api.get('/api/admin/users', { token: player.access })).status).toBe(403);
    expect((await t.api.get('/api/admin/events')).status).toBe(401);
  });

  it('searches users and shows one user with wallet, transactions, withdrawals and tournaments', async () => {
    const p = await fixtures(t).player({ name: 'findme' });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '25.00' }, token: p.access });
    const found = await t.api.get('/api/admin/users', {
      params: { query: { search: p.username.slice(0, 10) } },
      token: admin.access,
    });
    expect(found.status).toBe(200);
    expect(found.body.results.map((u: { id: number }) => u.id)).toContain(p.id);
    const detail = await t.api.get('/api/admin/users/{id}', { params: { path: { id: p.id } }, token: admin.access });
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
    expect(
      (await t.api.get('/api/admin/users/{id}', { params: { path: { id: 999999 } }, token: admin.access })).status,
    ).toBe(404);
    expect((await t.api.raw('GET', '/api/admin/users/abc/', { token: admin.access })).status).toBe(404);
  });

  it('blocks a user: tokens refused, login refused with a clear message, no joining; unblocking restores', async () => {
    const p = await fixtures(t).player({ name: 'blockme' });
    const host = await fixtures(t).player({ name: 'host' });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '20.00' }, token: p.access });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '20.00' }, token: host.access });
    const tournament = await t.api.post('/api/tournaments', {
      body: { name: 'Open', entry_fee: '5.00', max_players: 4 },
      token: host.access,
    });

    const blocked = await t.api.post('/api/admin/users/{id}/block', {
      params: { path: { id: p.id } },
      token: admin.access,
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.user.is_blocked).toBe(true);

    const profile = await t.api.get('/api/accounts/profile', { token: p.access });
    expect(profile.status).toBe(401);
    expect(profile.body.detail).toMatch(/blocked/);
    expect(
      (
        await t.api.post('/api/tournaments/{id}/join', {
          params: { path: { id: tournament.body.id } },
          token: p.access,
        })
      ).status,
    ).toBe(401);
    expect(
      (await t.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: p.access })).status,
    ).toBe(401);
    expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: p.refresh } })).status).toBe(401);
    const login = await t.api.post('/api/accounts/login', { body: { username: p.username, password: p.password } });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      error: 'This account has been blocked. Please contact support.',
      code: 'account_blocked',
    });
    const blockEvents = await events(`type=UserBlocked&aggregate_id=${p.id}`);
    expect(blockEvents.body.results[0]).toMatchObject({ user: { id: admin.id }, payload: { blocked: true } });

    expect(
      (await t.api.post('/api/admin/users/{id}/block', { params: { path: { id: admin.id } }, token: admin.access }))
        .status,
    ).toBe(400);

    await t.api.post('/api/admin/users/{id}/unblock', { params: { path: { id: p.id } }, token: admin.access });
    const again = await t.api.post('/api/accounts/login', { body: { username: p.username, password: p.password } });
    expect(again.status).toBe(200);
    expect(
      (
        await t.api.post('/api/tournaments/{id}/join', {
          params: { path: { id: tournament.body.id } },
          token: again.body.tokens.access,
        })
      ).status,
    ).toBe(200);
  });
});
