import { createParser } from 'eventsource-parser';
import { API_BASE, endExpiredSession, refreshTokens } from '../api-client';
import { getSession } from '../session';
import { reconnectDelay } from './backoff';
import { getWatch, subscribeWatch, watchQuery } from './watch';

/** One server-sent event: its name and parsed JSON data. */
export interface LiveEvent {
  name: string;
  data: unknown;
}

export interface LiveStreamHandlers {
  onEvent: (event: LiveEvent) => void;
  /**
   * `missed` is false only for a first attempt that succeeded: after a lost stream or a failed attempt, changes may
   * have gone unheard.
   */
  onOpen: (missed: boolean) => void;
  /** The stream is lost and the next attempt is not immediate. */
  onDown: () => void;
}

const STREAM_URL = `${API_BASE}/stream/`;
/** The server pings every 10 s: a stream silent for this long is dead even if the socket says otherwise. */
const SILENCE_LIMIT_MS = 25_000;
/** Until the server's `retry:` hint is heard. */
const DEFAULT_RETRY_MS = 1000;
/** A stream that ends sooner than this after opening counts as a failure, so a flapping server is not hammered. */
const MIN_HEALTHY_MS = 5000;
/** Notice ids remembered to drop a duplicate: a replay may repeat the last few notices heard. */
const SEEN_IDS = 500;
/** A server that says neither `resumed` nor `reload` this long after a resuming open is taken to have said reload. */
const RESUME_WAIT_MS = 10_000;

/**
 * `expired`: the server ended the stream at its token's expiry, and said so first. `rewatch`: the page watches
 * something else, and the stream reconnects at once to say so.
 */
type Outcome = 'ended' | 'expired' | 'failed' | 'unauthorized' | 'stopped' | 'rewatch';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake);
  });

/**
 * GET /api/stream/ with the bearer token in a header (EventSource cannot send one), read as it arrives and parsed
 * by eventsource-parser. Reconnects with back-off; a 401 (expired token, ended session) refreshes the tokens as any
 * request does, and a refresh that fails ends the session. Returns the function that closes it for good.
 */
export function openLiveStream(handlers: LiveStreamHandlers): () => void {
  const stop = new AbortController();
  // A call, not the property: the compiler would keep a checked `aborted` as false across the awaits.
  const stopped = () => stop.signal.aborted;
  let retryMs = DEFAULT_RETRY_MS;
  /**
   * The last `id:` heard, sent as Last-Event-ID on reconnecting: the server replays what came after it (up to five
   * minutes back) and says `resumed`, or says `reload` when it cannot. Ids are unique per notice; the replay starts
   * at the batch of the last one heard, so a notice may come twice: the second is dropped.
   */
  let lastEventId: string | null = null;
  const seen = new Set<string>();
  const remember = (id: string) => {
    seen.add(id);
    if (seen.size > SEEN_IDS) seen.delete(seen.values().next().value as string);
  };

  /**
   * One connection, read until it ends; `onOpened` runs once the server has said yes, or for a resuming
   * connection once it has said whether it replayed what was missed (`missed` false) or not.
   */
  async function connectOnce(onOpened: (missed: boolean | null) => void): Promise<Outcome> {
    const attempt = new AbortController();
    const abortAttempt = () => attempt.abort();
    const watch = getWatch();
    // Set by the subscription's callback, which the compiler's flow analysis does not follow.
    let rewatch = false as boolean;
    const stopWatching = subscribeWatch(() => {
      if (getWatch() === watch) return;
      rewatch = true;
      attempt.abort();
    });
    // Set by the parser's callback, which the compiler's flow analysis does not follow.
    let expired = false as boolean;
    stop.signal.addEventListener('abort', abortAttempt);
    let silence: ReturnType<typeof setTimeout> | undefined;
    let resumeWait: ReturnType<typeof setTimeout> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(abortAttempt, SILENCE_LIMIT_MS);
    };
    try {
      heard();
      const access = getSession().access;
      const resuming = lastEventId;
      const response = await fetch(`${STREAM_URL}${watchQuery(watch)}`, {
        headers: {
          Accept: 'text/event-stream',
          ...(access ? { Authorization: `Bearer ${access}` } : {}),
          ...(resuming ? { 'Last-Event-ID': resuming } : {}),
        },
        signal: attempt.signal,
        credentials: 'same-origin',
        cache: 'no-store',
      });
      if (response.status === 401) return 'unauthorized';
      if (!response.ok || !response.body) return 'failed';
      let opened = false;
      const open = (missed: boolean | null) => {
        if (opened) return;
        opened = true;
        clearTimeout(resumeWait);
        onOpened(missed);
      };
      if (resuming) resumeWait = setTimeout(() => open(true), RESUME_WAIT_MS);
      if (!resuming) open(null);
      const parser = createParser({
        onId: (id) => {
          lastEventId = id;
        },
        onEvent: (message) => {
          if (!message.event) return;
          if (message.event === 'expired') {
            expired = true;
            return;
          }
          if (message.event === 'resumed' || message.event === 'reload') {
            open(message.event === 'reload');
            return;
          }
          if (message.id) {
            if (seen.has(message.id)) return;
            remember(message.id);
          }
          try {
            handlers.onEvent({ name: message.event, data: JSON.parse(message.data) });
          } catch {
            // A frame that is not JSON says nothing we can act on.
          }
        },
        onRetry: (ms) => {
          retryMs = ms;
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return rewatch ? 'rewatch' : expired ? 'expired' : 'ended';
        heard();
        parser.feed(value);
      }
    } catch {
      return stopped() ? 'stopped' : rewatch ? 'rewatch' : 'failed';
    } finally {
      stopWatching();
      clearTimeout(silence);
      clearTimeout(resumeWait);
      stop.signal.removeEventListener('abort', abortAttempt);
    }
  }

  async function run(): Promise<void> {
    let failures = 0;
    let attempted = false;
    let down = false;
    let justRefreshed = false;
    while (!stopped()) {
      // Set by the callback, which the compiler's flow analysis does not follow.
      let openedAt = null as number | null;
      const outcome = await connectOnce((missed) => {
        openedAt = Date.now();
        handlers.onOpen(missed ?? attempted);
        down = false;
      });
      if (stopped() || outcome === 'stopped') return;
      // The page watches something else: the same stream, reopened at once with its Last-Event-ID, so nothing
      // between the two is lost.
      if (outcome === 'rewatch') continue;
      attempted = true;
      if (outcome === 'unauthorized') {
        // The token expired or the session ended: the usual refresh, once; refused again with a fresh token, or
        // without one, the session is over (as for any request: lib/http/session-auth.ts).
        if (!justRefreshed && (await refreshTokens())) {
          justRefreshed = true;
          continue;
        }
        endExpiredSession();
        return;
      }
      justRefreshed = false;
      // A stream the server ended at its token's expiry, or closed after a while, reconnects at once (refreshing
      // on the 401 above); anything else backs off.
      const healthy = outcome === 'ended' && openedAt !== null && Date.now() - openedAt > MIN_HEALTHY_MS;
      if (outcome === 'expired' || healthy) {
        failures = 0;
        continue;
      }
      if (!down) {
        down = true;
        handlers.onDown();
      }
      await sleep(reconnectDelay(failures++, retryMs), stop.signal);
    }
  }

  void run();
  return () => stop.abort();
}
