/**
 * 12. Push at 10,000 streams (issue 35 §2): the time from a move's answer to the opponent's `match` notice with
 * 10,000 streams open over three instances, through PostgreSQL alone and through the Redis Streams bus
 * (EVENT_BUS_URL), each against a baseline of the same moves with only the players' own streams open; and the
 * memory an open stream costs its instance.
 */
import { createConnection } from 'node:net';
import { Api, inParallel, players, type WithId } from './lib/api.js';
import { startApp, type ServerProcess } from './lib/app.js';
import type { BenchContext, Row, Section, SectionResult } from './lib/context.js';
import { ms, sized } from './lib/context.js';
import { percentile, sleep } from './lib/stats.js';
import { BenchStream } from './lib/streams.js';
import { APP_ENV, latencies, PER_USER, type Pair } from './live.js';
import { failover, FAILOVER_LIMIT_MS, type FailoverResult } from './push-failover.js';

const REDIS = { host: '127.0.0.1', port: 6379 };
const TARGET_P99_MS = 50;

/** Whether this machine's Redis answers: without it the bus line says so instead of failing the run. */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(REDIS, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

interface ModeResult {
  baseline: number[];
  loaded: number[];
  kbPerStream: number;
  streams: number;
  failover: FailoverResult | null;
}

/**
 * Three instances (with or without the bus) on the database: the moves go to A; the players' own streams and the
 * idle ones are spread over B and C and A, so most notices cross instances.
 */
async function mode(
  ctx: BenchContext,
  databaseUrl: string,
  env: Record<string, string>,
  pairs: Pair[],
  fleet: { id: number; access: string }[],
  total: number,
  samples: number,
  /** Moves per pair after killing the publisher's instance; 0: no fail-over. */
  failoverMoves = 0,
): Promise<ModeResult> {
  const apps: ServerProcess[] = [];
  const opened: BenchStream[] = [];
  try {
    // A smoke run proves the section runs on one instance: three would cost a minute of starts in every npm test.
    for (let i = 0; i < sized(ctx, 3, 1); i++) apps.push(await startApp({ databaseUrl, env: { ...APP_ENV, ...env } }));
    const a = apps[0];
    const [b, c] = [apps[1 % apps.length], apps[2 % apps.length]];
    const moves = new Api(a.url);
    const pairUsers = pairs.flatMap((p) => [p.p1, p.p2]);
    // Each pair's streams: the mover's on B, the opponent's on C.
    const own = await inParallel(pairUsers, 20, (u, i) => BenchStream.open(i % 2 === 0 ? b.url : c.url, u.access));
    opened.push(...own);
    const streamOf = new Map(pairUsers.map((u, i) => [u.id, own[i]]));
    const baseline = await latencies(moves, pairs, streamOf, samples);

    const before = apps.map((app) => app.rssMiB());
    const idle = total - own.length;
    // Fleet users' slots, PER_USER each at most, dealt to the instances in turn: a third of the idle streams each.
    const slots: { access: string }[] = [];
    for (let round = 0; round < PER_USER && slots.length < idle; round++) {
      for (const user of fleet) if (slots.length < idle) slots.push(user);
    }
    if (slots.length < idle) throw new Error(`${idle} idle streams need more than ${PER_USER} per user`);
    opened.push(
      ...(await inParallel(slots, 50, (user, i) => BenchStream.open(apps[i % apps.length].url, user.access))),
    );
    await sleep(sized(ctx, 3000, 300));
    const after = apps.map((app) => app.rssMiB());
    const kbPerStream = ((after.reduce((x, y) => x + y, 0) - before.reduce((x, y) => x + y, 0)) * 1024) / idle;
    const loaded = await latencies(moves, pairs, streamOf, samples);
    const failed = failoverMoves > 0 ? await failover(ctx, databaseUrl, apps, pairs, streamOf, failoverMoves) : null;
    return { baseline, loaded, kbPerStream, streams: opened.length, failover: failed };
  } finally {
    for (const stream of opened) stream.close();
    for (const app of apps) await app.stop();
  }
}

function row(figure: string, result: ModeResult): Row {
  const p99 = percentile(result.loaded, 99);
  const base = percentile(result.baseline, 99);
  return {
    figure,
    value: `p99 ${ms(p99)}`,
    baseline: `p99 ${ms(base)}`,
    ratio: (base / p99).toFixed(2),
    target: `p99 ≤ ${TARGET_P99_MS} ms`,
    met: p99 <= TARGET_P99_MS,
    p50: ms(percentile(result.loaded, 50)),
    p99: ms(p99),
  };
}

function failoverRow(path: string, f: FailoverResult): Row {
  const met = f.maxLiveMs <= FAILOVER_LIMIT_MS && f.lost === 0 && f.reloads === 0;
  return {
    figure: `kill -9 of the publisher's instance (it held ${f.killed}) with the streams open, ${path}: the longest wait for a move's notice on a surviving stream; notices owed / lost`,
    value: `${(f.maxLiveMs / 1000).toFixed(2)} s; ${f.owed} owed, ${f.lost} lost (${f.live} live, ${f.replayed} replayed, ${f.afterResume} after \`resumed\`, ${f.reloads} reloads); lock taken over in ${(f.takeoverMs / 1000).toFixed(2)} s`,
    baseline: '—',
    ratio: '—',
    target: `≤ ${FAILOVER_LIMIT_MS / 1000} s; none lost`,
    met,
    p50: '—',
    p99: '—',
  };
}

export const push: Section = {
  name: 'push',
  title: 'Push at 10,000 streams over three instances: PostgreSQL alone and the Redis bus',
  async run(ctx: BenchContext): Promise<SectionResult> {
    const total = sized(ctx, 10_000, 24);
    const pairCount = sized(ctx, 20, 2);
    const samples = sized(ctx, 10, 2);
    const databaseUrl = await ctx.pg.freshDatabase('push');
    const setup = await startApp({ databaseUrl, env: APP_ENV });
    const pairs: Pair[] = [];
    let fleet: { id: number; access: string }[];
    try {
      const api = new Api(setup.url);
      // Enough users for the idle streams at PER_USER each, the pairs' users aside.
      const users = await players(api, 'push', 2 * pairCount + Math.ceil(total / (PER_USER - 1)), '20.00');
      for (let i = 0; i < pairCount; i++) {
        const [p1, p2] = [users[2 * i], users[2 * i + 1]];
        const t = (await api.expect(
          201,
          api.post(
            '/tournaments/',
            { name: `Push ${i}`, entry_fee: '1.00', max_players: 2, game_mode: 'CLASSIC' },
            p1.access,
          ),
          'create',
        )) as WithId;
        await api.expect(200, api.post(`/tournaments/${t.id}/join/`, {}, p2.access), 'join');
        const [match] = (await api.expect(
          200,
          api.get(`/tournaments/${t.id}/my_matches/`, p1.access),
          'my_matches',
        )) as WithId[];
        pairs.push({ p1, p2, matchId: match.id });
      }
      fleet = users.slice(2 * pairCount);
    } finally {
      await setup.stop();
    }

    // A smoke run has one instance: nothing survives a kill.
    const failoverMoves = sized(ctx, 3, 0);
    const postgres = await mode(ctx, databaseUrl, {}, pairs, fleet, total, samples, failoverMoves);
    ctx.log(
      `  PostgreSQL alone, ${postgres.streams} streams: p50 ${ms(percentile(postgres.loaded, 50))}, p99 ${ms(percentile(postgres.loaded, 99))} (baseline p99 ${ms(percentile(postgres.baseline, 99))}); ${postgres.kbPerStream.toFixed(1)} KB per stream`,
    );
    const rows: Row[] = [
      row(`Move answer → opponent's notice, ${total} streams over 3 instances, PostgreSQL alone`, postgres),
    ];
    if (postgres.failover) rows.push(failoverRow('PostgreSQL alone', postgres.failover));
    let busNote = 'Redis did not answer on 127.0.0.1:6379: the bus was not measured.';
    if (ctx.smoke) busNote = 'Smoke run: PostgreSQL alone, on one instance.';
    else if (await redisAnswers()) {
      const bus = await mode(
        ctx,
        databaseUrl,
        { EVENT_BUS_URL: `redis://${REDIS.host}:${REDIS.port}` },
        pairs,
        fleet,
        total,
        samples,
        failoverMoves,
      );
      ctx.log(
        `  Redis bus, ${bus.streams} streams: p50 ${ms(percentile(bus.loaded, 50))}, p99 ${ms(percentile(bus.loaded, 99))} (baseline p99 ${ms(percentile(bus.baseline, 99))}); ${bus.kbPerStream.toFixed(1)} KB per stream`,
      );
      rows.push(row(`Move answer → opponent's notice, ${total} streams over 3 instances, Redis Streams bus`, bus));
      if (bus.failover) rows.push(failoverRow('Redis Streams bus', bus.failover));
      busNote = `Bus: the same with EVENT_BUS_URL=redis://127.0.0.1:6379 (this machine's Redis); baseline p99 ${ms(percentile(bus.baseline, 99))}, ${bus.kbPerStream.toFixed(1)} KB per idle stream.`;
    }
    rows.push({
      figure: `Memory of an open stream (${total} over 3 instances, PostgreSQL alone)`,
      value: `${postgres.kbPerStream.toFixed(1)} KB`,
      baseline: '—',
      ratio: '—',
      target: '—',
      met: null,
      p50: '—',
      p99: '—',
    });
    const method = [
      `Three app instances on one database, started afresh for each line; moves go to the first. ${pairCount} pairs each play a CLASSIC 2-player match of ties (${samples} moves per pair, the pairs at once); the mover's stream is on the second instance and the opponent's on the third. A sample is the time from the mover's HTTP answer to the opponent's \`match\` notice (\`move_made\`), both read by the bench process.`,
      `Baseline: the same moves with only the ${pairCount * 2} players' own streams open (PostgreSQL alone: p99 ${ms(percentile(postgres.baseline, 99))}). Then ${total - pairCount * 2} idle streams more, a third on each instance (at most ${PER_USER} per user over ${fleet.length} users), and the moves again.`,
      busNote,
      `Memory: the three instances' resident sets before and 3 s after opening the idle streams, divided by their number.`,
      `Fail-over (not in a smoke run: one instance): after the loaded moves, the instance whose publisher holds the advisory lock (pg_locks beside pg_stat_activity's \`spockout-publisher:<pid>\`) is killed with SIGKILL; every pair then makes ${failoverMoves} more moves and ties through a survivor without waiting. Each move owes one notice (the opponent's \`move_made\`, the mover's \`game_completed\`). Streams on the survivors must hear each within ${FAILOVER_LIMIT_MS / 1000} s of its answer; a third of the pairs' users also hold a stream on the dead instance, opened just before the kill; those reconnect to a survivor afterwards with their last id as Last-Event-ID and must be replayed what they missed. Ids are deduplicated as the web client does. The dead instance's idle streams are not reconnected.`,
      'The bench process holds every stream itself (node:http, one socket each) on the same two cores as the instances and PostgreSQL, so what it reads includes its own event loop: its delays are in the figures.',
    ];
    return { rows, method };
  },
};
