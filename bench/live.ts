/**
 * 9. Live stream: how fast a move reaches the opponent's open `/api/stream/`, with 2,000 streams open on one
 * instance and across two instances (baseline: the same moves with only the players' own streams open), what an
 * idle stream costs in memory, and the request rate of a 256-player tournament's clients with streams against
 * polling alone.
 */
import { Api, inParallel, players, type Player, type WithId } from './lib/api.js';
import { startApp, type ServerProcess } from './lib/app.js';
import type { BenchContext, Row, Section, SectionResult } from './lib/context.js';
import { ms, sized } from './lib/context.js';
import { percentile, sleep } from './lib/stats.js';
import { BenchStream, type StreamNotice } from './lib/streams.js';

export const PER_USER = 8;
// The measured sizes; a smoke run (`--smoke`) sets tiny ones in run() before anything uses them.
let STREAMS = 2000;
let USERS = 250;
let PAIRS = 20;
let SAMPLES_PER_PAIR = 20;
/** The tournament whose clients' request rate is measured. */
let CROWD = 256;
const TARGET_P99_MS = 150;
const TARGET_KB_PER_STREAM = 30;
const SPEC_POLL_SECONDS = 5;
const SAFETY_NET_SECONDS = 30;

export interface Pair {
  p1: Player;
  p2: Player;
  matchId: number;
}

export const APP_ENV = {
  MOVE_TIMEOUT_SECONDS: '3600',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
  MAX_OPEN_TOURNAMENTS_PER_USER: '1000',
  // Every bench client streams from 127.0.0.1.
  MAX_STREAMS_PER_ADDRESS: '1000000',
};

async function currentGameId(api: Api, pair: Pair): Promise<number> {
  return (
    (await api.expect(200, api.get(`/matches/${pair.matchId}/current_game/`, pair.p1.access), 'current_game')) as WithId
  ).id;
}

/** Opens streams for users (at most PER_USER each) until `count` are open; returns them. */
export async function openStreams(
  url: string,
  users: Player[],
  count: number,
  already: Map<number, number>,
): Promise<BenchStream[]> {
  const slots: Player[] = [];
  for (let round = 0; slots.length < count && round < PER_USER; round++) {
    for (const user of users) {
      if ((already.get(user.id) ?? 0) + slots.filter((s) => s.id === user.id).length >= PER_USER) continue;
      slots.push(user);
      if (slots.length === count) break;
    }
  }
  return inParallel(slots, 50, (user) => BenchStream.open(url, user.access));
}

/**
 * Each pair plays ties on instance `movesOn` while the opponent's stream is held by `streamsOn`: a sample is the
 * time from the mover's answer to the opponent's `match` notice (negative: the notice came first, counted as 0).
 */
export async function latencies(
  moves: Api,
  pairs: Pair[],
  streamOf: Map<number, BenchStream>,
  samplesPerPair = SAMPLES_PER_PAIR,
): Promise<number[]> {
  const samples: number[] = [];
  await Promise.all(
    pairs.map(async (pair) => {
      const s1 = streamOf.get(pair.p1.id) as BenchStream;
      const s2 = streamOf.get(pair.p2.id) as BenchStream;
      const forMatch = (reason: string) => (n: StreamNotice) =>
        n.event === 'match' && n.data.match_id === pair.matchId && n.data.reason === reason;
      for (let i = 0; i < samplesPerPair; i++) {
        const gameId = await currentGameId(moves, pair);
        const heard = s2.next(forMatch('move_made'));
        await moves.expect(
          200,
          moves.post(`/games/${gameId}/submit_choice/`, { choice: 'ROCK' }, pair.p1.access),
          'move',
        );
        const answered = performance.now();
        samples.push(Math.max(0, (await heard).at - answered));
        const decided = s1.next(forMatch('game_completed'));
        await moves.expect(
          200,
          moves.post(`/games/${gameId}/submit_choice/`, { choice: 'ROCK' }, pair.p2.access),
          'tie',
        );
        await decided;
      }
    }),
  );
  return samples;
}

function latencyRow(figure: string, samples: number[], baseline: number[]): Row {
  const p99 = percentile(samples, 99);
  return {
    figure,
    value: `p99 ${ms(p99)}`,
    baseline: `p99 ${ms(percentile(baseline, 99))}`,
    ratio: (percentile(baseline, 99) / p99).toFixed(2),
    target: `p99 ≤ ${TARGET_P99_MS} ms`,
    met: p99 <= TARGET_P99_MS,
    p50: ms(percentile(samples, 50)),
    p99: ms(p99),
  };
}

/** A 256-player BLITZ tournament played at once by bots, each holding one stream: the notices each client gets. */
async function tournamentNotices(
  api: Api,
  url: string,
  users: Player[],
): Promise<{ notices: Record<string, number>; atStart: Record<string, number>; seconds: number; playSeconds: number }> {
  const streams = await inParallel(users, 50, (user) => BenchStream.open(url, user.access));
  const notices: Record<string, number> = { match: 0, tournament: 0, tournaments: 0, wallet: 0 };
  let atStart: Record<string, number> = { ...notices };
  let playStarted = 0;
  const started = performance.now();
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const moving = new Set<string>();
  const play = async (user: Player, matchId: number) => {
    for (;;) {
      const answer = await api.get(`/matches/${matchId}/current_game/`, user.access);
      if (answer.status !== 200) return;
      const game = answer.body as { id: number; my_submitted: boolean };
      if (game.my_submitted) return;
      const key = `${game.id}:${user.id}`;
      if (moving.has(key)) return;
      moving.add(key);
      const choice = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'][Math.floor(Math.random() * 5)];
      await api.post(`/games/${game.id}/submit_choice/`, { choice }, user.access);
      return;
    }
  };
  streams.forEach((stream, i) =>
    stream.on((notice) => {
      notices[notice.event] = (notices[notice.event] ?? 0) + 1;
      if (notice.event === 'match' && (notice.data.reason === 'started' || notice.data.reason === 'game_completed')) {
        void play(users[i], notice.data.match_id as number);
      }
      if (notice.event === 'tournament' && notice.data.reason === 'started' && i === 0) {
        atStart = { ...notices };
        playStarted = performance.now();
      }
      if (notice.event === 'tournament' && notice.data.reason === 'completed' && i === 0) finished();
    }),
  );
  const creator = users[0];
  const tournament = (await api.expect(
    201,
    api.post(
      '/tournaments/',
      { name: `Live ${users.length}`, entry_fee: '1.00', max_players: users.length, game_mode: 'BLITZ' },
      creator.access,
    ),
    'create 256',
  )) as WithId;
  await inParallel(users.slice(1), 8, (user) =>
    api.expect(200, api.post(`/tournaments/${tournament.id}/join/`, {}, user.access), 'join 256'),
  );
  // The cap's timer is cleared once play is done: left pending it would hold the run open until it fired.
  let cap: NodeJS.Timeout | undefined;
  await Promise.race([
    done,
    new Promise((resolve) => (cap = setTimeout(resolve, users.length > 8 ? 240_000 : 20_000))),
  ]);
  clearTimeout(cap);
  const now = performance.now();
  for (const stream of streams) stream.close();
  return { notices, atStart, seconds: (now - started) / 1000, playSeconds: (now - playStarted) / 1000 };
}

export const live: Section = {
  name: 'live',
  title: 'Live stream',
  async run(ctx: BenchContext): Promise<SectionResult> {
    [STREAMS, USERS, PAIRS, SAMPLES_PER_PAIR, CROWD] = ctx.smoke ? [12, 4, 2, 2, 4] : [2000, 250, 20, 20, 256];
    const settle = sized(ctx, 1500, 300);
    const databaseUrl = await ctx.pg.freshDatabase('live');
    const a = await startApp({ databaseUrl, env: APP_ENV });
    let b: ServerProcess | null = null;
    try {
      b = await startApp({ databaseUrl, env: APP_ENV });
      const apiA = new Api(a.url);
      const users = await players(apiA, 'live', Math.max(USERS + 6, CROWD), '20.00');
      const pairs: Pair[] = [];
      for (let i = 0; i < PAIRS; i++) {
        const [p1, p2] = [users[2 * i], users[2 * i + 1]];
        const t = (await apiA.expect(
          201,
          apiA.post(
            '/tournaments/',
            { name: `Pair ${i}`, entry_fee: '1.00', max_players: 2, game_mode: 'CLASSIC' },
            p1.access,
          ),
          'create',
        )) as WithId;
        await apiA.expect(200, apiA.post(`/tournaments/${t.id}/join/`, {}, p2.access), 'join');
        const [match] = (await apiA.expect(
          200,
          apiA.get(`/tournaments/${t.id}/my_matches/`, p1.access),
          'my_matches',
        )) as WithId[];
        pairs.push({ p1, p2, matchId: match.id });
      }
      const pairUsers = pairs.flatMap((p) => [p.p1, p.p2]);
      const hold = async (url: string) => {
        const own = await inParallel(pairUsers, 20, (u) => BenchStream.open(url, u.access));
        return { own, streamOf: new Map(pairUsers.map((u, i) => [u.id, own[i]])) };
      };
      const fleet = users.slice(0, USERS);

      // Baseline: only the players' own 40 streams, on the instance that takes the moves.
      let held = await hold(a.url);
      const baseline = await latencies(apiA, pairs, held.streamOf);
      ctx.log(
        `  baseline (${held.own.length} streams): p50 ${ms(percentile(baseline, 50))}, p99 ${ms(percentile(baseline, 99))}`,
      );

      const rssBefore = a.rssMiB();
      const idle = await openStreams(a.url, fleet, STREAMS - held.own.length, new Map(pairUsers.map((u) => [u.id, 1])));
      await sleep(2 * settle);
      const rssAfter = a.rssMiB();
      const kbPerStream = ((rssAfter - rssBefore) * 1024) / idle.length;
      const one = await latencies(apiA, pairs, held.streamOf);
      ctx.log(
        `  ${idle.length + held.own.length} streams on one instance: p50 ${ms(percentile(one, 50))}, p99 ${ms(percentile(one, 99))}; rss ${rssBefore.toFixed(1)} → ${rssAfter.toFixed(1)} MiB`,
      );
      for (const stream of [...idle, ...held.own]) stream.close();
      await sleep(settle);

      held = await hold(b.url);
      const idleB = await openStreams(
        b.url,
        fleet,
        STREAMS - held.own.length,
        new Map(pairUsers.map((u) => [u.id, 1])),
      );
      const two = await latencies(apiA, pairs, held.streamOf);
      ctx.log(
        `  ${idleB.length + held.own.length} streams on the other instance: p50 ${ms(percentile(two, 50))}, p99 ${ms(percentile(two, 99))}`,
      );
      for (const stream of [...idleB, ...held.own]) stream.close();
      await sleep(settle);

      const crowd = users.slice(users.length - CROWD);
      const played = await tournamentNotices(apiA, a.url, crowd);
      // The play, from the start to the champion: what the clients refetch because of notices.
      const during = (name: string) => played.notices[name] - played.atStart[name];
      const refetches = during('match') + 2 * during('tournament') + during('tournaments') + during('wallet');
      // At a human pace: 8 rounds, each lasting its move timeout (60 s), the play takes 480 s.
      const humanSeconds = 8 * 60;
      const pollingRate = 256 / SPEC_POLL_SECONDS;
      const streamRate = refetches / humanSeconds + 256 / SAFETY_NET_SECONDS;
      ctx.log(`  256-player tournament: ${JSON.stringify(played.notices)} notices in ${played.seconds.toFixed(1)} s`);

      const rows: Row[] = [
        latencyRow(`Move answer → opponent's \`match\` notice, ${STREAMS} streams on the same instance`, one, baseline),
        latencyRow(
          `Move answer → opponent's \`match\` notice, ${STREAMS} streams on the other instance`,
          two,
          baseline,
        ),
        {
          figure: `Memory of an idle stream (${idle.length} open)`,
          value: `${kbPerStream.toFixed(1)} KB`,
          baseline: `${rssBefore.toFixed(0)} MiB before`,
          ratio: '—',
          target: `≤ ${TARGET_KB_PER_STREAM} KB`,
          met: kbPerStream <= TARGET_KB_PER_STREAM,
          p50: '—',
          p99: '—',
        },
        {
          figure: "A 256-player tournament's clients during its play: requests per second, streams vs polling only",
          value: `${streamRate.toFixed(1)} req/s`,
          baseline: `${pollingRate.toFixed(1)} req/s`,
          ratio: (pollingRate / streamRate).toFixed(2),
          target: '—',
          met: null,
          p50: '—',
          p99: '—',
        },
      ];
      const method = [
        `Two app instances on one database. ${USERS + 6} players registered over HTTP; ${PAIRS} pairs each play a CLASSIC 2-player match of ties on instance A (${SAMPLES_PER_PAIR} moves per pair, the pairs at once: ${PAIRS * SAMPLES_PER_PAIR} samples per line). A sample is the time from the mover's HTTP answer to the opponent's \`match\` notice (\`move_made\`) on its stream, both read by the bench process (node:http), 0 when the notice came first.`,
        `Baseline: the same moves with only the ${PAIRS * 2} players' own streams open (p50 ${ms(percentile(baseline, 50))}). Then ${STREAMS} streams (the players' own and ${STREAMS - PAIRS * 2} idle ones, 8 per user over ${USERS} users) on instance A (p50 ${ms(percentile(one, 50))}); then the same ${STREAMS} on instance B while the moves go to A (p50 ${ms(percentile(two, 50))}): the notice crosses through PostgreSQL's NOTIFY.`,
        `Memory: instance A's resident set before and 3 s after opening ${idle.length} idle streams (${rssBefore.toFixed(1)} → ${rssAfter.toFixed(1)} MiB), divided by their number.`,
        `Request rate: a 256-player BLITZ tournament filled and then played by bots as fast as the notices came (${played.seconds.toFixed(0)} s in all, the play ${played.playSeconds.toFixed(0)} s), every client holding one stream. Notices during the play: ${Object.keys(
          played.notices,
        )
          .map((k) => `${k} ${during(k)}`)
          .join(
            ', ',
          )}; while it filled (255 joins in a burst, seat notices paced to one per 5 s per client): ${Object.entries(
          played.atStart,
        )
          .map(([k, v]) => `${k} ${v}`)
          .join(
            ', ',
          )}. With streams each client refetches once per \`match\`/\`tournaments\`/\`wallet\` notice and twice per \`tournament\` notice (detail and bracket): ${refetches} requests during the play, plus a ${SAFETY_NET_SECONDS} s safety-net poll; polling alone, each client polls its page every ${SPEC_POLL_SECONDS} s. Both are put over the play at a human pace (8 rounds of 60 s, ${humanSeconds} s).`,
      ];
      return { rows, method };
    } finally {
      await b?.stop();
      await a.stop();
    }
  },
};
