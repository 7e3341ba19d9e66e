/**
 * Issue 35 §2's fail-over, under the push section's load: with every stream open, the instance that holds the
 * publisher is killed with SIGKILL, and the pairs play on through a survivor. A stream a survivor holds must hear
 * each move within 5 s of its answer. A stream the dead instance held reconnects to a survivor with its
 * Last-Event-ID, as the web client does, and must be replayed every notice it missed: no id is lost.
 */
import { Api, type WithId } from './lib/api.js';
import type { ServerProcess } from './lib/app.js';
import type { BenchContext } from './lib/context.js';
import { sleep } from './lib/stats.js';
import { BenchStream, type StreamNotice } from './lib/streams.js';
import type { Pair } from './live.js';

/** src/modules/live/event-publisher.ts PUBLISHER_LOCK: the advisory lock its one publisher holds. */
const PUBLISHER_LOCK = 7_420_203;
/** The bound on a survivor's silence. */
export const FAILOVER_LIMIT_MS = 5000;

export interface FailoverResult {
  /** Whether the killed instance also took the moves (the first one started usually wins the lock). */
  killed: string;
  /** From the kill until another instance held the publisher's lock. */
  takeoverMs: number;
  /**
   * Notices owed: for each move made after the kill (the opponent's `move_made`, the mover's `game_completed`), one
   * to each stream its user holds.
   */
  owed: number;
  /** Heard live on a survivor's stream, and the longest wait from a move's answer to its notice there. */
  live: number;
  maxLiveMs: number;
  /** Heard by a reconnected stream before its `resumed`, and after it. */
  replayed: number;
  afterResume: number;
  /** Streams told to `reload` instead of replayed, and notices never heard. */
  reloads: number;
  lost: number;
}

/** The pid of the instance whose publisher holds the lock (its connection is named after it), or null. */
async function publisherPid(ctx: BenchContext, databaseUrl: string): Promise<number | null> {
  const rows = await ctx.pg.query<{ name: string }>(
    databaseUrl,
    `SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.objid = $1 AND l.granted`,
    [PUBLISHER_LOCK],
  );
  const pid = /^spockout-publisher:(\d+)$/.exec(rows.at(0)?.name ?? '')?.[1];
  return pid === undefined ? null : Number(pid);
}

interface Owed {
  userId: number;
  matchId: number;
  reason: 'move_made' | 'game_completed';
  answeredAt: number;
}

/** One stream a pair user reads: what it heard since the kill, deduplicated by id as the web client does. */
interface Watcher {
  userId: number;
  onVictim: boolean;
  heard: (StreamNotice & { replayed: boolean })[];
  stream: BenchStream;
}

function hear(watcher: Watcher, notice: StreamNotice, replayed: boolean): void {
  if (notice.id !== null && watcher.heard.some((n) => n.id === notice.id)) return;
  watcher.heard.push({ ...notice, replayed });
}

export async function failover(
  ctx: BenchContext,
  databaseUrl: string,
  apps: ServerProcess[],
  pairs: Pair[],
  streamOf: Map<number, BenchStream>,
  movesPerPair: number,
): Promise<FailoverResult> {
  const leader = await publisherPid(ctx, databaseUrl);
  const victim = apps.find((app) => app.pid === leader);
  if (!victim) throw new Error(`no instance holds the publisher's lock (pid ${leader})`);
  const survivors = apps.filter((app) => app !== victim);
  const users = pairs.flatMap((p) => [p.p1, p.p2]);

  // Every pair user's stream on the survivors, and for a third of them one more on the publisher's instance.
  const watchers: Watcher[] = [];
  for (const [userId, stream] of streamOf) {
    const watcher: Watcher = { userId, onVictim: false, heard: [], stream };
    stream.on((n) => hear(watcher, n, false));
    watchers.push(watcher);
  }
  for (const user of users.filter((_, i) => i % 3 === 0)) {
    const watcher: Watcher = { userId: user.id, onVictim: true, heard: [], stream: null as unknown as BenchStream };
    watcher.stream = await BenchStream.open(victim.url, user.access, undefined, (n) => hear(watcher, n, false));
    watchers.push(watcher);
  }

  const killedAt = performance.now();
  await victim.kill9();

  // The pairs play on through a survivor, without waiting for any notice.
  const moves = new Api(survivors[0].url);
  const owed: Owed[] = [];
  const playing = Promise.all(
    pairs.map(async (pair) => {
      for (let i = 0; i < movesPerPair; i++) {
        const game = (await moves.expect(
          200,
          moves.get(`/matches/${pair.matchId}/current_game/`, pair.p1.access),
          'current_game',
        )) as WithId;
        await moves.expect(
          200,
          moves.post(`/games/${game.id}/submit_choice/`, { choice: 'ROCK' }, pair.p1.access),
          'move',
        );
        owed.push({ userId: pair.p2.id, matchId: pair.matchId, reason: 'move_made', answeredAt: performance.now() });
        await moves.expect(
          200,
          moves.post(`/games/${game.id}/submit_choice/`, { choice: 'ROCK' }, pair.p2.access),
          'tie',
        );
        owed.push({
          userId: pair.p1.id,
          matchId: pair.matchId,
          reason: 'game_completed',
          answeredAt: performance.now(),
        });
      }
    }),
  );
  let takeoverMs = NaN;
  while (performance.now() < killedAt + 30_000) {
    const pid = await publisherPid(ctx, databaseUrl);
    if (pid !== null && pid !== victim.pid) {
      takeoverMs = performance.now() - killedAt;
      break;
    }
    await sleep(50);
  }
  await playing;

  // The streams the dead instance held reconnect to a survivor, from the last id each heard.
  let reloads = 0;
  const reopened: BenchStream[] = [];
  await Promise.all(
    watchers
      .filter((w) => w.onVictim)
      .map(async (watcher, i) => {
        const user = users.find((u) => u.id === watcher.userId) as Pair['p1'];
        const lastId = watcher.stream.lastId ?? undefined;
        watcher.stream.close();
        let resumed = false;
        let told: (event: string) => void = () => undefined;
        const end = new Promise<string>((resolve) => (told = resolve));
        // Listening from the first byte: the replay and `resumed` may come in the chunk that opens the stream.
        const again = await BenchStream.open(survivors[i % survivors.length].url, user.access, lastId, (n) => {
          if (n.event === 'resumed' || n.event === 'reload') {
            resumed = true;
            told(n.event);
          } else hear(watcher, n, !resumed);
        });
        reopened.push(again);
        const event = await Promise.race([end, sleep(15_000).then(() => 'nothing in 15 s')]);
        if (event !== 'resumed') reloads++;
      }),
  );

  // Each owed notice, matched in order to what each of its user's streams heard about its match for that reason.
  const notice = (watcher: Watcher, o: Owed) =>
    watcher.heard
      .filter((n) => n.event === 'match' && n.data.match_id === o.matchId && n.data.reason === o.reason)
      .at(owed.filter((x) => x.userId === o.userId && x.matchId === o.matchId && x.reason === o.reason).indexOf(o));
  const deliveries = owed.flatMap((o) => watchers.filter((w) => w.userId === o.userId).map((w) => ({ o, w })));
  const until = performance.now() + 15_000;
  while (performance.now() < until && !deliveries.every(({ o, w }) => notice(w, o) !== undefined)) await sleep(50);
  for (const stream of reopened) stream.close();
  const result: FailoverResult = {
    killed: victim === apps[0] ? 'the moves’ instance' : 'streams only',
    takeoverMs,
    owed: deliveries.length,
    live: 0,
    maxLiveMs: 0,
    replayed: 0,
    afterResume: 0,
    reloads,
    lost: 0,
  };
  for (const { o, w } of deliveries) {
    const n = notice(w, o);
    if (!n) result.lost++;
    else if (!w.onVictim) {
      result.live++;
      result.maxLiveMs = Math.max(result.maxLiveMs, n.at - o.answeredAt);
    } else if (n.replayed) result.replayed++;
    else result.afterResume++;
  }
  return result;
}
