/**
 * 2. Polled reads: GET /api/tournaments/ (100 tournaments) and GET /api/matches/{id}/ against a bare Fastify +
 * pg server replaying the very statements the app ran for one such request (captured by the SQL spy, text and
 * values), and the number of statements per request, which must not grow with the list (10 vs 100).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Api, inParallel, players, type Player, type WithId } from './lib/api.js';
import { DIST, newestProfile, startApp, startServerProcess, type ServerProcess } from './lib/app.js';
import { compare, CONNECTIONS, loadGet } from './lib/compare.js';
import { ratioRow, sized, type BenchContext, type Row, type Section, type SectionResult } from './lib/context.js';
import { summarizeProfile } from './lib/profile.js';
import { captureSql } from './lib/sql-spy-client.js';
import type { SpiedStatement } from './lib/sql-spy.js';

const CREATORS = 10;
/** The largest page: 100 tournaments per request, as the list answered before it was paginated. */
const LIST = '/tournaments/?page_size=100';

/** How many tournaments the lobby's page lists. */
async function listedCount(api: Api, token: string): Promise<number> {
  return ((await api.get(LIST, token)).body as { results: unknown[] }).results.length;
}

async function createTournaments(api: Api, creators: Player[], from: number, count: number): Promise<void> {
  await inParallel(
    Array.from({ length: count }, (_, i) => from + i),
    4,
    async (n) => {
      const creator = creators[n % creators.length];
      const created = (await api.expect(
        201,
        api.post(
          '/tournaments/',
          { name: `Bench Cup ${n}`, entry_fee: '1.00', max_players: 8, game_mode: 'CLASSIC' },
          creator.access,
        ),
        'create tournament',
      )) as WithId;
      // A few seats taken, so each item lists participants with names, as a real lobby does.
      for (let j = 1; j <= n % 4; j++) {
        await api.expect(
          200,
          api.post(`/tournaments/${created.id}/join/`, {}, creators[(n + j) % creators.length].access),
          'join',
        );
      }
    },
  );
}

/** Statements per request for `path`, checked equal over 3 requests; answers them and the last request's SQL. */
async function statementsOf(
  app: ServerProcess,
  path: string,
  token: string,
): Promise<{ count: number; statements: SpiedStatement[] }> {
  const api = new Api(app.url);
  let counts: number[] = [];
  // The guard re-checks that the user exists every 2 s; a capture that straddles that check sees one more
  // statement in one request, so it is taken again.
  for (let attempt = 0; attempt < 3; attempt++) {
    for (let i = 0; i < 3; i++) await api.expect(200, api.get(path, token), `GET ${path}`);
    const { byRequest } = await captureSql(app.child, async () => {
      for (let i = 0; i < 3; i++) await api.expect(200, api.get(path, token), `GET ${path}`);
    });
    const groups = [...byRequest.values()];
    if (groups.length !== 3) throw new Error(`expected 3 requests in the SQL capture of ${path}, saw ${groups.length}`);
    counts = groups.map((g) => g.length);
    if (new Set(counts).size === 1) return { count: counts[0], statements: groups[2] };
  }
  throw new Error(`statements per request of ${path} vary: ${counts.join(', ')}`);
}

const short = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 110);

export const reads: Section = {
  name: 'reads',
  title: 'Polled reads',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const databaseUrl = await ctx.pg.freshDatabase('reads');
    const app = await startApp({ databaseUrl, sqlSpy: true });
    let base: ServerProcess | null = null;
    try {
      const api = new Api(app.url);
      const creators = await players(api, 'rd', CREATORS, '1000.00');
      const viewer = creators[0];
      // Tournament 1 is a full 2-seat one, so it has a match in play to poll.
      const duel = (await api.expect(
        201,
        api.post(
          '/tournaments/',
          { name: 'Bench Duel', entry_fee: '1.00', max_players: 2, game_mode: 'CLASSIC' },
          viewer.access,
        ),
        'create duel',
      )) as WithId;
      await api.expect(200, api.post(`/tournaments/${duel.id}/join/`, {}, creators[1].access), 'join duel');
      const [match] = (await api.expect(
        200,
        api.get(`/tournaments/${duel.id}/my_matches/`, viewer.access),
        'my matches',
      )) as WithId[];
      const matchPath = `/matches/${match.id}/`;

      await createTournaments(api, creators, 2, 9);
      const list10 = await statementsOf(app, LIST, viewer.access);
      const listed10 = await listedCount(api, viewer.access);
      await createTournaments(api, creators, 11, sized(ctx, 90, 5));
      const list100 = await statementsOf(app, LIST, viewer.access);
      const listed100 = await listedCount(api, viewer.access);
      const matchSql = await statementsOf(app, matchPath, viewer.access);
      ctx.log(
        `  statements per request: list ${list10.count} (${listed10} items) / ${list100.count} (${listed100} items), match ${matchSql.count}`,
      );

      const sqlFile = join(mkdtempSync(join(tmpdir(), 'spockout-sql-')), 'routes.json');
      writeFileSync(
        sqlFile,
        JSON.stringify({ '/api/tournaments/': list100.statements, '/api/matches/:id/': matchSql.statements }),
      );
      base = await startServerProcess(join(DIST, 'bench', 'lib', 'baseline-server.js'), ['reads'], {
        env: { DATABASE_URL: databaseUrl, BENCH_SQL_FILE: sqlFile },
      });
      const baseUrl = base.url;

      const headers = { authorization: `Bearer ${viewer.access}` };
      const sizes = async (path: string) => {
        const a = await fetch(`${app.url}/api${path}`, { headers });
        const b = await fetch(`${baseUrl}/api${path}`);
        if (a.status !== 200 || b.status !== 200) throw new Error(`GET ${path}: app ${a.status}, baseline ${b.status}`);
        return `app ${(await a.arrayBuffer()).byteLength} B, baseline ${(await b.arrayBuffer()).byteLength} B`;
      };
      const listSizes = await sizes(LIST);
      const matchSizes = await sizes(matchPath);
      const list = await compare(
        ctx,
        'tournaments',
        (s) => loadGet(`${app.url}/api${LIST}`, headers, s),
        (s) => loadGet(`${baseUrl}/api/tournaments/`, {}, s),
      );
      const one = await compare(
        ctx,
        'match',
        (s) => loadGet(`${app.url}/api${matchPath}`, headers, s),
        (s) => loadGet(`${baseUrl}/api${matchPath}`, {}, s),
      );

      const rows: Row[] = [
        ratioRow({
          figure: 'GET /api/tournaments/ (100 tournaments) vs Fastify + pg, same SQL, req/s',
          value: list.app.rps,
          baseline: list.base.rps,
          unit: 'req/s',
          minRatio: 0.5,
          p50: list.app.p50,
          p99: list.app.p99,
        }),
        ratioRow({
          figure: 'GET /api/matches/{id}/ vs Fastify + pg, same SQL, req/s',
          value: one.app.rps,
          baseline: one.base.rps,
          unit: 'req/s',
          minRatio: 0.5,
          p50: one.app.p50,
          p99: one.app.p99,
        }),
        {
          figure: `SQL statements per GET /api/tournaments/, ${listed10} vs ${listed100} tournaments listed`,
          value: `${list10.count} vs ${list100.count}`,
          baseline: '—',
          ratio: '—',
          target: 'fixed',
          met: list10.count === list100.count,
          p50: '—',
          p99: '—',
        },
        {
          figure: 'SQL statements per GET /api/matches/{id}/',
          value: String(matchSql.count),
          baseline: '—',
          ratio: '—',
          target: 'fixed',
          met: null,
          p50: '—',
          p99: '—',
        },
      ];
      const method = [
        `Data: ${CREATORS} players, 100 tournaments (8 seats, 0 to 3 taken, one full 2-seat tournament with its match in play); the viewer is a participant. Token of a PLAYER.`,
        `SQL captured by the SQL spy (\`node --import dist/bench/lib/sql-spy.js\`, pg's Client.query, tagged with the app's request id): 3 requests per route, counts checked equal. The baseline replays the last request's statements on one pooled connection (pool 10, the app's size) and answers their rows.`,
        `GET /api/tournaments/ statements: ${list100.statements.map((s) => `\`${short(s.text)}\``).join('; ')}.`,
        `GET /api/matches/{id}/ statements: ${matchSql.statements.map((s) => `\`${short(s.text)}\``).join('; ')}.`,
        `Response sizes: list ${listSizes}; match ${matchSizes}.`,
        `${ctx.runs} alternating runs of ${ctx.seconds} s per side after a 3 s warm-up, medians. List runs: app ${list.app.runs.join(', ')}, baseline ${list.base.runs.join(', ')} req/s (baseline p50 ${list.base.p50.toFixed(1)} ms, p99 ${list.base.p99.toFixed(1)} ms). Match runs: app ${one.app.runs.join(', ')}, baseline ${one.base.runs.join(', ')} req/s (baseline p50 ${one.base.p50.toFixed(1)} ms, p99 ${one.base.p99.toFixed(1)} ms). Errors: ${list.app.errors + one.app.errors} app, ${list.base.errors + one.base.errors} baseline.`,
        `Load: \`${list.command.replace(/http:\/\/127\.0\.0\.1:\d+/, 'http://127.0.0.1:$PORT')}\` (${CONNECTIONS} connections), and the same on ${matchPath}.`,
      ];
      let profile: string[] | undefined;
      if (ctx.profile) {
        await app.stop();
        profile = await profileReads(ctx, databaseUrl, viewer.access, matchPath);
      }
      return { rows, method, profile };
    } finally {
      await app.stop();
      await base?.stop();
    }
  },
};

async function profileReads(
  ctx: BenchContext,
  databaseUrl: string,
  token: string,
  matchPath: string,
): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'spockout-prof-'));
  const app = await startApp({ databaseUrl, cpuProfileDir: dir });
  let window;
  try {
    const headers = { authorization: `Bearer ${token}` };
    await loadGet(`${app.url}/api${LIST}`, headers, 2);
    const fromMs = app.uptimeMs();
    await loadGet(`${app.url}/api${LIST}`, headers, ctx.seconds);
    await loadGet(`${app.url}/api${matchPath}`, headers, ctx.seconds);
    window = { fromMs, toMs: app.uptimeMs() };
  } finally {
    await app.stop();
  }
  const file = newestProfile(dir);
  return file ? ['(list and match loads together)', ...summarizeProfile(file, window)] : ['(no profile written)'];
}
