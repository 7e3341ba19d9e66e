/**
 * 9. Paginated lists: a page of GET /api/tournaments/ (all, by status, available) with 10 and with 10,000
 * tournaments in the database. A page must cost about the same whatever the list's length: the count and the
 * page are index-backed, and only the page's rows are turned into views.
 */
import { Api, players, type Player, type WithId } from './lib/api.js';
import { startApp } from './lib/app.js';
import { CONNECTIONS, loadGet } from './lib/compare.js';
import { ratioRow, sized, type BenchContext, type Row, type Section, type SectionResult } from './lib/context.js';
import { median } from './lib/stats.js';
import type { LoadResult } from './lib/wrk.js';

const CREATORS = 10;
const PAGE_SIZE = 10;
const paths = (large: number) =>
  ({
    all: `/tournaments/?page_size=${PAGE_SIZE}`,
    open: `/tournaments/?status=PENDING,ACTIVE&page_size=${PAGE_SIZE}`,
    available: `/tournaments/available/?page_size=${PAGE_SIZE}`,
    last: `/tournaments/?page_size=${PAGE_SIZE}&page=${large / PAGE_SIZE}`,
  }) as const;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  runs: number[];
  errors: number;
}

async function measure(ctx: BenchContext, url: string, token: string, label: string): Promise<Measured> {
  const headers = { authorization: `Bearer ${token}` };
  if (ctx.warmSeconds > 0) await loadGet(url, headers, ctx.warmSeconds);
  const results: LoadResult[] = [];
  for (let run = 0; run < ctx.runs; run++) {
    results.push(await loadGet(url, headers, ctx.seconds));
    ctx.log(
      `  ${label} run ${run + 1}: ${results[run].rps.toFixed(0)}/s (p50 ${results[run].p50Ms.toFixed(1)} ms, p99 ${results[run].p99Ms.toFixed(1)} ms)`,
    );
  }
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50Ms)),
    p99: median(results.map((r) => r.p99Ms)),
    runs: results.map((r) => Math.round(r.rps)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** The bulk of the 10,000, written straight into the tables: 70% completed, 20% cancelled, 10% waiting, one seat each. */
async function bulkTournaments(
  ctx: BenchContext,
  databaseUrl: string,
  creators: Player[],
  count: number,
): Promise<void> {
  await ctx.pg.query(
    databaseUrl,
    `WITH made AS (
       INSERT INTO tournaments (name, entry_fee, max_players, game_mode, status, prize_pool, current_players, total_rounds, winner_id, created_by, registration_closes_at, move_timeout)
       SELECT 'Bulk Cup ' || g, 100, 8, 'CLASSIC',
              CASE WHEN g % 10 < 7 THEN 'COMPLETED' WHEN g % 10 < 9 THEN 'CANCELLED' ELSE 'PENDING' END,
              800, 1, 3,
              CASE WHEN g % 10 < 7 THEN ($1::int[])[1 + g % array_length($1::int[], 1)] END,
              ($1::int[])[1 + g % array_length($1::int[], 1)],
              now() + interval '1 day', 60
         FROM generate_series(1, $2) AS g
       RETURNING id, created_by)
     INSERT INTO tournament_participants (tournament_id, user_id) SELECT id, created_by FROM made`,
    [creators.map((c) => c.id), count],
  );
  // As autovacuum leaves a table that has been live for a while: statistics, and a visibility map for index-only scans.
  await ctx.pg.query(databaseUrl, 'VACUUM ANALYZE tournaments');
  await ctx.pg.query(databaseUrl, 'VACUUM ANALYZE tournament_participants');
}

export const lists: Section = {
  name: 'lists',
  title: 'Paginated lists at 10 and 10,000 tournaments',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const LARGE = sized(ctx, 10_000, 40);
    const PATHS = paths(LARGE);
    const databaseUrl = await ctx.pg.freshDatabase('lists');
    const app = await startApp({ databaseUrl });
    try {
      const api = new Api(app.url);
      const creators = await players(api, 'ls', CREATORS, '1000.00');
      const viewer = creators[0];
      // The ten through the API first; the bulk comes after them, so at 10,000 the first page lists bulk rows.
      const small: Record<string, Measured> = {};
      const large: Record<string, Measured> = {};
      for (let n = 0; n < 10; n++) {
        const created = (await api.expect(
          201,
          api.post(
            '/tournaments/',
            { name: `Lobby Cup ${n}`, entry_fee: '1.00', max_players: 8, game_mode: 'CLASSIC' },
            creators[n].access,
          ),
          'create',
        )) as WithId;
        for (let j = 1; j <= n % 4; j++)
          await api.expect(
            200,
            api.post(`/tournaments/${created.id}/join/`, {}, creators[(n + j) % CREATORS].access),
            'join',
          );
      }
      const url = (path: string) => `${app.url}/api${path}`;
      for (const key of ['all', 'open', 'available'] as const)
        small[key] = await measure(ctx, url(PATHS[key]), viewer.access, `10 tournaments, ${key}`);
      await bulkTournaments(ctx, databaseUrl, creators, LARGE - 10);
      const { count } = (await api.expect(200, api.get(PATHS.all, viewer.access), 'count')) as { count: number };
      if (count !== LARGE) throw new Error(`expected ${LARGE} tournaments, the list counts ${count}`);
      for (const key of ['all', 'open', 'available', 'last'] as const)
        large[key] = await measure(ctx, url(PATHS[key]), viewer.access, `10,000 tournaments, ${key}`);

      const row = (label: string, key: 'all' | 'open' | 'available') =>
        ratioRow({
          figure: `${label} page of ${PAGE_SIZE}, 10,000 vs 10 tournaments, req/s`,
          value: large[key].rps,
          baseline: small[key].rps,
          unit: 'req/s',
          minRatio: 0.7,
          p50: large[key].p50,
          p99: large[key].p99,
        });
      const rows: Row[] = [
        row('GET /api/tournaments/', 'all'),
        row('GET /api/tournaments/?status=PENDING,ACTIVE', 'open'),
        row('GET /api/tournaments/available/', 'available'),
        ratioRow({
          figure: `GET /api/tournaments/ last page (${LARGE / PAGE_SIZE}) vs first, 10,000 tournaments, req/s`,
          value: large.last.rps,
          baseline: large.all.rps,
          unit: 'req/s',
          p50: large.last.p50,
          p99: large.last.p99,
        }),
      ];
      const runs = (m: Record<string, Measured>) =>
        Object.entries(m)
          .map(([k, v]) => `${k} ${v.runs.join(', ')} (p50 ${v.p50.toFixed(1)} ms)`)
          .join('; ');
      const method = [
        `Data: ${CREATORS} players. Small: 10 tournaments made through the API (8 seats, 0 to 3 taken). Large: the same 10 plus ${(LARGE - 10).toLocaleString('en-US')} written by one INSERT ... SELECT (70% completed, 20% cancelled, 10% waiting for players, one seat each), then VACUUM ANALYZE (as autovacuum leaves a table that has been live a while). The viewer sits in some of the ten.`,
        `Each figure: a 2 s warm-up, then ${ctx.runs} runs of ${ctx.seconds} s, medians; ${CONNECTIONS} connections on one path with a PLAYER's token. Baseline column: the same page with 10 tournaments in the database (the last-page row: the first page at 10,000).`,
        `Runs at 10 (req/s): ${runs(small)}. Runs at 10,000: ${runs(large)}. Errors: ${[...Object.values(small), ...Object.values(large)].reduce((s, m) => s + m.errors, 0)}.`,
        `A page costs a count (of the rows the filter matches: the whole table for the unfiltered list), the page's ids (LIMIT/OFFSET on the id order; a far page walks the rows it skips), its rows, seats and the players' names.`,
      ];
      return { rows, method };
    } finally {
      await app.stop();
    }
  },
};
