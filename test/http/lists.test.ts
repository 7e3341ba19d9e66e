import { request } from 'node:http';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { fund } from '../support/tournament-helpers.js';
import { closeAll } from '../support/teardown.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { fixtures } from '../support/fixtures.js';

interface Row {
  id: number;
}

/**
 * Every list that can grow answers pages ({count, next, previous, results}), so one account flooding a list
 * cannot push everyone else's rows out of reach. The caps are raised here: the flood is what is being tested.
 */
describe('Paginated lists over HTTP', () => {
  let t: TestApp;
  let admin: Player;
  let flooder: Player;
  let other: Player;
  let othersTournament: number;

  const ids = (body: { results: Row[] }) => body.results.map((r) => r.id);

  beforeAll(async () => {
    t = await startTestApp({ MAX_OPEN_TOURNAMENTS_PER_USER: '1000', MAX_PENDING_WITHDRAWALS_PER_USER: '1000' });
    admin = await fixtures(t).admin();
    other = await fixtures(t).player({ funds: '100.00', name: 'patient' });
    othersTournament = (await fixtures(t).tournament({ by: other, name: 'Before the flood', entry_fee: '1.00' })).id;
    flooder = await fixtures(t).player({ funds: '500.00', name: 'flood' });
    for (let i = 0; i < 45; i++) await fixtures(t).tournament({ by: flooder, name: `Flood ${i}`, entry_fee: '1.00' });
  });

  afterAll(async () => {
    await closeAll(t);
  });

  describe('tournaments', () => {
    it('pages the list with links that keep the other query parameters, and reaches a tournament a flood buried', async () => {
      const first = await t.api.get('/api/tournaments', {
        params: { query: { status: 'PENDING,ACTIVE' } },
        token: other.access,
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        count: 46,
        next: '/api/tournaments?status=PENDING%2CACTIVE&page=2&page_size=20',
        previous: null,
        results: expect.any(Array),
      });
      expect(first.body.results).toHaveLength(20);
      expect(ids(first.body)).not.toContain(othersTournament);

      const seen: number[] = [];
      let next: string | null = '/api/tournaments/?status=PENDING%2CACTIVE';
      let pages = 0;
      while (next) {
        const page: { status: number; body: { results: Row[]; next: string | null } } = await t.api.raw('GET', next, {
          token: other.access,
        });
        expect(page.status).toBe(200);
        seen.push(...ids(page.body));
        next = page.body.next;
        pages++;
      }
      expect(pages).toBe(3);
      // Every row once, newest first: the order is total.
      expect(seen).toHaveLength(46);
      expect(new Set(seen).size).toBe(46);
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
      expect(seen[seen.length - 1]).toBe(othersTournament);

      const last = await t.api.get('/api/tournaments', {
        params: { query: { status: 'PENDING,ACTIVE', page: 3 } },
        token: other.access,
      });
      expect(last.body).toMatchObject({
        count: 46,
        next: null,
        previous: '/api/tournaments?status=PENDING%2CACTIVE&page=2&page_size=20',
      });
      expect(ids(last.body)).toHaveLength(6);
    });

    it('answers a page size of up to 100, and a page past the end with no results and the true count', async () => {
      const big = await t.api.get('/api/tournaments', { params: { query: { page_size: 100 } }, token: other.access });
      expect(big.body).toMatchObject({ count: 46, next: null, previous: null });
      expect(big.body.results).toHaveLength(46);
      const past = await t.api.get('/api/tournaments', {
        params: { query: { page: 9, page_size: 10 } },
        token: other.access,
      });
      expect(past.status).toBe(200);
      expect(past.body).toEqual({
        count: 46,
        next: null,
        previous: '/api/tournaments?page=5&page_size=10',
        results: [],
      });
    });

    it('pages available and my_tournaments the same way', async () => {
      const available = await t.api.get('/api/tournaments/available', {
        params: { query: { page_size: 5, page: 2 } },
        token: other.access,
      });
      expect(available.body).toMatchObject({
        count: 45,
        next: '/api/tournaments/available?page_size=5&page=3',
        previous: '/api/tournaments/available?page_size=5&page=1',
      });
      expect(available.body.results).toHaveLength(5);
      const mine = await t.api.get('/api/tournaments/my_tournaments', { token: flooder.access });
      expect(mine.body).toMatchObject({
        count: 45,
        next: '/api/tournaments/my_tournaments?page=2&page_size=20',
        previous: null,
      });
      const othersMine = await t.api.get('/api/tournaments/my_tournaments', { token: other.access });
      expect(othersMine.body).toEqual({
        count: 1,
        next: null,
        previous: null,
        results: [expect.objectContaining({ id: othersTournament })],
      });
    });

    it("says each tournament's kind, filters by kind, and never lists or counts a challenge", async () => {
      const all = await t.api.get('/api/tournaments', { params: { query: { page_size: 100 } }, token: other.access });
      expect(all.body.count).toBe(46);
      expect(new Set(all.body.results.map((r: { kind: string }) => r.kind))).toEqual(new Set(['PLAYER']));
      // A challenge between two players (issue 33 §1), as its own path will store one: the status counters count it.
      const [challenge] = await t.sql<{ id: number }>(
        `INSERT INTO tournaments (name, entry_fee, max_players, game_mode, move_timeout, payouts, rake_percent, rake,
                                  prize_pool, total_rounds, created_by, registration_closes_at, kind)
         SELECT 'Private', entry_fee, max_players, game_mode, move_timeout, payouts, rake_percent, rake, prize_pool,
                total_rounds, created_by, registration_closes_at, 'CHALLENGE'
           FROM tournaments WHERE id = $1
         RETURNING id`,
        [othersTournament],
      );
      const [counted] = await t.sql<{ n: string }>(
        `SELECT tournaments AS n FROM tournament_status_counts WHERE status = 'PENDING' AND kind = 'CHALLENGE'`,
      );
      expect(counted.n).toBe('1');
      const lists = [
        await t.api.get('/api/tournaments', { params: { query: { page_size: 100 } }, token: other.access }),
        await t.api.get('/api/tournaments', { params: { query: { status: 'PENDING' } }, token: other.access }),
        await t.api.get('/api/tournaments/available', { params: { query: { page_size: 100 } }, token: admin.access }),
      ];
      for (const list of lists) {
        expect(list.body.count).toBe(46);
        expect(list.body.results.map((r: { id: number }) => r.id)).not.toContain(challenge.id);
      }
      const player = await t.api.get('/api/tournaments', {
        params: { query: { kind: 'player' } },
        token: other.access,
      });
      expect(player.body.count).toBe(46);
      for (const path of ['/api/tournaments', '/api/tournaments/available'] as const) {
        const house = await t.api.get(path, {
          params: { query: { kind: 'SIT_AND_GO,SCHEDULED' } },
          token: admin.access,
        });
        expect(house.body).toEqual({ count: 0, next: null, previous: null, results: [] });
        const refused = await t.api.raw('GET', `${path}/?kind=CHALLENGE`, { token: admin.access });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ kind: ['Choose one or more of: PLAYER, SIT_AND_GO, SCHEDULED.'] });
      }
    });

    it('narrows the lobby to an entry fee range and a pace, counted as listed, with the filters kept in the links', async () => {
      const maker = await fixtures(t).player({ funds: '100.00', name: 'terms' });
      const slow = await fixtures(t).tournament({ by: maker, name: 'Slow', entry_fee: '7.50', move_timeout: 3600 });
      const dear = await fixtures(t).tournament({ by: maker, name: 'Dear', entry_fee: '20.00', move_timeout: 300 });
      const query = { entry_fee_min: '5', entry_fee_max: '10.00', page_size: 1 };
      const ranged = await t.api.get('/api/tournaments', { params: { query }, token: other.access });
      expect(ranged.body).toEqual({
        count: 1,
        next: null,
        previous: null,
        results: [expect.objectContaining({ id: slow.id, entry_fee: '7.50' })],
      });
      const paced = await t.api.get('/api/tournaments/available', {
        params: { query: { move_timeout: 300, page_size: 100 } },
        token: other.access,
      });
      expect(paced.body.results.map((r: { id: number }) => r.id)).toEqual([dear.id]);
      expect(paced.body.count).toBe(1);
      // Every flood tournament costs 1.00 at the default clock: a page of them keeps the filter in its link.
      const cheap = await t.api.get('/api/tournaments', {
        params: { query: { entry_fee_max: '1', move_timeout: 60, page_size: 20 } },
        token: other.access,
      });
      expect(cheap.body.count).toBe(46);
      expect(cheap.body.next).toBe('/api/tournaments?entry_fee_max=1&move_timeout=60&page_size=20&page=2');
      for (const bad of ['entry_fee_min=abc', 'entry_fee_max=1.234', 'move_timeout=61', 'move_timeout=1e3']) {
        const refused = await t.api.raw('GET', `/api/tournaments/?${bad}`, { token: other.access });
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body as object)).toEqual([bad.split('=')[0]]);
      }
      for (const id of [slow.id, dear.id])
        await t.api.post('/api/tournaments/{id}/cancel', { params: { path: { id } }, token: maker.access });
    });

    it('never builds a link from the Host header', async () => {
      // fetch will not send a forged Host; node:http will.
      const body = await new Promise<{ next: string }>((resolve, reject) => {
        const url = new URL(`${t.url}/api/tournaments/?page_size=10`);
        const headers = {
          authorization: `Bearer ${other.access}`,
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
        };
        request({ hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(JSON.parse(text)));
        })
          .on('error', reject)
          .end();
      });
      expect(body.next).toBe('/api/tournaments/?page_size=10&page=2');
    });
  });

  describe('malformed page parameters', () => {
    const lists = [
      '/tournaments/',
      '/tournaments/available/',
      '/tournaments/my_tournaments/',
      '/accounts/leaderboard/',
      '/admin/withdrawals/',
      '/admin/users/',
    ];

    it.each(lists)('%s refuses a bad page or page_size with 400 naming the field', async (path) => {
      for (const value of ['0', '-1', 'abc', '1.5', '']) {
        const page = await t.api.raw('GET', `/api${path}?page=${value}`, { token: admin.access });
        expect([value, page.status, page.body]).toEqual([value, 400, { page: [expect.any(String)] }]);
      }
      for (const value of ['0', '-1', 'abc', '101', '1.5']) {
        const size = await t.api.raw('GET', `/api${path}?page_size=${value}`, { token: admin.access });
        expect([value, size.status, size.body]).toEqual([value, 400, { page_size: [expect.any(String)] }]);
      }
      expect((await t.api.raw('GET', `/api${path}?page=1&page=2`, { token: admin.access })).status).toBe(400);
      const ok = await t.api.raw('GET', `/api${path}?page=1&page_size=100`, { token: admin.access });
      expect(ok.status).toBe(200);
      expect(Object.keys(ok.body)).toEqual(expect.arrayContaining(['count', 'next', 'previous', 'results']));
    });
  });

  describe('leaderboard', () => {
    it('pages the ranking, keeps sort_by and order in the links, and carries the viewer even when off the page', async () => {
      const players: Player[] = [];
      for (let i = 0; i < 7; i++) players.push(await fixtures(t).player({ name: 'rank' }));
      // Wins 7, 6, ... 1: the last player ranks 7th of the seven.
      for (const [i, p] of players.entries())
        await t.sql('UPDATE users SET wins = $1, losses = 1 WHERE id = $2', [7 - i, p.id]);
      const viewer = players[6];
      const res = await t.api.get('/api/accounts/leaderboard', {
        params: { query: { sort_by: 'wins', order: 'desc', page_size: 3 } },
        token: viewer.access,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        count: 7,
        next: '/api/accounts/leaderboard?sort_by=wins&order=desc&page_size=3&page=2',
        previous: null,
      });
      expect(res.body.results.map((r: { id: number; rank: number }) => [r.id, r.rank])).toEqual([
        [players[0].id, 1],
        [players[1].id, 2],
        [players[2].id, 3],
      ]);
      expect(res.body.me).toEqual({
        ...res.body.me,
        id: viewer.id,
        rank: 7,
        username: viewer.username,
        wins: 1,
        losses: 1,
        games_played: 2,
      });
      const second = await t.api.raw('GET', res.body.next, { token: viewer.access });
      expect(second.body.results.map((r: { rank: number }) => r.rank)).toEqual([4, 5, 6]);
      // In the other order the viewer is first.
      const ascending = await t.api.get('/api/accounts/leaderboard', {
        params: { query: { sort_by: 'wins', order: 'asc', page_size: 3 } },
        token: viewer.access,
      });
      expect(ascending.body.me).toMatchObject({ id: viewer.id, rank: 1 });
      expect(ascending.body.results[0]).toEqual(ascending.body.me);
      // A player without a finished match is not ranked.
      expect((await t.api.get('/api/accounts/leaderboard', { token: flooder.access })).body.me).toBeNull();
    });

    it("answers the whole board's totals for the summary cards, the same on every page", async () => {
      const winners: Player[] = [];
      for (let i = 0; i < 4; i++) winners.push(await fixtures(t).player({ name: 'tot' }));
      for (const [i, p] of winners.entries())
        await t.sql('UPDATE users SET wins = $1, losses = 1, money_won = $2 WHERE id = $3', [
          i + 1,
          1250 * (i + 1),
          p.id,
        ]);
      const [board] = await t.sql<{ games: string; prize: string }>(
        "SELECT sum(wins) AS games, sum(money_won) AS prize FROM users WHERE role = 'PLAYER' AND wins + losses > 0",
      );
      const expected = { games: Number(board.games), prize_money: (Number(board.prize) / 100).toFixed(2) };
      const first = await t.api.get('/api/accounts/leaderboard', {
        params: { query: { page_size: 2 } },
        token: winners[0].access,
      });
      const last = await t.api.get('/api/accounts/leaderboard', {
        params: { query: { page_size: 2, page: Math.ceil(first.body.count / 2) } },
        token: winners[0].access,
      });
      expect(first.body.totals).toEqual(expected);
      expect(last.body.totals).toEqual(expected);
      // More than the two rows in view: the cards no longer add up one page.
      expect(expected.games).toBeGreaterThan(
        first.body.results.reduce((sum: number, r: { wins: number }) => sum + r.wins, 0),
      );
    });
  });

  describe('admin withdrawals', () => {
    it('puts the oldest pending request first however many newer ones one player files, and pages the rest', async () => {
      const early = await fixtures(t).player({ name: 'early' });
      await fund(t, early.id, '50.00');
      await verifyEmailOf(t, early);
      const first = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '20.00', payment_details: 'early@example.com' },
        token: early.access,
      });
      expect(first.status).toBe(201);
      const earlyId = first.body.withdrawal.id;
      const spammer = await fixtures(t).player({ name: 'spam' });
      await fund(t, spammer.id, '300.00');
      await verifyEmailOf(t, spammer);
      for (let i = 0; i < 25; i++) {
        expect(
          (
            await t.api.post('/api/economy/wallet/withdraw', {
              body: { amount: '10.00', payment_details: 'spam@example.com' },
              token: spammer.access,
            })
          ).status,
        ).toBe(201);
      }
      // One reviewed request, to see where decided ones go.
      const decided = await t.api.post('/api/admin/withdrawals/{id}/reject', {
        params: { path: { id: earlyId } },
        body: { admin_notes: 'test' },
        token: admin.access,
      });
      expect(decided.status).toBe(200);
      const second = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '10.00', payment_details: 'early@example.com' },
        token: early.access,
      });
      const secondId = second.body.withdrawal.id;

      const pending = await t.api.get('/api/admin/withdrawals', {
        params: { query: { status: 'PENDING' } },
        token: admin.access,
      });
      expect(pending.body).toMatchObject({
        count: 26,
        next: '/api/admin/withdrawals?status=PENDING&page=2&page_size=20',
        previous: null,
      });
      const pendingIds = ids(pending.body);
      expect(pendingIds).toEqual([...pendingIds].sort((a, b) => a - b));
      const rest = await t.api.get('/api/admin/withdrawals', {
        params: { query: { status: 'PENDING', page: 2 } },
        token: admin.access,
      });
      expect(ids(rest.body)).toHaveLength(6);
      expect(ids(rest.body)[5]).toBe(secondId);

      // No filter: pending oldest first, then the reviewed ones newest first.
      const all = await t.api.get('/api/admin/withdrawals', {
        params: { query: { page_size: 100 } },
        token: admin.access,
      });
      expect(all.body.count).toBe(27);
      expect(ids(all.body).slice(-1)).toEqual([earlyId]);
      expect(all.body.results.slice(0, 26).every((w: { status: string }) => w.status === 'PENDING')).toBe(true);
    });
  });

  describe('admin users', () => {
    it('pages the users newest first and keeps the search in the links', async () => {
      for (let i = 0; i < 3; i++) await fixtures(t).player({ name: 'pageme' });
      const res = await t.api.get('/api/admin/users', {
        params: { query: { search: 'pageme', page_size: 2 } },
        token: admin.access,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        count: 3,
        next: '/api/admin/users?search=pageme&page_size=2&page=2',
        previous: null,
      });
      const second = await t.api.get('/api/admin/users', {
        params: { query: { search: 'pageme', page_size: 2, page: 2 } },
        token: admin.access,
      });
      expect(second.body).toMatchObject({ count: 3, next: null });
      const all = [...ids(res.body), ...ids(second.body)];
      expect(all).toEqual([...all].sort((a, b) => b - a));
      expect(new Set(all).size).toBe(3);
    });
  });
});
