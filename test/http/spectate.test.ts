import type { BodyOf, Player } from '../support/api-client.js';
import { EventStreamReader, type StreamFrame } from '../support/event-stream.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';
import { join, type MatchBody } from '../support/tournament-helpers.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';

interface LiveMatch {
  id: number;
  tournament: number;
  tournament_name: string;
  round_number: number;
  player1: number;
  player2: number;
  player1_username: string;
  player2_username: string;
  player1_score: number;
  player2_score: number;
  move_timeout: number;
  started_at: string;
}

type Choice = BodyOf<'/api/games/{id}/submit_choice', 'post'>['choice'];

const reasonIs = (name: string, reason: string) => (f: StreamFrame) =>
  f.event === name && (f.data as { reason: string }).reason === reason;

/**
 * Issue 33 §4, watching live matches, over the real HTTP stack on two instances sharing one database: the live
 * list, a spectator's pushes (its stream is held by the other instance than the one that takes the moves), the
 * open game's moves that no spectator answer or notice carries, and the watchers count.
 */
describe('spectators', () => {
  let a: TestApp;
  let b: TestApp;
  const open: EventStreamReader[] = [];

  async function stream(app: TestApp, player: Player, query = ''): Promise<EventStreamReader> {
    const reader = await EventStreamReader.open(app.url, player.access, {}, query);
    open.push(reader);
    expect(reader.status).toBe(200);
    await reader.waitFor((f) => f.comment === 'connected');
    return reader;
  }

  /** A two-player cup that starts at once: its one match, in progress. */
  async function liveMatch(mode: 'BLITZ' | 'CLASSIC' = 'BLITZ', prefix = 'lm') {
    const p1 = await fixtures(a).player({ funds: '100.00', name: `${prefix}1` });
    const p2 = await fixtures(a).player({ funds: '100.00', name: `${prefix}2` });
    const tournament = await fixtures(a).tournament({
      by: p1,
      max_players: 2,
      game_mode: mode,
      name: `Live ${prefix}`,
    });
    expect((await join(a, p2, tournament.id)).status).toBe(200);
    const [match] = await eventually(
      async () =>
        (
          await a.api.get('/api/tournaments/{id}/my_matches', {
            params: { path: { id: tournament.id } },
            token: p1.access,
          })
        ).body as MatchBody[],
      { until: (matches) => matches.length === 1, what: 'the match' },
    );
    const [first, second] = match.player1 === p1.id ? [p1, p2] : [p2, p1];
    return { tournament, matchId: match.id, first, second };
  }

  async function move(app: TestApp, matchId: number, player: Player, choice: Choice) {
    const game = (
      await app.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: player.access })
    ).body;
    const moved = await app.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: game.id } },
      body: { choice },
      token: player.access,
    });
    expect(moved.status).toBe(200);
    return Date.now();
  }

  beforeAll(async () => {
    a = await startTestApp({ STREAM_HEARTBEAT_SECONDS: '1' });
    b = await startTestApp({ STREAM_HEARTBEAT_SECONDS: '1' }, a.databaseUrl);
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((reader) => reader.close()));
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  it('lists the matches in play, newest first, paged, and none that is over or not started', async () => {
    const viewer = await fixtures(a).player({ name: 'lv' });
    const empty = await a.api.get('/api/matches/live', { token: viewer.access });
    expect(empty.status).toBe(200);
    const before: number = empty.body.count;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await liveMatch('BLITZ', `l${i}`));
    // One that ended: its two moves decide the one game of a BLITZ match.
    const over = await liveMatch('BLITZ', 'lo');
    await move(a, over.matchId, over.first, 'ROCK');
    await move(a, over.matchId, over.second, 'SCISSORS');
    await eventually(
      async () =>
        (await a.api.get('/api/matches/{id}', { params: { path: { id: over.matchId } }, token: viewer.access })).body
          .is_complete,
      {
        what: 'the match to end',
      },
    );
    // One still filling: no match yet.
    const filling = await fixtures(a).player({ funds: '100.00', name: 'lf' });
    await fixtures(a).tournament({ by: filling, max_players: 4 });

    const all = await a.api.get('/api/matches/live', { params: { query: { page_size: 100 } }, token: viewer.access });
    expect(all.status).toBe(200);
    const results = all.body.results as LiveMatch[];
    const ids = results.map((m) => m.id);
    expect(all.body.count).toBe(before + 3);
    for (const { matchId } of made) expect(ids).toContain(matchId);
    expect(ids).not.toContain(over.matchId);
    // Newest first: started_at descending, the id breaking ties.
    for (let i = 1; i < results.length; i++) {
      const [prev, next] = [results[i - 1], results[i]];
      const order = Date.parse(prev.started_at) - Date.parse(next.started_at) || prev.id - next.id;
      expect(order).toBeGreaterThan(0);
    }
    const last = made[2];
    expect(all.body.results[0]).toEqual({
      id: last.matchId,
      tournament: last.tournament.id,
      tournament_name: 'Live l2',
      round_number: 1,
      total_rounds: 1,
      player1: last.first.id,
      player2: last.second.id,
      player1_username: last.first.username,
      player2_username: last.second.username,
      player1_score: 0,
      player2_score: 0,
      max_games: 1,
      move_timeout: expect.any(Number),
      started_at: expect.any(String),
    });

    const page1 = await a.api.get('/api/matches/live', { params: { query: { page_size: 2 } }, token: viewer.access });
    expect((page1.body.results as LiveMatch[]).map((m) => m.id)).toEqual(ids.slice(0, 2));
    expect(page1.body.next).toBe('/api/matches/live?page_size=2&page=2');
    const page2 = await a.api.get('/api/matches/live', {
      params: { query: { page: 2, page_size: 2 } },
      token: viewer.access,
    });
    expect((page2.body.results as LiveMatch[]).map((m) => m.id)).toEqual(ids.slice(2, 4));
    expect(page2.body.previous).toBe('/api/matches/live?page=1&page_size=2');
    expect(
      (await a.api.get('/api/matches/live', { params: { query: { page: 0 } }, token: viewer.access })).status,
    ).toBe(400);
    expect((await a.api.get('/api/matches/live')).status).toBe(401);
  });

  it('refuses a watched tournament or match that is not a positive integer', async () => {
    const viewer = await fixtures(a).player({ name: 'bq' });
    for (const query of ['?match=abc', '?tournament=0', '?match=-3', '?tournament=1.5']) {
      const reader = await EventStreamReader.open(a.url, viewer.access, {}, query);
      expect(reader.status).toBe(400);
      const field = query.slice(1).split('=')[0];
      expect(JSON.parse(reader.raw)).toEqual({ [field]: [expect.any(String)] });
    }
  });

  it("pushes a move, the match's end and the bracket's change to a spectator within a second", async () => {
    const players = await Promise.all([1, 2, 3, 4].map((i) => fixtures(a).player({ funds: '100.00', name: `s${i}` })));
    const tournament = await fixtures(a).tournament({ by: players[0], max_players: 4, game_mode: 'BLITZ' });
    for (const p of players.slice(1)) expect((await join(a, p, tournament.id)).status).toBe(200);
    const semis = await eventually(
      async () =>
        ((
          await a.api.get('/api/tournaments/{id}/bracket', {
            params: { path: { id: tournament.id } },
            token: players[0].access,
          })
        ).body.round_1 ?? []) as MatchBody[],
      { until: (round) => round.length === 2 && round.every((m) => m.status === 'IN_PROGRESS'), what: 'the semis' },
    );
    const byId = new Map(players.map((p) => [p.id, p]));
    const [watched, other] = semis;
    const spectator = await fixtures(a).player({ name: 'sp' });
    // Another signed-in user who watches nothing: the notices are not everyone's.
    const bystander = await fixtures(a).player({ name: 'by' });
    const reader = await stream(b, spectator, `?tournament=${tournament.id}&match=${watched.id}`);
    const idle = await stream(b, bystander);

    const moved = await move(a, watched.id, byId.get(watched.player1 as number)!, 'ROCK');
    const moveNotice = await reader.waitFor(reasonIs('match', 'move_made'));
    expect(moveNotice.data).toEqual({ match_id: watched.id, tournament_id: tournament.id, reason: 'move_made' });
    expect(moveNotice.at - moved).toBeLessThan(1000);

    const decided = await move(a, watched.id, byId.get(watched.player2 as number)!, 'SCISSORS');
    const end = await reader.waitFor(reasonIs('match', 'completed'));
    expect(end.data).toEqual({ match_id: watched.id, tournament_id: tournament.id, reason: 'completed' });
    expect(end.at - decided).toBeLessThan(1000);

    // The other semi-final: its match notices reach the spectator through the watched tournament, and its end
    // moves the bracket on (the final is made).
    await move(a, other.id, byId.get(other.player1 as number)!, 'PAPER');
    const bracketMoved = await move(a, other.id, byId.get(other.player2 as number)!, 'ROCK');
    const otherEnd = await reader.waitFor(
      (f) => reasonIs('match', 'completed')(f) && (f.data as { match_id: number }).match_id === other.id,
    );
    expect(otherEnd.at - bracketMoved).toBeLessThan(1000);
    const advanced = await reader.waitFor(reasonIs('tournament', 'round_advanced'));
    expect(advanced.data).toEqual({ tournament_id: tournament.id, reason: 'round_advanced' });
    expect(advanced.at - bracketMoved).toBeLessThan(1000);
    // Each notice once, though the stream watches both the match and its tournament.
    const ids = reader.events().map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(reader.events('match').filter(reasonIs('match', 'completed'))).toHaveLength(2);

    // The marker: the bystander's own deposit, later; a notice of the match would have come before it.
    expect(
      (await a.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: bystander.access })).status,
    ).toBe(200);
    await idle.waitFor((f) => f.event === 'wallet');
    expect(idle.events('match')).toHaveLength(0);
    expect(idle.events('tournament')).toHaveLength(0);
  });

  it('replays to a reconnecting spectator what its watched match told meanwhile', async () => {
    const { tournament, matchId, first } = await liveMatch('CLASSIC', 'rp');
    const spectator = await fixtures(a).player({ name: 'rs' });
    const query = `?tournament=${tournament.id}&match=${matchId}`;
    const before = await stream(b, spectator, query);
    // A heartbeat with an id: where the stream stood.
    const standing = await before.waitFor((f) => f.comment === 'ping' && f.id !== null, 5000);
    await before.close();
    // A second spectator stays connected: once it has the move's notice, the move's batch is published, so a
    // reconnect after that must get it in its replay (not live, after `resumed`).
    const other = await fixtures(a).player({ name: 'ro' });
    const staying = await stream(b, other, query);
    await move(a, matchId, first, 'ROCK');
    await staying.waitFor(reasonIs('match', 'move_made'));
    const again = await EventStreamReader.open(b.url, spectator.access, { 'last-event-id': standing.id! }, query);
    open.push(again);
    expect(again.status).toBe(200);
    await again.waitFor((f) => f.event === 'resumed');
    const resumed = again.frames.findIndex((f) => f.event === 'resumed');
    const replayed = again.frames.slice(0, resumed).filter(reasonIs('match', 'move_made'));
    expect(replayed.map((f) => f.data)).toEqual([
      { match_id: matchId, tournament_id: tournament.id, reason: 'move_made' },
    ]);
  });

  it('never shows a spectator a move of the open game, in any answer or notice', async () => {
    const { tournament, matchId, first, second } = await liveMatch('CLASSIC', 'hm');
    const spectator = await fixtures(a).player({ name: 'hs' });
    const reader = await stream(b, spectator, `?tournament=${tournament.id}&match=${matchId}`);
    // Game 1 is played out: its moves are public. Game 2: player 1 moves SPOCK, and the game stays open.
    await move(a, matchId, first, 'ROCK');
    await move(a, matchId, second, 'SCISSORS');
    await eventually(
      async () =>
        (
          await a.api.get('/api/matches/{id}/current_game', {
            params: { path: { id: matchId } },
            token: spectator.access,
          })
        ).body.game_number === 2,
      { what: 'game 2' },
    );
    await move(a, matchId, first, 'SPOCK');
    // Every notice of the three moves has come.
    await eventually(() => reader.events('match').filter(reasonIs('match', 'move_made')).length === 3, {
      what: "the three moves' notices",
    });

    const asSpectator = (id: number) => ({ params: { path: { id } }, token: spectator.access });
    const answers = {
      match: await a.api.get('/api/matches/{id}', asSpectator(matchId)),
      current: await a.api.get('/api/matches/{id}/current_game', asSpectator(matchId)),
      games: await a.api.get('/api/matches/{id}/games', asSpectator(matchId)),
      live: await a.api.get('/api/matches/live', { params: { query: { page_size: 100 } }, token: spectator.access }),
      bracket: await a.api.get('/api/tournaments/{id}/bracket', asSpectator(tournament.id)),
      tournament: await a.api.get('/api/tournaments/{id}', asSpectator(tournament.id)),
    };
    for (const answer of Object.values(answers)) expect(answer.status).toBe(200);
    const seen = [...Object.values(answers).map((r) => JSON.stringify(r.body)), reader.raw].join('\n');
    // The hidden move, by value or by its display name, nowhere.
    expect(seen).not.toMatch(/spock/i);
    // What a spectator does see: game 1's moves, and that player 1 has moved in game 2.
    expect(JSON.stringify(answers.games.body)).toMatch(/ROCK/);
    expect(JSON.stringify(answers.games.body)).toMatch(/SCISSORS/);
    expect(answers.current.body).toMatchObject({ game_number: 2, player1_submitted: true, player2_submitted: false });
    expect(answers.match.body).toMatchObject({ is_participant: false, player1_score: 1, player2_score: 0 });
    // The control: the mover's own answer does carry it, so the search above could find it.
    expect(
      JSON.stringify(
        (await a.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: first.access }))
          .body,
      ),
    ).toMatch(/SPOCK/);
  });

  it('counts the users watching a match, not its players, and forgets a closed stream', async () => {
    const { tournament, matchId, first, second } = await liveMatch('BLITZ', 'wc');
    const spectator = await fixtures(a).player({ name: 'ws' });
    const watchers = async () =>
      (await a.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: first.access })).body
        .watchers as number;
    expect(await watchers()).toBe(0);
    const query = `?tournament=${tournament.id}&match=${matchId}`;
    // The players' own pages on the match are not spectators.
    await stream(a, first, query);
    await stream(b, second, query);
    const tab1 = await stream(b, spectator, query);
    // Two tabs of one spectator, on either instance, are one watcher.
    const tab2 = await stream(a, spectator, query);
    expect(await watchers()).toBe(1);
    // A stream watching only the tournament does not watch the match.
    await stream(a, await fixtures(a).player({ name: 'wt' }), `?tournament=${tournament.id}`);
    expect(await watchers()).toBe(1);
    const other = await fixtures(a).player({ name: 'wo' });
    const tab3 = await stream(b, other, `?match=${matchId}`);
    expect(await watchers()).toBe(2);
    await tab3.close();
    await eventually(async () => (await watchers()) === 1, { what: 'the closed stream to be forgotten' });
    await tab1.close();
    await tab2.close();
    await eventually(async () => (await watchers()) === 0, { what: 'the spectator to leave' });
  });
});
