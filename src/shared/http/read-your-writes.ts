import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lagTolerantRequest } from '../database/replica-reads.js';

export const PIN_COOKIE = 'spockout_primary';

const PIN = new RegExp(`(?:^|;\\s*)${PIN_COOKIE}=(\\d{1,16})\\.([A-Za-z0-9_-]{22})(?:;|$)`);

/**
 * A client never reads its own write from a replica (issue 35 §3). Every answer to a write (any API request but
 * GET, HEAD and OPTIONS, whatever its outcome) sets a cookie that pins the client to the primary for the lag bound
 * and a second more; a read carrying a valid, unexpired pin is answered from the primary, on whichever instance it
 * lands, since the browser brings the pin along and every instance checks it with the same secret. No shared state:
 * nothing is written anywhere for it, and the instances need not know of each other.
 *
 * Replicas answer only while proven at most the bound behind (ReplicaRoutingDriver), so once the pin runs out
 * every replica has the write. The extra second covers clocks of instances that differ by up to that much.
 *
 * The cookie names no one and grants nothing: `<until, ms>.<MAC>`, HttpOnly, SameSite=Lax, Path=/api, Secure over
 * HTTPS. The MAC (a key derived from JWT_SECRET) stops a client from pinning itself to the primary for good.
 */
export class ReadYourWrites {
  private readonly key: Buffer;

  constructor(
    secret: string,
    /** How long after a write the writer reads from the primary. */
    private readonly pinMs: number,
  ) {
    this.key = createHmac('sha256', secret).update('spockout read-your-writes pin').digest();
  }

  /** Runs the rest of an API request: on the replicas' side if it may lag, pinning the client if it writes. */
  route(request: FastifyRequest, reply: FastifyReply, next: () => void): void {
    const method = request.method;
    const now = Date.now();
    if ((method === 'GET' || method === 'HEAD') && !this.pinned(request.headers.cookie, now)) {
      lagTolerantRequest(next);
      return;
    }
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      void reply.header('set-cookie', this.cookieAfterWrite(now, request.protocol === 'https'));
    }
    next();
  }

  /** The Set-Cookie value that pins the client from `now`. */
  cookieAfterWrite(now: number, secure: boolean): string {
    const until = now + this.pinMs;
    const attributes = `Max-Age=${Math.ceil(this.pinMs / 1000)}; Path=/api; HttpOnly; SameSite=Lax`;
    return `${PIN_COOKIE}=${until}.${this.mac(until)}; ${attributes}${secure ? '; Secure' : ''}`;
  }

  /** Whether a Cookie header holds a pin this deployment made that still runs at `now`. */
  pinned(cookieHeader: string | undefined, now: number): boolean {
    const match = cookieHeader ? PIN.exec(cookieHeader) : null;
    if (!match) return false;
    const until = Number(match[1]);
    if (until <= now) return false;
    return timingSafeEqual(Buffer.from(match[2]), Buffer.from(this.mac(until)));
  }

  private mac(until: number): string {
    return createHmac('sha256', this.key).update(String(until)).digest('base64url').slice(0, 22);
  }
}
