import { request, type ClientRequest } from 'node:http';

export interface StreamNotice {
  event: string;
  data: Record<string, unknown>;
  /** The frame's `id:`, if it had one. */
  id: string | null;
  at: number;
}

/** A light `/api/stream/` reader for thousands of connections: node:http, no agent pooling, frames parsed in place. */
export class BenchStream {
  private buffer = '';
  private request: ClientRequest | null = null;
  private listeners: ((notice: StreamNotice) => void)[] = [];
  received = 0;
  /** The last `id:` heard (a notice's or a heartbeat's): what a reconnect sends as Last-Event-ID. */
  lastId: string | null = null;
  /** Whether the server ended the stream (or its instance died). */
  ended = false;

  /** `lastEventId`: reconnecting, as the web client does; the server replays what came after it. */
  static open(
    baseUrl: string,
    token: string,
    lastEventId?: string,
    listener?: (notice: StreamNotice) => void,
  ): Promise<BenchStream> {
    const stream = new BenchStream();
    if (listener) stream.on(listener);
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    return new Promise((resolve, reject) => {
      const req = request(`${baseUrl}/api/stream/`, { headers, agent: false }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let resolved = false;
        res.on('data', (chunk: string) => {
          stream.feed(chunk);
          if (!resolved) {
            resolved = true;
            resolve(stream);
          }
        });
        res.on('error', () => undefined);
        res.on('close', () => (stream.ended = true));
      });
      req.on('error', (error) => {
        stream.ended = true;
        reject(error);
      });
      req.end();
      stream.request = req;
    });
  }

  on(listener: (notice: StreamNotice) => void): () => void {
    this.listeners.push(listener);
    return () => (this.listeners = this.listeners.filter((l) => l !== listener));
  }

  /** Resolves with the first notice matching, or rejects after timeoutMs. */
  next(match: (notice: StreamNotice) => boolean, timeoutMs = 10_000): Promise<StreamNotice> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`no matching notice in ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.on((notice) => {
        if (!match(notice)) return;
        clearTimeout(timer);
        off();
        resolve(notice);
      });
    });
  }

  close(): void {
    this.request?.destroy();
  }

  private feed(chunk: string): void {
    this.buffer += chunk;
    let cut: number;
    while ((cut = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, cut);
      this.buffer = this.buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      const id = /^id: (.*)$/m.exec(block)?.[1] ?? null;
      if (id !== null) this.lastId = id;
      if (!event) continue;
      this.received++;
      const notice = {
        event,
        data: data ? (JSON.parse(data) as Record<string, unknown>) : {},
        id,
        at: performance.now(),
      };
      for (const listener of [...this.listeners]) listener(notice);
    }
  }
}
