import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { fixtures } from '../support/fixtures.js';
import { eventually } from '../support/eventually.js';
import { expectLedgerSound, settleOutbox } from '../support/ledger-helpers.js';
import { closeAll } from '../support/teardown.js';
import { EventStreamReader } from '../support/event-stream.js';

/**
 * Practice against the computer (issue 33 §5). The computer is player 0 in slot 2; its move in each game is the
 * one the game's seed derives for user 0 (docs/fairness.md), recomputed here with node:crypto from the published
 * scheme, and with the very script the docs print. The test reads a game's seed from the database only to choose
 * its own move (to win, lose or tie on purpose); what it checks comes from the API.
 */
const MOVES = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'] as const;
type Move = (typeof MOVES)[number];
const COMPUTER = 0;
const sha256 = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
const derived = (seed: string, gameId: number, userId: number): Move =>
  MOVES[createHmac('sha256', Buffer.from(seed, 'hex')).update(`${gameId}:${userId}`).digest().readUInt32BE(0) % 5];
/** What beats each move, and what each move beats (the RPSLS table). */
const BEATEN_BY: Record<Move, Move> = {
  ROCK: 'PAPER',
  PAPER: 'SCISSORS',
  SCISSORS: 'ROCK',
  SPOCK: 'LIZARD',
  LIZARD: 'ROCK',
};
const BEATS: Record<Move, Move> = {
  ROCK: 'SCISSORS',
  PAPER: 'ROCK',
  SCISSORS: 'PAPER',
  SPOCK: 'ROCK',
  LIZARD: 'SPOCK',
};
const SCRIPT = new URL('../../docs/verify-fairness.mjs', import.meta.url).pathname;

interface GameBody {
  id: number;
  is_complete: boolean;
  player2_choice: Move | null;
  opponent_choice: Move | null;
  player2_auto: boolean | null;
  opponent_submitted: boolean;
  fairness: { commitment: string; seed: string | null } | null;
  [key: string]: unknown;
}
interface MatchBody {
  id: number;
  practice: boolean;
  status: string;
  is_complete: boolean;
  current_game: GameBody | null;
  games: GameBody[];
  [key: string]: unknown;
}

/** An answer without the server's clock, which every read stamps afresh. */
function withoutClock(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClock);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) => (key === 'server_time' ? [] : [[key, withoutClock(field)]])),
  );
}

describe('Practice against the computer (issue 33 §5)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A long clock: the timer moves only where a test moves a deadline to now (a practice clock is at most 600 s).
    t = await startTestApp({ MOVE_TIMEOUT_SECONDS: '3600' });
  });

  afterAll(async () => {
    await closeAll(t);
  });

  const start = (player: Player, game_mode: 'BLITZ' | 'CLASSIC') =>
    t.api.post('/api/practice', { body: { game_mode }, token: player.access });
  const getMatch = async (player: Player, id: number) =>
    (await t.api.get('/api/matches/{id}', { params: { path: { id } }, token: player.access })).body as MatchBody;
  const seedOf = async (gameId: number) =>
    (await t.sql<{ fairness_seed: string }>('SELECT fairness_seed FROM games WHERE id = $1', [gameId]))[0]
      .fairness_seed;
  const submit = (player: Player, gameId: number, choice: Move) =>
    t.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: gameId } },
      body: { choice },
      token: player.access,
    });

  /** Every answer the player can read about the open game, before they move: none shows the computer's choice. */
  async function expectNothingRevealed(player: Player, matchId: number, gameId: number): Promise<void> {
    const seed = await seedOf(gameId);
    const answers = [
      await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: player.access }),
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: player.access }),
      await t.api.get('/api/matches/{id}/games', { params: { path: { id: matchId } }, token: player.access }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      // Neither the seed nor anything derived from it beyond the commitment.
      expect(JSON.stringify(answer.body)).not.toContain(seed);
    }
    const [match, current, games] = answers.map((a) => a.body) as [MatchBody, GameBody, GameBody[]];
    const open = [match.current_game, current, games.find((g) => g.id === gameId)];
    for (const game of open) {
      expect(game).toMatchObject({
        id: gameId,
        is_complete: false,
        player2_choice: null,
        opponent_choice: null,
        player2_auto: null,
        opponent_auto: null,
        opponent_submitted: false,
        player2_submitted: false,
        fairness: { commitment: sha256(seed), seed: null },
      });
    }
    expect(match.player2_submitted).toBe(false);
    // Nor the event log: the computer has made no move yet.
    expect(await t.sql('SELECT 1 FROM moves WHERE game_id = $1', [gameId])).toHaveLength(0);
  }

  /** The finished game's seed hashes to its commitment and gives the computer's move, a seed move. */
  async function expectVerified(player: Player, matchId: number, gameId: number): Promise<GameBody> {
    const game = (await getMatch(player, matchId)).games.find((g) => g.id === gameId) as GameBody;
    expect(game.is_complete).toBe(true);
    const seed = game.fairness?.seed as string;
    expect(sha256(seed)).toBe(game.fairness?.commitment);
    expect(game.player2_choice).toBe(derived(seed, gameId, COMPUTER));
    expect(game.player2_auto).toBe(true);
    return game;
  }

  async function verifyScript(player: Player, matchId: number): Promise<{ code: number; out: string }> {
    const run = promisify(execFile)(process.execPath, [SCRIPT, `${t.url}/api`, player.access, String(matchId)]);
    const { stdout, code } = await run.then(
      ({ stdout }) => ({ stdout, code: 0 }),
      (error: unknown) => error as { stdout: string; code: number },
    );
    return { code, out: stdout.trim() };
  }

  /** Plays the open game with a move chosen against the computer's: 'win', 'lose' or 'tie'. */
  async function play(player: Player, match: MatchBody, outcome: 'win' | 'lose' | 'tie'): Promise<GameBody> {
    const gameId = (match.current_game as GameBody).id;
    await expectNothingRevealed(player, match.id, gameId);
    const computer = derived(await seedOf(gameId), gameId, COMPUTER);
    const mine = outcome === 'win' ? BEATEN_BY[computer] : outcome === 'lose' ? BEATS[computer] : computer;
    const moved = await submit(player, gameId, mine);
    expect(moved.status).toBe(200);
    // The computer's move is revealed at once: the answer to the submit has the game's result.
    expect(moved.body.game).toMatchObject({ is_complete: true, my_choice: mine, opponent_choice: computer });
    expect(moved.body.result).toMatchObject({ result_description: expect.any(String) });
    if (outcome === 'tie') expect(moved.body.game.winner).toBeNull();
    if (outcome === 'win') expect(moved.body.game.winner).toBe(player.id);
    if (outcome === 'lose') expect(moved.body.result.winner_username).toBe('Computer (practice)');
    return expectVerified(player, match.id, gameId);
  }

  /** What a practice match must leave untouched: the money, the record, the rating, the lists. */
  async function standing(player: Player) {
    const [user] = await t.sql<{ wins: number; losses: number; rating: number; money_won: string }>(
      'SELECT wins, losses, rating, money_won FROM users WHERE id = $1',
      [player.id],
    );
    const page = await t.api.get('/api/players/{username}', {
      params: { path: { username: player.username } },
      token: player.access,
    });
    const board = await t.api.get('/api/accounts/leaderboard', { token: player.access });
    const rows = (board.body.results ?? board.body) as { id: number; wins: number; losses: number; rating: number }[];
    const row = rows.find((r) => r.id === player.id);
    const entries = await t.sql<{ n: string }>(
      `SELECT count(*) AS n FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.user_id = $1`,
      [player.id],
    );
    return {
      user,
      page: {
        games: page.body.games_played,
        wins: page.body.wins,
        losses: page.body.losses,
        rating: page.body.rating,
        recent: page.body.recent_tournaments,
      },
      leaderboard: row ? { wins: row.wins, losses: row.losses, rating: row.rating } : null,
      balance: (await t.api.get('/api/economy/wallet/me', { token: player.access })).body.balance,
      postings: Number(entries[0].n),
    };
  }

  it('starts a BLITZ match for an unfunded player, answers it as GET shows it, and plays it to the end', async () => {
    const player = await fixtures(t).player({ name: 'prb' });
    const before = await standing(player);
    expect(before.balance).toBe('0.00');

    const started = await start(player, 'BLITZ');
    expect(started.status).toBe(201);
    const match = started.body.match as MatchBody;
    expect(withoutClock(started.body)).toEqual({ match: withoutClock(await getMatch(player, match.id)) });
    expect(match).toMatchObject({
      practice: true,
      tournament: null,
      tournament_name: 'Practice',
      is_final: false,
      max_games: 1,
      status: 'IN_PROGRESS',
      player1: player.id,
      player1_username: player.username,
      player2: COMPUTER,
      player2_username: 'Computer (practice)',
      is_participant: true,
      needs_my_move: true,
    });
    expect(match.current_game).toMatchObject({ game_number: 1, opponent_username: 'Computer (practice)' });

    // A second start answers the match in play (at most one at a time).
    const again = await start(player, 'CLASSIC');
    expect(again.status).toBe(200);
    expect(again.body.match).toMatchObject({ id: match.id, max_games: 1 });

    // Not on the Live page, whatever the page.
    const live = await t.api.get('/api/matches/live', {
      params: { query: { page_size: 100 } },
      token: player.access,
    });
    expect(live.status).toBe(200);
    expect((live.body.results as { id: number }[]).map((m) => m.id)).not.toContain(match.id);

    // A tie replays; the next game is decided.
    const tie = await play(player, match, 'tie');
    let now = await getMatch(player, match.id);
    expect(now).toMatchObject({ status: 'IN_PROGRESS', player1_score: 0, player2_score: 0 });
    expect(now.current_game?.game_number).toBe(2);
    expect(now.current_game?.id).not.toBe(tie.id);
    await play(player, now, 'win');
    now = await getMatch(player, match.id);
    expect(now).toMatchObject({ status: 'COMPLETED', is_complete: true, winner: player.id, player1_score: 1 });
    expect(await verifyScript(player, match.id)).toEqual({ code: 0, out: expect.stringMatching(/verified/) });
    expect((await verifyScript(player, match.id)).out).not.toContain('MISMATCH');

    // Nothing counted: no money, no record, no rating, no leaderboard; no match event any listener counts.
    await settleOutbox(t);
    expect(await standing(player)).toEqual(before);
    const events = await t.sql<{ type: string }>(
      `SELECT type FROM domain_events WHERE payload->>'matchId' = $1 ORDER BY id`,
      [String(match.id)],
    );
    expect(events.map((e) => e.type)).toEqual(['MoveSubmitted', 'GameCompleted', 'MoveSubmitted', 'GameCompleted']);
    await expectLedgerSound(t);

    // Finished, so the next start is a new match.
    const next = await start(player, 'BLITZ');
    expect(next.status).toBe(201);
    expect(next.body.match.id).not.toBe(match.id);
  });

  it('plays a CLASSIC match to the end, game after game, each game verified', async () => {
    const player = await fixtures(t).player({ name: 'prc', funds: '20.00' });
    const before = await standing(player);
    const started = await start(player, 'CLASSIC');
    expect(started.status).toBe(201);
    const match = started.body.match as MatchBody;
    expect(match).toMatchObject({ practice: true, max_games: 3 });

    await play(player, match, 'win');
    let now = await getMatch(player, match.id);
    expect(now).toMatchObject({ status: 'IN_PROGRESS', player1_score: 1, player2_score: 0 });
    await play(player, now, 'lose');
    now = await getMatch(player, match.id);
    expect(now).toMatchObject({ status: 'IN_PROGRESS', player1_score: 1, player2_score: 1 });
    await play(player, now, 'lose');
    now = await getMatch(player, match.id);
    expect(now).toMatchObject({
      status: 'COMPLETED',
      winner: COMPUTER,
      winner_username: 'Computer (practice)',
      player1_score: 1,
      player2_score: 2,
    });
    const script = await verifyScript(player, match.id);
    expect(script.code).toBe(0);
    expect(script.out.split('\n')).toHaveLength(3);

    await settleOutbox(t);
    expect(await standing(player)).toEqual(before);
    expect(before.balance).toBe('20.00');
  });

  it("moves for the player at their deadline, and the computer's committed move follows", async () => {
    const player = await fixtures(t).player({ name: 'prt' });
    const match = (await start(player, 'BLITZ')).body.match as MatchBody;
    const gameId = (match.current_game as GameBody).id;
    await expectNothingRevealed(player, match.id, gameId);
    await t.sql('UPDATE games SET player1_deadline = now() WHERE id = $1', [gameId]);
    const game = await eventually(async () => (await getMatch(player, match.id)).games.find((g) => g.id === gameId), {
      until: (g) => g?.is_complete === true,
    });
    expect(game).toMatchObject({ player1_auto: true, player2_auto: true });
    await expectVerified(player, match.id, gameId);
    const seed = game?.fairness?.seed as string;
    expect(game?.player1_choice).toBe(derived(seed, gameId, player.id));
  });

  it("pushes the game's end to its player's stream, with no choice, and to nobody else's", async () => {
    const player = await fixtures(t).player({ name: 'prs' });
    const bystander = await fixtures(t).player({ name: 'prsb' });
    const match = (await start(player, 'BLITZ')).body.match as MatchBody;
    const gameId = (match.current_game as GameBody).id;
    const mine = await EventStreamReader.open(t.url, player.access);
    const theirs = await EventStreamReader.open(t.url, bystander.access);
    try {
      for (const reader of [mine, theirs]) await reader.waitFor((f) => f.comment === 'connected');
      await t.sql('UPDATE games SET player1_deadline = now() WHERE id = $1', [gameId]);
      const done = await mine.waitFor(
        (f) => f.event === 'match' && (f.data as { reason?: string }).reason === 'game_completed',
        10_000,
      );
      expect(done.data).toEqual({ match_id: match.id, tournament_id: null, reason: 'game_completed' });
      expect(mine.raw).not.toMatch(/ROCK|PAPER|SCISSORS|SPOCK|LIZARD/);
      // A stream that watches no tournament is not told of a match in none (null is no tournament to watch). The
      // bystander's own practice game ends after it: notices come in order, so by then the first was handled.
      const own = (await start(bystander, 'BLITZ')).body.match as MatchBody;
      await t.sql('UPDATE games SET player1_deadline = now() WHERE id = $1', [(own.current_game as GameBody).id]);
      await theirs.waitFor((f) => f.event === 'match' && (f.data as { reason?: string }).reason === 'game_completed');
      expect(new Set(theirs.events('match').map((f) => (f.data as { match_id: number }).match_id))).toEqual(
        new Set([own.id]),
      );
    } finally {
      await Promise.all([mine.close(), theirs.close()]);
    }
  });

  it('refuses a player on a time-out or self-excluded, as a join is refused', async () => {
    const timedOut = await fixtures(t).player({ name: 'prto' });
    expect((await t.api.post('/api/accounts/time_out', { body: { days: 1 }, token: timedOut.access })).status).toBe(
      200,
    );
    const refused = await start(timedOut, 'BLITZ');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/^You are on a time-out until /), code: 'timed_out' });

    const excluded = await fixtures(t).player({ name: 'prse' });
    expect(
      (await t.api.post('/api/accounts/self_exclude', { body: { months: 6 }, token: excluded.access })).status,
    ).toBe(200);
    const refusedToo = await start(excluded, 'CLASSIC');
    expect(refusedToo.status).toBe(403);
    expect(refusedToo.body).toEqual({ detail: expect.any(String), code: 'self_excluded' });

    const none = await t.sql('SELECT 1 FROM matches WHERE practice AND player1_id = ANY($1)', [
      [timedOut.id, excluded.id],
    ]);
    expect(none).toHaveLength(0);
  });

  it('refuses a bad game_mode with a field error and a signed-out caller with 401, writing nothing', async () => {
    const player = await fixtures(t).player({ name: 'prx' });
    for (const body of [{ game_mode: 'BULLET' }, {}, { game_mode: 3 }]) {
      const res = await t.api.raw('POST', '/api/practice/', { body, token: player.access });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ game_mode: [expect.any(String)] });
    }
    const anonymous = await t.api.raw('POST', '/api/practice/', { body: { game_mode: 'BLITZ' } });
    expect(anonymous.status).toBe(401);
    expect(await t.sql('SELECT 1 FROM matches WHERE practice AND player1_id = $1', [player.id])).toHaveLength(0);
  });

  it('starts one match for racing starts of one player', async () => {
    const player = await fixtures(t).player({ name: 'prr' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(player, 'BLITZ')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.match.id)).size).toBe(1);
    expect(await t.sql('SELECT 1 FROM matches WHERE practice AND player1_id = $1', [player.id])).toHaveLength(1);
  });
});
