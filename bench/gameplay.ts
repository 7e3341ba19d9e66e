/**
 * 4. Gameplay: a 256-player CLASSIC tournament played to the end by bots over HTTP (wall time, moves/s, submit
 * latency, with 128 matches in play in round 1), and the move timer's lateness when 1,000 games are due in the
 * same second (the moves' commit minus the games' deadline).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api, inParallel, players, type Player, type WithId } from './lib/api.js';
import { newestProfile, startApp, type ServerProcess } from './lib/app.js';
import { summarizeProfile, type ProfileWindow } from './lib/profile.js';
import { ms, type BenchContext, type Row, type Section, type SectionResult } from './lib/context.js';
import { median, percentile, sleep } from './lib/stats.js';

// The measured sizes; a smoke run (`--smoke`) sets tiny ones in run() before anything uses them.
let PLAYERS = 256;
let ROUNDS = 8;
/**
 * How often a bot looks at its matches when it has nothing to play: the web client's rate (web/src/lib/api/match.ts
 * MATCH_POLL_MS and tournaments' DETAIL_POLL_MS are 5 s), so 256 bots load the server as 256 open browsers would.
 * A bot whose submit completed a game looks again at once.
 */
let BOT_POLL_MS = 5000;
let TIMER_GAMES = 1000;
let TIMER_TOURNAMENTS = 8;
/** How often the timer run looks for newly committed auto moves: the resolution of its lateness figure. */
const VISIBILITY_POLL_MS = 20;
/** Long enough that no deadline passes by itself during a run: the timer runs move only the aligned games. */
const MOVE_TIMEOUT_SECONDS = 3600;
const CHOICES = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'];

interface PlayerMatch {
  id: number;
  round_number: number;
  status: string;
  winner: number | null;
  needs_my_move: boolean;
  current_game_id: number | null;
}

interface TournamentRun {
  wallSeconds: number;
  moves: number;
  autoMoves: number;
  round1: number[];
  all: number[];
  polls: number;
  pollMs: number[];
  failures: number;
  networkErrors: number;
}

async function fullTournament(api: Api, bots: Player[], name: string): Promise<number> {
  const tournament = (await api.expect(
    201,
    api.post('/tournaments/', { name, entry_fee: '1.00', max_players: PLAYERS, game_mode: 'CLASSIC' }, bots[0].access),
    'create',
  )) as WithId;
  await inParallel(bots.slice(1), 8, (bot) =>
    api.expect(200, api.post(`/tournaments/${tournament.id}/join/`, {}, bot.access), 'join'),
  );
  return tournament.id;
}

async function playTournament(
  ctx: BenchContext,
  app: ServerProcess,
  databaseUrl: string,
  api: Api,
  bots: Player[],
  run: number,
): Promise<TournamentRun> {
  const id = await fullTournament(api, bots, `Bench 256 #${run + 1}`);
  const result: TournamentRun = {
    wallSeconds: 0,
    moves: 0,
    autoMoves: 0,
    round1: [],
    all: [],
    polls: 0,
    pollMs: [],
    failures: 0,
    networkErrors: 0,
  };
  const started = performance.now();
  let completedAt = 0;
  // The end is read from the database (the tournament COMPLETED and its prize entry posted), not through the app:
  // an instrument polling the app every 100 ms would be a 257th client, ten times as busy as a player's browser.
  const watcher = (async () => {
    for (;;) {
      const done = await ctx.pg.query(
        databaseUrl,
        `SELECT 1 FROM tournaments t WHERE t.id = $1 AND t.status = 'COMPLETED'
            AND EXISTS (SELECT 1 FROM ledger_entries e WHERE e.idempotency_key = 'prize:' || t.id)`,
        [id],
      );
      if (done.length > 0) return (completedAt = performance.now());
      if (performance.now() - started > 600_000) throw new Error('tournament did not complete in 10 minutes');
      await sleep(100);
    }
  })();

  async function bot(player: Player): Promise<void> {
    await sleep(Math.random() * BOT_POLL_MS);
    for (;;) {
      const t0 = performance.now();
      const answer = await retried(() => api.get(`/tournaments/${id}/my_matches/`, player.access));
      result.polls++;
      result.pollMs.push(performance.now() - t0);
      if (answer.status !== 200) throw new Error(`my_matches answered ${answer.status}`);
      const mine = answer.body as PlayerMatch[];
      const done = mine.some((m) => m.status === 'COMPLETED' && (m.winner !== player.id || m.round_number === ROUNDS));
      if (done) return;
      const match = mine.find((m) => m.needs_my_move && m.current_game_id);
      if (match) {
        const t1 = performance.now();
        const answer = await retried(() =>
          api.post(
            `/games/${match.current_game_id}/submit_choice/`,
            { choice: CHOICES[Math.floor(Math.random() * 5)] },
            player.access,
          ),
        );
        const elapsed = performance.now() - t1;
        if (answer.status !== 200) result.failures++;
        result.all.push(elapsed);
        if (match.round_number === 1) result.round1.push(elapsed);
        // The game this move completed may have opened the next one: look again at once.
        continue;
      }
      await sleep(BOT_POLL_MS);
    }
  }

  // A client sees a dropped keep-alive connection now and then: it sends again, once, and the bench counts it.
  const retried = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch {
      result.networkErrors++;
      return call();
    }
  };
  watcher.catch(() => undefined);
  await Promise.all(bots.map(bot));
  await watcher;
  result.wallSeconds = (completedAt - started) / 1000;
  const [counts] = await ctx.pg.query<{ moves: string; auto: string }>(
    databaseUrl,
    `SELECT count(*) AS moves, count(*) FILTER (WHERE mv.auto) AS auto
       FROM moves mv JOIN games g ON g.id = mv.game_id JOIN matches m ON m.id = g.match_id WHERE m.tournament_id = $1`,
    [id],
  );
  result.moves = Number(counts.moves);
  result.autoMoves = Number(counts.auto);
  ctx.log(
    `  tournament ${run + 1}: ${result.wallSeconds.toFixed(1)} s, ${result.moves} moves (${result.autoMoves} by the timer), submit p50 ${percentile(result.all, 50).toFixed(1)} ms p99 ${percentile(result.all, 99).toFixed(1)} ms (round 1 p99 ${percentile(result.round1, 99).toFixed(1)} ms), ${result.polls} polls; rss ${app.rssMiB().toFixed(0)} MiB`,
  );
  return result;
}

interface TimerRun {
  games: number;
  moves: number;
  p50: number;
  p99: number;
  max: number;
  /** p99 of moves.submitted_at − deadline: the clock read inside the move's transaction, before its commit. */
  stampedP99: number;
  setupSeconds: number;
}

/**
 * With commit timestamps on, each move's commit time is read afterwards (pg_xact_commit_timestamp of its row's
 * xmin), so during the sweep this only counts the moves now and then: the measurement puts next to no load on
 * the database core it shares with PostgreSQL.
 */
async function waitForAutoMoves(
  ctx: BenchContext,
  databaseUrl: string,
  gameIds: number[],
  expected: number,
  until: number,
): Promise<undefined> {
  for (;;) {
    const [{ n }] = await ctx.pg.query<{ n: string }>(
      databaseUrl,
      'SELECT count(*) AS n FROM moves WHERE game_id = ANY($1::int[]) AND auto',
      [gameIds],
    );
    if (Number(n) >= expected) return undefined;
    if (Date.now() > until) throw new Error(`the timer moved ${n} of ${expected} in 5 minutes`);
    await sleep(250);
  }
}

/**
 * Without commit timestamps (an external server with track_commit_timestamp off): a reader polls the auto moves
 * every VISIBILITY_POLL_MS and notes, on the database clock, when each one first became visible (an upper bound
 * on its commit by one poll interval, and a load of its own on the database).
 */
async function pollVisibility(
  ctx: BenchContext,
  databaseUrl: string,
  gameIds: number[],
  expected: number,
  until: number,
): Promise<Map<string, number>> {
  const visible = new Map<string, number>();
  while (visible.size < expected) {
    const rows = await ctx.pg.query<{ id: string; ms: string }>(
      databaseUrl,
      `SELECT mv.id, extract(epoch FROM clock_timestamp() - g.player1_deadline) * 1000 AS ms
         FROM moves mv JOIN games g ON g.id = mv.game_id WHERE mv.game_id = ANY($1::int[]) AND mv.auto`,
      [gameIds],
    );
    for (const row of rows) if (!visible.has(row.id)) visible.set(row.id, Number(row.ms));
    if (Date.now() > until) throw new Error(`the timer moved ${visible.size} of ${expected} in 5 minutes`);
    await sleep(VISIBILITY_POLL_MS);
  }
  return visible;
}

type Track = <T>(label: string, work: () => Promise<T>) => Promise<T>;

async function timerRun(
  ctx: BenchContext,
  databaseUrl: string,
  api: Api,
  bots: Player[],
  run: number,
  track: Track,
): Promise<TimerRun> {
  const setupStarted = performance.now();
  const ids: number[] = [];
  for (let k = 0; k < TIMER_TOURNAMENTS; k++) {
    const creator = bots[(run * TIMER_TOURNAMENTS + k) % bots.length];
    const created = (await api.expect(
      201,
      api.post(
        '/tournaments/',
        { name: `Timer ${run + 1}.${k + 1}`, entry_fee: '1.00', max_players: PLAYERS, game_mode: 'CLASSIC' },
        creator.access,
      ),
      'create',
    )) as WithId;
    ids.push(created.id);
  }
  const seats = ids.flatMap((id, k) =>
    bots.filter((b) => b !== bots[(run * TIMER_TOURNAMENTS + k) % bots.length]).map((bot) => ({ id, bot })),
  );
  await inParallel(seats, 16, ({ id, bot }) =>
    api.expect(200, api.post(`/tournaments/${id}/join/`, {}, bot.access), 'join'),
  );
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  // Every game of these tournaments gets the same deadline, 2 to 3 s ahead on a whole second of the database clock.
  const aligned = await ctx.pg.query<{ id: number; deadline: Date }>(
    databaseUrl,
    `WITH chosen AS (
       SELECT g.id FROM games g JOIN matches m ON m.id = g.match_id
        WHERE m.tournament_id = ANY($1::int[]) AND g.status = 'IN_PROGRESS' ORDER BY g.id LIMIT $2
     ), due AS (SELECT date_trunc('second', clock_timestamp()) + interval '3 seconds' AS at)
     UPDATE games g SET player1_deadline = due.at, player2_deadline = due.at FROM chosen, due
      WHERE g.id = chosen.id RETURNING g.id, due.at AS deadline`,
    [ids, TIMER_GAMES],
  );
  if (aligned.length !== TIMER_GAMES) throw new Error(`only ${aligned.length} open games to align`);
  const gameIds = aligned.map((g) => g.id);
  const expected = 2 * TIMER_GAMES;
  const until = Date.now() + 300_000;
  const visible = await track(`timer ${run + 1} (1,000 games due)`, () =>
    ctx.pg.commitTimestamps
      ? waitForAutoMoves(ctx, databaseUrl, gameIds, expected, until)
      : pollVisibility(ctx, databaseUrl, gameIds, expected, until),
  );
  const rows = await ctx.pg.query<{ committed: string | null; stamped: string }>(
    databaseUrl,
    `SELECT extract(epoch FROM ${ctx.pg.commitTimestamps ? 'pg_xact_commit_timestamp(mv.xmin)' : 'NULL::timestamptz'} - g.player1_deadline) * 1000 AS committed,
            extract(epoch FROM mv.submitted_at - g.player1_deadline) * 1000 AS stamped
       FROM moves mv JOIN games g ON g.id = mv.game_id WHERE mv.game_id = ANY($1::int[]) AND mv.auto`,
    [gameIds],
  );
  const lateness = visible ? [...visible.values()] : rows.map((r) => Number(r.committed));
  const stamped = rows.map((r) => Number(r.stamped));
  const stampedP99 = percentile(stamped, 99);
  const result = {
    games: gameIds.length,
    moves: lateness.length,
    p50: percentile(lateness, 50),
    p99: percentile(lateness, 99),
    max: Math.max(...lateness),
    stampedP99,
    setupSeconds,
  };
  ctx.log(
    `  timer run ${run + 1}: ${result.moves} auto moves in ${result.games} games, lateness p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, max ${result.max.toFixed(0)} ms; submitted_at p99 ${stampedP99.toFixed(0)} ms (setup ${setupSeconds.toFixed(0)} s)`,
  );
  return result;
}

export const gameplay: Section = {
  name: 'gameplay',
  title: 'Gameplay',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const databaseUrl = await ctx.pg.freshDatabase('gameplay');
    // With --profile the whole section runs under --cpu-prof (its figures then carry the profiler's cost);
    // the first tournament and the first timer run are summarized separately.
    const profileDir = ctx.profile ? mkdtempSync(join(tmpdir(), 'spockout-prof-')) : undefined;
    const app = await startApp({
      databaseUrl,
      cpuProfileDir: profileDir,
      env: { MOVE_TIMEOUT_SECONDS: String(MOVE_TIMEOUT_SECONDS) },
    });
    const windows: { label: string; window: ProfileWindow }[] = [];
    const track = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      const fromMs = app.uptimeMs();
      const result = await work();
      windows.push({ label, window: { fromMs, toMs: app.uptimeMs() } });
      return result;
    };
    let stopped = false;
    try {
      const api = new Api(app.url);
      [PLAYERS, ROUNDS, BOT_POLL_MS, TIMER_GAMES, TIMER_TOURNAMENTS] = ctx.smoke
        ? [4, 2, 200, 2, 1]
        : [256, 8, 5000, 1000, 8];
      const bots = await players(api, 'bot', PLAYERS, '100.00');
      const tournaments: TournamentRun[] = [];
      for (let run = 0; run < ctx.runs; run++) {
        tournaments.push(
          await track(`tournament ${run + 1} (bots playing)`, () =>
            playTournament(ctx, app, databaseUrl, api, bots, run),
          ),
        );
      }
      const timers: TimerRun[] = [];
      for (let run = 0; run < ctx.runs; run++) timers.push(await timerRun(ctx, databaseUrl, api, bots, run, track));
      let profile: string[] | undefined;
      if (profileDir) {
        await app.stop();
        stopped = true;
        const file = newestProfile(profileDir);
        profile = [];
        for (const { label, window } of windows.filter(
          (w) => w.label.endsWith(' 1 (bots playing)') || w.label.startsWith('timer 1'),
        )) {
          profile.push(`--- ${label} ---`, ...(file ? summarizeProfile(file, window) : ['(no profile written)']));
        }
      }

      const m = (f: (t: TournamentRun) => number) => median(tournaments.map(f));
      const r1p50 = m((t) => percentile(t.round1, 50));
      const r1p99 = m((t) => percentile(t.round1, 99));
      const tp50 = median(timers.map((t) => t.p50));
      const tp99 = median(timers.map((t) => t.p99));
      const info = (figure: string, value: string, p50 = '—', p99 = '—'): Row => ({
        figure,
        value,
        baseline: '—',
        ratio: '—',
        target: '—',
        met: null,
        p50,
        p99,
      });
      const rows: Row[] = [
        info(
          '256-player CLASSIC tournament played by bots over HTTP: wall time',
          `${m((t) => t.wallSeconds).toFixed(1)} s`,
        ),
        info('… moves per second', `${m((t) => t.moves / t.wallSeconds).toFixed(0)} /s`),
        {
          figure: 'Move submit latency, round 1 (128 matches in play)',
          value: `p99 ${ms(r1p99)}`,
          baseline: '—',
          ratio: '—',
          target: 'p99 < 50 ms',
          met: r1p99 < 50,
          p50: ms(r1p50),
          p99: ms(r1p99),
        },
        info(
          'Move submit latency, whole tournament',
          `p99 ${ms(m((t) => percentile(t.all, 99)))}`,
          ms(m((t) => percentile(t.all, 50))),
          ms(m((t) => percentile(t.all, 99))),
        ),
        {
          figure: `Move timer lateness, ${TIMER_GAMES} games due in the same second (move committed − deadline)`,
          value: `p99 ${ms(tp99)}`,
          baseline: '—',
          ratio: '—',
          target: 'p99 < 500 ms',
          met: tp99 < 500,
          p50: ms(tp50),
          p99: ms(tp99),
        },
      ];
      const method = [
        `App with MOVE_TIMEOUT_SECONDS=${MOVE_TIMEOUT_SECONDS}. ${PLAYERS} players registered and funded over HTTP; the same players play every run.`,
        `Tournament: created and filled over HTTP (255 joins, 8 at a time); the clock starts when the last seat starts it. Each bot polls GET /api/tournaments/{id}/my_matches/ every ${BOT_POLL_MS / 1000} s when it has nothing to play (the web client's poll rate), submits a random choice to the current game as soon as it is its move (POST /api/games/{id}/submit_choice/), looks again at once after a submit, and stops when eliminated or champion. Wall time ends when the database shows the tournament COMPLETED and its prize entry posted (polled every 100 ms by the runner, straight from PostgreSQL, so the instrument adds no load to the app).`,
        `Tournament runs: ${tournaments.map((t) => `${t.wallSeconds.toFixed(1)} s / ${t.moves} moves (${t.autoMoves} auto) / ${t.polls} polls (poll p99 ${percentile(t.pollMs, 99).toFixed(1)} ms) / ${t.failures} refused submits / ${t.networkErrors} network errors resent`).join('; ')}. Latency is the bot's, over HTTP on the load core. Medians of ${ctx.runs} runs.`,
        `Timer: per run, ${TIMER_TOURNAMENTS} CLASSIC tournaments of ${PLAYERS} are created and filled over HTTP (${TIMER_TOURNAMENTS * 128} games open), then one UPDATE sets both deadlines of ${TIMER_GAMES} of those games to the same whole second 2–3 s ahead (database clock). The timer sweeps every 200 ms, or at the next deadline when it falls sooner. ${ctx.pg.commitTimestamps ? "Lateness is each auto move's commit time (pg_xact_commit_timestamp of its row, with track_commit_timestamp on; the runner only counts the moves every 250 ms meanwhile)" : `Lateness is when each auto move became visible to a reader polling every ${VISIBILITY_POLL_MS} ms (clock_timestamp() of the poll that first saw it, so at most one poll after its commit)`} minus that deadline, over all ${2 * TIMER_GAMES} auto moves; moves.submitted_at (the clock read in the move's transaction, before its commit) is shown beside it.`,
        `Timer runs: ${timers.map((t) => `p50 ${t.p50.toFixed(0)} ms, p99 ${t.p99.toFixed(0)} ms, max ${t.max.toFixed(0)} ms, submitted_at p99 ${t.stampedP99.toFixed(0)} ms (setup ${t.setupSeconds.toFixed(0)} s)`).join('; ')}. Medians of ${ctx.runs} runs.`,
      ];
      if (profileDir) method.push('This run was profiled (--profile): its figures include the cost of --cpu-prof.');
      return { rows, method, profile };
    } catch (error) {
      await sleep(500);
      const cause = (error as { cause?: Error }).cause;
      const tail = app.stderrTail().trim().split('\n').slice(-8).join(' | ');
      throw new Error(
        `${(error as Error).message}${cause ? ` (${cause.message})` : ''}; app ${app.exited() ? 'exited' : 'still running'}; its stderr: ${tail || '(empty)'}`,
        { cause: error },
      );
    } finally {
      if (!stopped) await app.stop();
    }
  },
};
