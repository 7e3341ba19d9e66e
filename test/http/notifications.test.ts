import { eventually } from '../support/eventually.js';
import { inbox, matchOf, noticeOf, startedDuel, winMatch, type Notice } from '../support/notification-helpers.js';
import { closeAll } from '../support/teardown.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { countRows, join } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

const CHOICE_WORDS = /ROCK|PAPER|SCISSORS|SPOCK|LIZARD/i;

/** The player's inbox, over HTTP: what each event posts, read state, paging, and whose rows a player reaches. */
describe('GET /api/notifications/ and POST /api/notifications/read/', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it('tells both players their match started, naming the opponent and linking the match, and never a move', async () => {
    const { a, b, matchId } = await startedDuel(t, 'Start Cup');
    const [forA] = await noticeOf(t, a, 'match_started');
    const [forB] = await noticeOf(t, b, 'match_started');
    expect(forA).toMatchObject({
      title: `Your match against ${b.username} has started`,
      text: 'Start Cup · Final: your move.',
      link: `/match/${matchId}`,
      amount: null,
      read: false,
      read_at: null,
    });
    expect(forB.title).toBe(`Your match against ${a.username} has started`);
    // One player moved: nothing anyone's inbox says may carry it.
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: a.access })
    ).body;
    expect(
      (
        await t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'SPOCK' },
          token: a.access,
        })
      ).status,
    ).toBe(200);
    const page = await inbox(t, b);
    expect(JSON.stringify(page)).not.toMatch(CHOICE_WORDS);
    expect(page.unread).toBe(1);
  });

  it('posts the round, the next match and the prize of a 4-player cup, and no move in any of them', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => fixtures(t).player({ funds: '100.00', name: 'cup' })));
    const [creator, ...rest] = players;
    const cup = await fixtures(t).tournament({ by: creator, name: 'Four Cup', max_players: 4, entry_fee: '10.00' });
    for (const p of rest) expect((await join(t, p, cup.id)).status).toBe(200);
    // Round 1: each match's player1 beats player2.
    const roundOne = new Set<number>();
    for (const p of players) roundOne.add(await matchOf(t, p, cup.id, 1));
    const finalists = [];
    for (const matchId of roundOne) {
      const match = (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: creator.access }))
        .body;
      const winner = players.find((x) => x.id === match.player1)!;
      const loser = players.find((x) => x.id === match.player2)!;
      await winMatch(t, winner, loser, matchId);
      finalists.push(winner);
    }
    for (const p of players) {
      const [round] = await noticeOf(t, p, 'round_advanced');
      expect(round).toMatchObject({
        title: 'Four Cup: Final under way',
        text: 'All matches of Semi-Finals are decided: the bracket has moved on.',
        link: `/tournament/${cup.id}`,
      });
    }
    const finalId = await matchOf(t, finalists[0], cup.id, 2);
    const starts = await noticeOf(t, finalists[0], 'match_started', 2);
    expect(starts.map((n) => n.text)).toEqual(['Four Cup · Final: your move.', 'Four Cup · Semi-Finals: your move.']);
    expect(starts[0].link).toBe(`/match/${finalId}`);

    await winMatch(t, finalists[0], finalists[1], finalId);
    const [prize] = await noticeOf(t, finalists[0], 'prize_won');
    const detail = (
      await t.api.get('/api/tournaments/{id}', { params: { path: { id: cup.id } }, token: finalists[0].access })
    ).body;
    expect(prize).toMatchObject({
      title: 'You won Four Cup',
      text: `Champion! The prize of ${detail.prize_pool} is in your wallet.`,
      amount: detail.prize_pool,
      link: `/tournament/${cup.id}`,
    });
    // Only the champion is paid.
    expect((await inbox(t, finalists[1], { page_size: 100 })).results.some((n) => n.kind === 'prize_won')).toBe(false);
    // The semi-finals' losers were knocked out, told who beat them and where to follow the rest (issue 32 §5); the
    // finalists, placed and told with the prize, were not.
    for (const p of players) {
      const out = (await inbox(t, p, { page_size: 100 })).results.filter((n) => n.kind === 'knocked_out');
      if (finalists.includes(p)) {
        expect(out).toEqual([]);
        continue;
      }
      const [semi] = (
        await t.api.get('/api/tournaments/{id}/my_matches', { params: { path: { id: cup.id } }, token: p.access })
      ).body;
      expect(out).toEqual([
        expect.objectContaining({
          title: 'You were knocked out of Four Cup',
          text: `${semi.winner_username} won your Semi-Finals match. Follow the rest of the tournament from its page.`,
          link: `/tournament/${cup.id}`,
        }),
      ]);
    }
    for (const p of players) expect(JSON.stringify(await inbox(t, p, { page_size: 100 }))).not.toMatch(CHOICE_WORDS);
  });

  it('tells of refunds: a seat given back, and every seat of a cancelled tournament', async () => {
    const creator = await fixtures(t).player({ funds: '100.00', name: 'rc' });
    const leaver = await fixtures(t).player({ funds: '100.00', name: 'rl' });
    const stayer = await fixtures(t).player({ funds: '100.00', name: 'rs' });
    const cup = await fixtures(t).tournament({ by: creator, name: 'Refund Cup', max_players: 4, entry_fee: '12.50' });
    expect((await join(t, leaver, cup.id)).status).toBe(200);
    expect((await join(t, stayer, cup.id)).status).toBe(200);
    expect(
      (await t.api.post('/api/tournaments/{id}/leave', { params: { path: { id: cup.id } }, token: leaver.access }))
        .status,
    ).toBe(200);
    const [left] = await noticeOf(t, leaver, 'refund');
    expect(left).toMatchObject({
      title: 'Entry fee refunded',
      text: 'You left Refund Cup: 12.50 is back in your wallet.',
      amount: '12.50',
      link: '/wallet',
    });
    expect(
      (await t.api.post('/api/tournaments/{id}/cancel', { params: { path: { id: cup.id } }, token: creator.access }))
        .status,
    ).toBe(200);
    for (const p of [creator, stayer]) {
      const [refund] = await noticeOf(t, p, 'refund');
      expect(refund.text).toBe('Refund Cup was cancelled: 12.50 is back in your wallet.');
    }
    // The leaver's seat was refunded once, when they left.
    expect((await inbox(t, leaver)).results.filter((n) => n.kind === 'refund')).toHaveLength(1);
  });

  it("tells of a withdrawal's approval, its rejection and an approved cancellation", async () => {
    const player = await fixtures(t).player({ funds: '1500.00', name: 'wd', verified: true });
    const admin = await fixtures(t).admin();
    const request = async (amount: string) => {
      const res = await t.api.post('/api/economy/wallet/withdraw', {
        body: { amount, payment_method: 'PAYPAL', payment_details: 'me@example.com' },
        token: player.access,
      });
      expect(res.status).toBe(201);
      return res.body.withdrawal.id as number;
    };
    const approved = await request('1200.00');
    // Over 1,000.00 two admins approve (issue 30 §3): the first approval tells the player nothing yet.
    expect(
      (
        await t.api.post('/api/admin/withdrawals/{id}/approve', {
          params: { path: { id: approved } },
          body: {},
          token: admin.access,
        })
      ).status,
    ).toBe(200);
    const second = await fixtures(t).admin();
    const reference = { payout_reference: 'PAYID-NOTICE' };
    expect(
      (
        await t.api.post('/api/admin/withdrawals/{id}/approve', {
          params: { path: { id: approved } },
          body: reference,
          token: second.access,
        })
      ).status,
    ).toBe(200);
    const rejected = await request('20.00');
    expect(
      (
        await t.api.post('/api/admin/withdrawals/{id}/reject', {
          params: { path: { id: rejected } },
          body: {},
          token: admin.access,
        })
      ).status,
    ).toBe(200);
    const cancelled = await request('30.00');
    const asked = await t.api.post('/api/economy/wallet/request_cancellation', {
      body: { withdrawal_id: cancelled, reason: 'CHANGED_MIND' },
      token: player.access,
    });
    expect(asked.status).toBe(200);
    expect(
      (
        await t.api.post('/api/admin/withdrawals/{id}/approve_cancellation', {
          params: { path: { id: cancelled } },
          body: {},
          token: admin.access,
        })
      ).status,
    ).toBe(200);
    const [ok] = await noticeOf(t, player, 'withdrawal_approved');
    expect(ok).toMatchObject({
      title: 'Withdrawal approved',
      text: 'Your withdrawal of 1,200.00 is approved: the funds will arrive soon.',
      amount: null,
      link: '/wallet',
    });
    const [no] = await noticeOf(t, player, 'withdrawal_rejected');
    expect(no).toMatchObject({ title: 'Withdrawal rejected', amount: '20.00' });
    const [back] = await noticeOf(t, player, 'refund');
    expect(back).toMatchObject({ title: 'Withdrawal cancelled', amount: '30.00' });
  });

  it('marks read the listed ids or all, and counts what is unread', async () => {
    const { a, b } = await startedDuel(t, 'Read Cup');
    await noticeOf(t, a, 'match_started');
    const second = await startedDuel(t, 'Read Cup 2');
    // A second match for `a`: a seat in another duel as its second player.
    const cup = await fixtures(t).tournament({ by: second.a, name: 'Read Cup 3', max_players: 2, game_mode: 'BLITZ' });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '50.00' }, token: a.access });
    expect((await join(t, a, cup.id)).status).toBe(200);
    const [newest, oldest] = await noticeOf(t, a, 'match_started', 2);
    expect((await inbox(t, a)).unread).toBe(2);

    const one = await t.api.post('/api/notifications/read', { body: { ids: [newest.id] }, token: a.access });
    expect(one.status).toBe(200);
    expect(one.body).toEqual({ unread: 1 });
    let page = await inbox(t, a);
    expect(page.unread).toBe(1);
    const readOne = page.results.find((n) => n.id === newest.id)!;
    expect(readOne.read).toBe(true);
    expect(Date.parse(readOne.read_at!)).not.toBeNaN();
    // Again: nothing changes, not even the time it was read.
    expect((await t.api.post('/api/notifications/read', { body: { ids: [newest.id] }, token: a.access })).body).toEqual(
      { unread: 1 },
    );
    expect((await inbox(t, a)).results.find((n) => n.id === newest.id)!.read_at).toBe(readOne.read_at);

    expect((await t.api.post('/api/notifications/read', { body: { ids: 'all' }, token: a.access })).body).toEqual({
      unread: 0,
    });
    page = await inbox(t, a);
    expect(page.unread).toBe(0);
    expect(page.results.find((n) => n.id === oldest.id)!.read).toBe(true);
    // b's inbox is b's own: untouched by a's "all".
    expect((await inbox(t, b)).unread).toBe(1);
  });

  it("neither shows nor marks someone else's notifications, and writes nothing when one id is not yours", async () => {
    const { a, b } = await startedDuel(t, 'Mine Cup');
    const [mine] = await noticeOf(t, a, 'match_started');
    const [theirs] = await noticeOf(t, b, 'match_started');
    expect((await inbox(t, a)).results.map((n) => n.id)).not.toContain(theirs.id);
    const refused = await t.api.post('/api/notifications/read', {
      body: { ids: [mine.id, theirs.id] },
      token: a.access,
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ detail: 'Notification not found.', code: 'not_found' });
    // All or nothing: a's own id stayed unread too, and b's is untouched.
    expect((await inbox(t, a)).unread).toBe(1);
    expect((await inbox(t, b)).unread).toBe(1);
    expect(
      (await t.api.post('/api/notifications/read', { body: { ids: [2_000_000_000] }, token: a.access })).status,
    ).toBe(404);
    const stranger = await fixtures(t).player({ name: 'nx' });
    expect(await inbox(t, stranger)).toEqual({ count: 0, next: null, previous: null, unread: 0, results: [] });
  });

  it('refuses malformed bodies with 400 and anonymous callers with 401', async () => {
    const player = await fixtures(t).player({ name: 'nbad' });
    for (const body of [{}, { ids: [] }, { ids: 'some' }, { ids: [0] }, { ids: [1.5] }, { ids: ['1'] }, { ids: 7 }]) {
      const res = await t.api.raw('POST', '/api/notifications/read/', { body: body, token: player.access });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ ids: [expect.any(String)] });
    }
    const many = await t.api.post('/api/notifications/read', {
      body: { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      token: player.access,
    });
    expect(many.status).toBe(400);
    expect((await t.api.get('/api/notifications')).status).toBe(401);
    expect((await t.api.post('/api/notifications/read', { body: { ids: 'all' } })).status).toBe(401);
    expect(
      (await t.api.get('/api/notifications', { params: { query: { page: 0 } }, token: player.access })).status,
    ).toBe(400);
  });

  it('pages the inbox newest first, with links to the neighbours and the unread count of all of it', async () => {
    const { a } = await startedDuel(t, 'Page Cup');
    await noticeOf(t, a, 'match_started');
    // Three more notices: refunds of three seats a gives back.
    for (const name of ['P1', 'P2', 'P3']) {
      const other = await fixtures(t).player({ funds: '50.00', name: 'pg' });
      const cup = await fixtures(t).tournament({ by: other, name, max_players: 4 });
      await t.api.post('/api/economy/wallet/deposit', { body: { amount: '10.00' }, token: a.access });
      expect((await join(t, a, cup.id)).status).toBe(200);
      expect(
        (await t.api.post('/api/tournaments/{id}/leave', { params: { path: { id: cup.id } }, token: a.access })).status,
      ).toBe(200);
    }
    await noticeOf(t, a, 'refund', 3);
    const first = await inbox(t, a, { page_size: 3 });
    expect(first.count).toBe(4);
    expect(first.unread).toBe(4);
    expect(first.results.map((n) => n.text)).toEqual([
      'You left P3: 10.00 is back in your wallet.',
      'You left P2: 10.00 is back in your wallet.',
      'You left P1: 10.00 is back in your wallet.',
    ]);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/notifications?page_size=3&page=2');
    const second = await inbox(t, a, { page_size: 3, page: 2 });
    expect(second.results.map((n: Notice) => n.kind)).toEqual(['match_started']);
    expect(second.unread).toBe(4);
    expect(second.next).toBeNull();
  });

  it('posts once per event and player when the relay delivers an event again', async () => {
    const { a, matchId } = await startedDuel(t, 'Again Cup');
    await noticeOf(t, a, 'match_started');
    const [event] = await t.sql<{ id: string }>(
      "SELECT id FROM domain_events WHERE type = 'MatchStarted' AND aggregate_id = $1",
      [String(matchId)],
    );
    // Owed again to every listener of its type, as an event the relay has not yet handled is.
    await t.sql(
      `UPDATE domain_events SET dispatched_at = NULL,
              pending_listeners = (SELECT array_agg(listener) FROM event_listeners WHERE event_type = type)
        WHERE id = $1`,
      [event.id],
    );
    // The positive marker: the relay's sweep has handled it again.
    await eventually(
      () =>
        t.sql<{ dispatched_at: string | null }>('SELECT dispatched_at FROM domain_events WHERE id = $1', [event.id]),
      { until: ([row]) => row.dispatched_at !== null, timeout: 15_000 },
    );
    expect(await countRows(t, 'notifications', 'event_id = $1', [event.id])).toBe(2);
  });
});
