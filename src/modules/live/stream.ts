import type { ServerResponse } from 'node:http';

/** A stream whose client stopped reading this much is dropped: it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** "At most one `tournaments` a second per client": a burst of list changes becomes one trailing notice. */
const PUBLIC_LIST_INTERVAL_MS = 1000;

/**
 * One open `text/event-stream` answer. Frames are `event: <name>` with one JSON `data` line; comments keep
 * proxies from closing an idle connection. Writes never throw: a closed or stalled client just ends.
 */
export class Stream {
  private lastPublicListAt = 0;
  private publicListTimer: NodeJS.Timeout | null = null;
  private ended = false;

  constructor(
    readonly userId: number,
    readonly sessionId: string | null,
    /** When the access token that opened it expires (ms): the client reconnects with a fresh one. */
    readonly expiresAt: number,
    private readonly raw: ServerResponse,
    private readonly onEnd: (stream: Stream) => void,
  ) {
    raw.on('close', () => this.end());
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  send(name: string, data: unknown): void {
    this.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  /** The public list changed: tell the client now, or once its second is up if it was told less than a second ago. */
  publicListChanged(): void {
    if (this.publicListTimer || this.ended) return;
    const wait = this.lastPublicListAt + PUBLIC_LIST_INTERVAL_MS - Date.now();
    if (wait <= 0) {
      this.lastPublicListAt = Date.now();
      this.send('tournaments', {});
      return;
    }
    this.publicListTimer = setTimeout(() => {
      this.publicListTimer = null;
      this.lastPublicListAt = Date.now();
      this.send('tournaments', {});
    }, wait);
    this.publicListTimer.unref();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.publicListTimer) clearTimeout(this.publicListTimer);
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
