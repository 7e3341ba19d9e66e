import { type Player } from '../support/api-client.js';
import { EventStreamReader, type StreamFrame } from '../support/event-stream.js';
import { eventually } from '../support/eventually.js';
import { join } from '../support/tournament-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

const CHOICE_WORDS = /ROCK|PAPER|SCISSORS|SPOCK|LIZARD/i;

/**
 * The live stream's contract over the real HTTP stack, on two instances sharing one database: a change made
 * through one instance reaches a stream held by the other, through PostgreSQL alone.
 */
describe('GET /api/stream/', () => {
  let a: TestApp;
  let b: TestApp;
  const open: EventStreamReader[] = [];

  async function stream(app: TestApp, player: Player): Promise<EventStreamReader> {
    const reader = await EventStreamReader.open(app.url, player.access);
    open.push(reader);
    expect(reader.status).toBe(200);
    // The first bytes arrive at once: the client knows the stream is up.
    await reader.waitFor((f) => f.comment === 'connected');
    return reader;
  }

  /**
   * Resolves once any notice a one-second pacer held when `marker` arrived has gone out: two heartbeats after the
   * marker. Heartbeats are written at least a second apart, and the first after the marker (frames arrive in the
   * order they were written), so the second is written after any window open at the marker has closed.
   */
  async function pastOneSecondWindow(reader: EventStreamReader, marker: StreamFrame): Promise<void> {
    const pingsAfter = () => reader.frames.slice(reader.frames.indexOf(marker) + 1).filter((f) => f.comment === 'ping');
    await eventually(() => pingsAfter().length >= 2, { timeout: 10_000, interval: 20, what: 'two heartbeats' });
  }

  beforeAll(async () => {
    const env = { STREAM_HEARTBEAT_SECONDS: '1' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((reader) => reader.close()));
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  it('answers 401 without a valid token, and never takes the token from the URL', async () => {
    const none = await EventStreamReader.open(a.url);
    expect(none.status).toBe(401);
    expect(JSON.parse(none.raw)).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
    const forged = await EventStreamReader.open(a.url, 'not.a.token');
    expect(forged.status).toBe(401);
    const player = await fixtures(a).player({ name: 'sq' });
    const viaQuery = await fetch(`${a.url}/api/stream/?token=${player.access}`);
    expect(viaQuery.status).toBe(401);
    await viaQuery.body?.cancel();
  });

  it('is an event stream that sends a comment heartbeat while idle', async () => {
    const player = await fixtures(a).player({ name: 'hb' });
    const reader = await stream(a, player);
    expect(reader.contentType).toMatch(/^text\/event-stream/);
    await reader.waitFor((f) => f.comment === 'ping', 3000);
  });

  it('sends `wallet` to the owner alone when their balance changes, from either instance', async () => {
    const owner = await fixtures(a).player({ name: 'wo' });
    const stranger = await fixtures(a).player({ name: 'ws' });
    const mine = await stream(b, owner);
    const theirs = await stream(b, stranger);
    expect(
      (await a.api.post('/api/economy/wallet/deposit', { body: { amount: '25.00' }, token: owner.access })).status,
    ).toBe(200);
    const notice = await mine.waitFor((f) => f.event === 'wallet');
    expect(notice.data).toEqual({});
    // The marker: the stranger's own deposit, later, does reach them; notices go out in the order of their events,
    // so the owner's would have come first.
    expect(
      (await a.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: stranger.access })).status,
    ).toBe(200);
    await theirs.waitFor((f) => f.event === 'wallet');
    expect(theirs.events('wallet')).toHaveLength(1);
  });

  it('sends `wallet` when an admin reviews the withdrawal', async () => {
    const owner = await fixtures(a).player({ funds: '50.00', name: 'wr', verified: true });
    const admin = await fixtures(a).admin();
    const made = await a.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '10.00', payment_method: 'PAYPAL', payment_details: 'me@example.com' },
      token: owner.access,
    });
    expect(made.status).toBe(201);
    const reader = await stream(b, owner);
    expect(
      (
        await a.api.post('/api/admin/withdrawals/{id}/approve', {
          params: { path: { id: made.body.withdrawal?.id ?? made.body.id } },
          body: { admin_notes: 'ok', payout_reference: 'PAYID-STREAM' },
          token: admin.access,
        })
      ).status,
    ).toBe(200);
    await reader.waitFor((f) => f.event === 'wallet');
  });

  it('sends `tournaments` to everyone when the public list changes, at most one a second', async () => {
    const creator = await fixtures(a).player({ funds: '100.00', name: 'tc' });
    const watcher = await fixtures(a).player({ name: 'tw' });
    const reader = await stream(b, watcher);
    for (let i = 0; i < 3; i++) await fixtures(a).tournament({ by: creator, name: `Burst ${i}` });
    await reader.waitFor((f) => f.event === 'tournaments');
    // The marker: the watcher's own deposit, later. Notices go out in the order of their events, so when it has
    // come every creation has reached the pacer; then whatever the pacer held goes out within its second.
    expect(
      (await a.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: watcher.access })).status,
    ).toBe(200);
    await pastOneSecondWindow(reader, await reader.waitFor((f) => f.event === 'wallet'));
    const times = reader.events('tournaments').map((f) => f.at);
    expect(times.length).toBeGreaterThanOrEqual(1);
    expect(times.length).toBeLessThanOrEqual(2);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(900);
    expect(reader.events('tournaments').every((f) => JSON.stringify(f.data) === '{}')).toBe(true);
  });

  it('sends `tournament` to seat holders only when a seat is taken', async () => {
    const creator = await fixtures(a).player({ funds: '100.00', name: 'sc' });
    const joiner = await fixtures(a).player({ funds: '100.00', name: 'sj' });
    const outsider = await fixtures(a).player({ name: 'so' });
    const tournament = await fixtures(a).tournament({ by: creator, max_players: 4 });
    const seated = await stream(b, creator);
    const outside = await stream(b, outsider);
    expect((await join(a, joiner, tournament.id)).status).toBe(200);
    // The creation's own notice may still be on its way when the stream opens: wait for the seat's.
    const notice = await seated.waitFor(
      (f) => f.event === 'tournament' && (f.data as { reason: string }).reason === 'seat_taken',
    );
    expect(notice.data).toEqual({ tournament_id: tournament.id, reason: 'seat_taken' });
    // The marker: a later notice of the outsider's own (their deposit) arrives; the seat's would have come first.
    expect(
      (await a.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: outsider.access })).status,
    ).toBe(200);
    await outside.waitFor((f) => f.event === 'wallet');
    expect(outside.events('tournament')).toHaveLength(0);
  });

  it('tells both players their match started, and carries a move across instances without its choice', async () => {
    const p1 = await fixtures(a).player({ funds: '100.00', name: 'm1' });
    const p2 = await fixtures(a).player({ funds: '100.00', name: 'm2' });
    const tournament = await fixtures(a).tournament({ by: p1, max_players: 2, game_mode: 'BLITZ' });
    const s1 = await stream(a, p1);
    const s2 = await stream(b, p2);
    expect((await join(a, p2, tournament.id)).status).toBe(200);

    const started = await s2.waitFor((f) => f.event === 'match' && (f.data as { reason: string }).reason === 'started');
    const { match_id: matchId } = started.data as { match_id: number };
    expect(started.data).toEqual({ match_id: matchId, tournament_id: tournament.id, reason: 'started' });
    await s1.waitFor((f) => f.event === 'match' && (f.data as { reason: string }).reason === 'started');
    await s1.waitFor((f) => f.event === 'tournament' && (f.data as { reason: string }).reason === 'started');

    const game = (
      await a.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: p1.access })
    ).body;
    // p1 moves on instance a; p2's stream is held by instance b.
    const sentAt = Date.now();
    expect(
      (
        await a.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'ROCK' },
          token: p1.access,
        })
      ).status,
    ).toBe(200);
    const moved = await s2.waitFor((f) => f.event === 'match' && (f.data as { reason: string }).reason === 'move_made');
    expect(moved.data).toEqual({ match_id: matchId, tournament_id: tournament.id, reason: 'move_made' });
    expect(moved.at - sentAt).toBeLessThan(3000);

    expect(
      (
        await b.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: game.id } },
          body: { choice: 'SCISSORS' },
          token: p2.access,
        })
      ).status,
    ).toBe(200);
    await s1.waitFor((f) => f.event === 'match' && (f.data as { reason: string }).reason === 'game_completed');
    await s1.waitFor((f) => f.event === 'match' && (f.data as { reason: string }).reason === 'completed');
    await s2.waitFor((f) => f.event === 'tournament' && (f.data as { reason: string }).reason === 'completed');
    // The prize reaches the champion's wallet.
    await s1.waitFor((f) => f.event === 'wallet');

    for (const reader of [s1, s2]) {
      expect(reader.raw).not.toMatch(CHOICE_WORDS);
      for (const frame of reader.events('match'))
        expect(Object.keys(frame.data as object).sort()).toEqual(['match_id', 'reason', 'tournament_id']);
    }
  });

  it('paces seat notices to one per 5 s per tournament, and sends the start at once', async () => {
    const players = await Promise.all([1, 2, 3, 4].map((i) => fixtures(a).player({ funds: '100.00', name: `p${i}` })));
    const tournament = await fixtures(a).tournament({ by: players[0], max_players: 4, game_mode: 'BLITZ' });
    const creator = await stream(b, players[0]);
    const isSeat = (f: { event: string | null; data: unknown }) =>
      f.event === 'tournament' && (f.data as { reason: string }).reason === 'seat_taken';
    expect((await join(a, players[1], tournament.id)).status).toBe(200);
    await creator.waitFor(isSeat);
    expect((await join(a, players[2], tournament.id)).status).toBe(200);
    // The marker: the creator's own deposit, after the second join. Notices go out in the order of their events,
    // so an unpaced seat notice would have come before it.
    expect(
      (await a.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: players[0].access })).status,
    ).toBe(200);
    await creator.waitFor((f) => f.event === 'wallet');
    // The second join is held back: the client refetched a moment ago.
    expect(creator.frames.filter(isSeat)).toHaveLength(1);
    // A second cup of the creator's, whose seat notices are paced from a moment later: its held one is due after
    // the first cup's would have been, and held notices go out in the order they fall due (timers).
    const later = await fixtures(a).tournament({ by: players[0], max_players: 4, game_mode: 'BLITZ' });
    const [first, second] = await Promise.all(
      [1, 2].map((i) => fixtures(a).player({ funds: '100.00', name: `q${i}` })),
    );
    const isLaterSeat = (f: { event: string | null; data: unknown }) =>
      isSeat(f) && (f.data as { tournament_id: number }).tournament_id === later.id;
    expect((await join(a, first, later.id)).status).toBe(200);
    await creator.waitFor(isLaterSeat);
    expect((await join(a, second, later.id)).status).toBe(200);
    // The last seat starts the tournament: that goes out at once, and the held seat notice has nothing left to say.
    const sentAt = Date.now();
    expect((await join(a, players[3], tournament.id)).status).toBe(200);
    const started = await creator.waitFor(
      (f) => f.event === 'tournament' && (f.data as { reason: string }).reason === 'started',
    );
    expect(started.at - sentAt).toBeLessThan(2000);
    // The second cup's held notice comes when its window closes, after the first cup's would have: the first
    // cup's held notice was dropped by the start, not sent.
    const laterSeats = () => creator.frames.filter(isLaterSeat);
    await eventually(() => laterSeats().length === 2, { timeout: 15_000, what: "the second cup's held notice" });
    expect(creator.frames.filter((f) => isSeat(f) && !isLaterSeat(f))).toHaveLength(1);
  });

  it("tells a tournament's seat holders when a round advances, not of every match in it", async () => {
    const players = await Promise.all([1, 2, 3, 4].map((i) => fixtures(a).player({ funds: '100.00', name: `r${i}` })));
    const tournament = await fixtures(a).tournament({ by: players[0], max_players: 4, game_mode: 'BLITZ' });
    for (const p of players.slice(1)) expect((await join(a, p, tournament.id)).status).toBe(200);
    const readers = await Promise.all(players.map((p) => stream(b, p)));
    const semis: { id: number; player1: number; player2: number }[] = (
      await a.api.get('/api/tournaments/{id}/bracket', {
        params: { path: { id: tournament.id } },
        token: players[0].access,
      })
    ).body.round_1;
    const byId = new Map(players.map((p) => [p.id, p]));
    for (const semi of semis) {
      const first = byId.get(semi.player1)!;
      const second = byId.get(semi.player2)!;
      const game = (
        await a.api.get('/api/matches/{id}/current_game', { params: { path: { id: semi.id } }, token: first.access })
      ).body;
      expect(
        (
          await a.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: game.id } },
            body: { choice: 'ROCK' },
            token: first.access,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await a.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: game.id } },
            body: { choice: 'SCISSORS' },
            token: second.access,
          })
        ).status,
      ).toBe(200);
    }
    for (const reader of readers) {
      const advanced = await reader.waitFor(
        (f) => f.event === 'tournament' && (f.data as { reason: string }).reason === 'round_advanced',
      );
      expect(advanced.data).toEqual({ tournament_id: tournament.id, reason: 'round_advanced' });
    }
    // One notice for the round, none per match: the semi-finals' starts and ends reach their players as `match`.
    for (const reader of readers) {
      const reasons = reader.events('tournament').map((f) => (f.data as { reason: string }).reason);
      expect(reasons.filter((r) => r === 'round_advanced')).toHaveLength(1);
      expect(reasons).not.toContain('match_completed');
    }
  });

  it("tells a leaver and the seats left of a freed seat, and the leaver's wallet of the refund", async () => {
    const creator = await fixtures(a).player({ funds: '100.00', name: 'lc' });
    const leaver = await fixtures(a).player({ funds: '100.00', name: 'll' });
    const tournament = await fixtures(a).tournament({ by: creator, max_players: 4 });
    expect((await join(a, leaver, tournament.id)).status).toBe(200);
    const seated = await stream(b, creator);
    const gone = await stream(b, leaver);
    expect(
      (
        await a.api.post('/api/tournaments/{id}/leave', {
          params: { path: { id: tournament.id } },
          token: leaver.access,
        })
      ).status,
    ).toBe(200);
    for (const reader of [seated, gone]) {
      const notice = await reader.waitFor(
        (f) => f.event === 'tournament' && (f.data as { reason: string }).reason === 'seat_freed',
      );
      expect(notice.data).toEqual({ tournament_id: tournament.id, reason: 'seat_freed' });
    }
    await gone.waitFor((f) => f.event === 'wallet');
  });

  it('tells every player of a tournament cancelled at its fill deadline, and their wallets of the refunds', async () => {
    const quick = await startTestApp({ TOURNAMENT_FILL_DEADLINE_SECONDS: '2' }, a.databaseUrl);
    try {
      const creator = await fixtures(quick).player({ funds: '100.00', name: 'dc' });
      const joiner = await fixtures(quick).player({ funds: '100.00', name: 'dj' });
      const tournament = await fixtures(quick).tournament({ by: creator, max_players: 4 });
      expect((await join(quick, joiner, tournament.id)).status).toBe(200);
      const readers = [await stream(b, creator), await stream(a, joiner)];
      for (const reader of readers) {
        const notice = await reader.waitFor(
          (f) => f.event === 'tournament' && (f.data as { reason: string }).reason === 'cancelled',
          8000,
        );
        expect(notice.data).toEqual({ tournament_id: tournament.id, reason: 'cancelled' });
        await reader.waitFor((f) => f.event === 'wallet');
      }
    } finally {
      await quick.close();
    }
  });

  it('ends when the session logs out, on the other instance too', async () => {
    const player = await fixtures(a).player({ name: 'lo' });
    const reader = await stream(b, player);
    expect((await a.api.post('/api/accounts/logout', { body: { refresh: player.refresh } })).status).toBe(200);
    await reader.waitForEnd(4000);
    expect(reader.events('expired')).toEqual([]);
    // Reconnecting with the same access token is refused.
    expect((await EventStreamReader.open(b.url, player.access)).status).toBe(401);
  });

  it("says `expired` before it ends at its token's expiry, so the client reconnects at once", async () => {
    const short = await startTestApp({ ACCESS_TOKEN_TTL: '3s' }, a.databaseUrl);
    try {
      const player = await fixtures(short).player({ name: 'ex' });
      const reader = await stream(short, player);
      await reader.waitForEnd(6000);
      const last = reader.frames.at(-1);
      expect(last?.event).toBe('expired');
      expect(last?.data).toEqual({});
      expect(reader.events('expired')).toHaveLength(1);
    } finally {
      await short.close();
    }
  });

  it('ends when an admin blocks the user', async () => {
    const admin = await fixtures(a).admin();
    const player = await fixtures(a).player({ name: 'bl' });
    const here = await stream(a, player);
    const there = await stream(b, player);
    expect(
      (await a.api.post('/api/admin/users/{id}/block', { params: { path: { id: player.id } }, token: admin.access }))
        .status,
    ).toBe(200);
    await here.waitForEnd(4000);
    await there.waitForEnd(5000);
    expect([...here.events('expired'), ...there.events('expired')]).toEqual([]);
  });
});
