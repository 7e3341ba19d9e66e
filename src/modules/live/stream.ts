import type { ServerResponse } from 'node:http';

/** A stream whose client stopped reading this much is dropped: it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** "At most one `tournaments` a second per client": a burst of list changes becomes one trailing notice. */
const PUBLIC_LIST_INTERVAL_MS = 1000;
/**
 * Seats taken or freed reach a tournament's seat holders at most once per this window each: in a 256-player cup
 * filling up, every join told every seat holder, 32,000 notices and twice as many refetches, more than the spec's
 * 5 s detail poll would cost. Everything else about a tournament (its start, a round, its end) goes at once.
 */
export const SEAT_NOTICE_INTERVAL_MS = 5000;
const SEAT_REASONS = new Set(['seat_taken', 'seat_freed']);

/** What the stream's page watches besides the user's own (issue 33 §4): a spectator hears of these too. */
export interface Watch {
  tournamentId: number | null;
  matchId: number | null;
}

export const NO_WATCH: Watch = { tournamentId: null, matchId: null };

/** A notice sent at most once per interval: now if the interval is up, else once when it is (the latest wins). */
class Pacer {
  private last = 0;
  private timer: NodeJS.Timeout | null = null;
  private pending: (() => void) | null = null;

  constructor(private readonly intervalMs: number) {}

  offer(send: () => void): void {
    const wait = this.last + this.intervalMs - Date.now();
    if (wait <= 0 && !this.timer) {
      this.last = Date.now();
      send();
      return;
    }
    this.pending = send;
    this.timer ??= setTimeout(
      () => {
        this.timer = null;
        this.last = Date.now();
        const next = this.pending;
        this.pending = null;
        next?.();
      },
      Math.max(0, wait),
    );
    this.timer.unref();
  }

  get isPending(): boolean {
    return this.pending !== null;
  }

  /** Something more important went out: a pending notice says nothing new. */
  drop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }
}

/**
 * One open `text/event-stream` answer. Frames are `event: <name>` with one JSON `data` line; comments keep
 * proxies from closing an idle connection. Writes never throw: a closed or stalled client just ends.
 */
export class Stream {
  private readonly publicList = new Pacer(PUBLIC_LIST_INTERVAL_MS);
  private readonly seats = new Map<number, Pacer>();
  private ended = false;

  constructor(
    readonly userId: number,
    readonly sessionId: string | null,
    /** When the access token that opened it expires (ms): the client reconnects with a fresh one. */
    readonly expiresAt: number,
    private readonly raw: ServerResponse,
    private readonly onEnd: (stream: Stream) => void,
    /** Fixed for the stream's life: a page that watches something else reconnects (with its Last-Event-ID). */
    readonly watch: Watch = NO_WATCH,
  ) {
    raw.on('close', () => this.end());
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /**
   * One notice. `id` (notice-id.ts) names the published batch it came from, so a client that reconnects with it
   * as Last-Event-ID is replayed what came after; it is unique per notice, so the client can drop a duplicate.
   */
  send(name: string, data: unknown, id?: string): void {
    const frame = Stream.frame(name, data, id);
    if (this.held) this.held.push({ id, frame });
    else this.write(frame);
  }

  private static frame(name: string, data: unknown, id?: string): string {
    return `${id ? `id: ${id}\n` : ''}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  }

  /**
   * A replay is being read (event-feed.ts): live notices wait until it is written, so everything before `resumed`
   * is the replay, and no live id moves the client's Last-Event-ID past batches it has not been sent yet (were the
   * connection to drop meanwhile, the client would resume from there and never see them).
   */
  holdLive(): void {
    this.held ??= [];
  }

  /**
   * Writes the replay, `resumed` {}, then the live notices held meanwhile, less those the replay already carried.
   * `null`: the gap cannot be replayed; `reload` {} instead, and the client refetches everything it shows.
   */
  replayed(notices: { name: string; data: unknown; id: string }[] | null): void {
    const held = this.held ?? [];
    this.held = null;
    if (notices === null) this.write(Stream.frame('reload', {}));
    else {
      for (const notice of notices) this.write(Stream.frame(notice.name, notice.data, notice.id));
      this.write(Stream.frame('resumed', {}));
    }
    const sent = new Set(notices?.map((notice) => notice.id));
    for (const { id, frame } of held) if (id === undefined || !sent.has(id)) this.write(frame);
  }

  /**
   * A comment. With `position` (the last batch this instance has handed out) the frame also moves the client's
   * Last-Event-ID there: a stream quiet for minutes still resumes from where it stood, not from its last notice.
   * Not while a paced notice waits (it would be skipped by a resume from past its batch) nor during a replay.
   */
  comment(text: string, position?: number): void {
    const pending = this.publicList.isPending || [...this.seats.values()].some((pacer) => pacer.isPending);
    const id = position && !this.replaying && !pending ? `id: ${position}\n` : '';
    this.write(`${id}: ${text}\n\n`);
  }

  /** Live notices held while a replay is read; null when none is. */
  private held: { id: string | undefined; frame: string }[] | null = null;

  /** While a replay is read, no heartbeat may say the stream is further on than what it has been sent. */
  get replaying(): boolean {
    return this.held !== null;
  }

  /** The public list changed: tell the client now, or once its second is up if it was told less than a second ago. */
  publicListChanged(id?: string): void {
    if (!this.ended) this.publicList.offer(() => this.send('tournaments', {}, id));
  }

  /** A tournament of the user's changed: seat counts paced per tournament, anything else at once. */
  tournamentChanged(tournamentId: number, reason: string, id?: string): void {
    if (this.ended) return;
    const data = { tournament_id: tournamentId, reason };
    if (!SEAT_REASONS.has(reason)) {
      this.seats.get(tournamentId)?.drop();
      this.send('tournament', data, id);
      return;
    }
    let pacer = this.seats.get(tournamentId);
    if (!pacer) this.seats.set(tournamentId, (pacer = new Pacer(SEAT_NOTICE_INTERVAL_MS)));
    pacer.offer(() => this.send('tournament', data, id));
  }

  /**
   * Ends the stream. A token's expiry is announced first with an `expired` event: the client then knows the end
   * was planned and reconnects at once with a refreshed token, however short the stream was. A logout or a block
   * ends it without a word; the reconnect's 401 says the rest.
   */
  end(reason?: 'expired'): void {
    if (this.ended) return;
    if (reason) this.send(reason, {});
    this.ended = true;
    this.publicList.drop();
    for (const pacer of this.seats.values()) pacer.drop();
    if (!this.raw.writableEnded) this.raw.end();
    this.onEnd(this);
  }

  private write(frame: string): void {
    if (this.ended) return;
    if (this.raw.writableLength > MAX_BUFFERED_BYTES) {
      this.end();
      return;
    }
    this.raw.write(frame);
  }
}
