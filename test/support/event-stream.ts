import { eventually } from './eventually.js';

/** One frame of a text/event-stream: an event with JSON data, or a comment line. */
export interface StreamFrame {
  event: string | null;
  data: unknown;
  comment: string | null;
  /** The frame's `id:` line, if it had one. */
  id: string | null;
  at: number;
}

/**
 * Reads GET /api/stream/ the way the web client does: fetch with the bearer token in a header, the body read as
 * it arrives. Collects every frame, raw text included, so a test can also prove what never appeared.
 */
export class EventStreamReader {
  readonly frames: StreamFrame[] = [];
  raw = '';
  ended = false;
  status = 0;
  private readonly controller = new AbortController();
  private done: Promise<void> = Promise.resolve();

  /** `query` names what the page watches (`?tournament=1&match=2`), as the web client's stream does. */
  static async open(
    baseUrl: string,
    token?: string,
    headers: Record<string, string> = {},
    query = '',
  ): Promise<EventStreamReader> {
    const reader = new EventStreamReader();
    const response = await fetch(`${baseUrl}/api/stream/${query}`, {
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      signal: reader.controller.signal,
    });
    reader.status = response.status;
    reader.retryAfter = response.headers.get('retry-after');
    reader.contentType = response.headers.get('content-type');
    if (!response.ok || !response.body) {
      reader.raw = await response.text();
      reader.ended = true;
      return reader;
    }
    reader.done = reader.pump(response.body);
    return reader;
  }

  contentType: string | null = null;
  retryAfter: string | null = null;

  events(name?: string): StreamFrame[] {
    return this.frames.filter((f) => f.event !== null && (name === undefined || f.event === name));
  }

  /** Resolves with the first frame matching, failing after timeoutMs (or at the stream's end) with what did arrive. */
  async waitFor(match: (frame: StreamFrame) => boolean, timeoutMs = 5000): Promise<StreamFrame> {
    // A frame, or null once the stream has ended without one.
    const found = await eventually(() => this.frames.find(match) ?? (this.ended ? null : undefined), {
      until: (frame) => frame !== undefined,
      timeout: timeoutMs,
      interval: 20,
      what: 'a matching frame',
      detail: () => `ended: ${this.ended}; got ${JSON.stringify(this.frames)}`,
    });
    if (!found) throw new Error(`the stream ended without such a frame; got ${JSON.stringify(this.frames)}`);
    return found;
  }

  async waitForEnd(timeoutMs = 5000): Promise<void> {
    await eventually(() => this.ended, { timeout: timeoutMs, interval: 20, what: 'the stream to end' });
  }

  async close(): Promise<void> {
    this.controller.abort();
    await this.done.catch(() => undefined);
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        const text = decoder.decode(chunk, { stream: true });
        this.raw += text;
        buffer += text;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          this.parse(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch {
      /* aborted by close() */
    } finally {
      this.ended = true;
    }
  }

  private parse(block: string): void {
    let event: string | null = null;
    let data: string | null = null;
    let id: string | null = null;
    for (const line of block.split('\n')) {
      if (line.startsWith(':'))
        this.frames.push({ event: null, data: null, comment: line.slice(1).trim(), id, at: Date.now() });
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
      else if (line.startsWith('id: ')) id = line.slice(4);
    }
    if (event !== null)
      this.frames.push({ event, data: data === null ? null : JSON.parse(data), comment: null, id, at: Date.now() });
  }
}
