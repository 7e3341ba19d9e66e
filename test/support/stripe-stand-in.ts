import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for Stripe's API, the one outside service the project cannot reach from its tests: it
 * answers Checkout Session creation as Stripe does (recording each request), serves the checkout URL it hands
 * out as a plain HTML page (the browser test follows it), and builds and signs webhook events with the
 * `stripe` package's own test-header helper, so the app's verification is the real one.
 */

export const STAND_IN_WEBHOOK_SECRET = 'whsec_test_stand_in_secret_0123456789';
export const STAND_IN_SECRET_KEY = 'sk_test_stand_in_key_0123456789';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded body as flat keys (`line_items[0][price_data][unit_amount]`). */
  params: Partial<Record<string, string>>;
}

export interface StandInSession {
  id: string;
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string;
}

type Json = Record<string, unknown>;

export interface SessionState {
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
}

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions: StandInSession[] = [];
  /** Answer the next N session creations with a 500 (the library retries once). */
  failNext = 0;
  /** What a session lookup answers for each session the test has moved on (unset: open and unpaid). */
  private readonly states = new Map<string, SessionState>();
  private server: Server | null = null;
  private counter = 0;
  private readonly byIdempotencyKey = new Map<string, StandInSession>();
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = (req.url ?? '/').split('?')[0];
        if (req.method === 'GET' && path.startsWith('/pay/')) {
          const session = this.sessions.find((s) => path === `/pay/${s.id}`);
          res.writeHead(session ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
          res.end(
            session
              ? `<!doctype html><html><head><title>Stripe test checkout</title></head><body><h1>Stripe test checkout</h1><p id="amount">${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}</p><p id="session">${session.id}</p><p id="reference">${session.client_reference_id ?? ''}</p></body></html>`
              : '<!doctype html><p>Unknown checkout</p>',
          );
          return;
        }
        const params = Object.fromEntries(new URLSearchParams(body));
        this.requests.push({ method: req.method ?? '', path, headers: req.headers, params });
        if (req.method === 'POST' && path === '/v1/checkout/sessions') {
          if (this.failNext > 0) {
            this.failNext -= 1;
            this.json(res, 500, { error: { type: 'api_error', message: 'Stand-in failure' } });
            return;
          }
          const expiresAt = params.expires_at ? Number(params.expires_at) * 1000 : null;
          // Stripe's own rule: a session may expire from 30 minutes to 24 hours after it is created.
          if (expiresAt !== null && (expiresAt < Date.now() + 30 * 60_000 || expiresAt > Date.now() + 24 * 3_600_000)) {
            this.json(res, 400, {
              error: {
                type: 'invalid_request_error',
                param: 'expires_at',
                message:
                  'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
              },
            });
            return;
          }
          this.json(res, 200, this.checkoutSession(params, req.headers['idempotency-key']));
          return;
        }
        const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
        const toExpire = expiring ? this.sessions.find((s) => s.id === expiring[1]) : undefined;
        if (req.method === 'POST' && toExpire) {
          // As Stripe: only an open session can be expired.
          if ((this.states.get(toExpire.id)?.status ?? 'open') !== 'open') {
            this.json(res, 400, {
              error: {
                type: 'invalid_request_error',
                message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
              },
            });
            return;
          }
          this.states.set(toExpire.id, { status: 'expired', payment_status: 'unpaid' });
          this.json(res, 200, this.view(toExpire));
          return;
        }
        const looked = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
        const session = looked ? this.sessions.find((s) => s.id === looked[1]) : undefined;
        if (req.method === 'GET' && session) {
          this.json(res, 200, this.view(session));
          return;
        }
        this.json(res, 404, {
          error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
        });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${address.port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment that points the app at this stand-in. */
  env(): Record<string, string> {
    return {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_BASE: this.url,
    };
  }

  /** What Stripe would now say of a session when asked (as after a payment or an expiry whose event was lost). */
  moveOn(session: StandInSession, state: SessionState): void {
    this.states.set(session.id, state);
  }

  sessionFor(depositId: number): StandInSession {
    const session = this.sessions.find((s) => s.client_reference_id === String(depositId));
    if (!session) throw new Error(`No checkout session for deposit ${depositId}`);
    return session;
  }

  private checkoutSession(params: Partial<Record<string, string>>, key: string | string[] | undefined): Json {
    const earlier = typeof key === 'string' ? this.byIdempotencyKey.get(key) : undefined;
    if (earlier) return this.view(earlier);
    const n = ++this.counter;
    const id = `cs_test_standin_${n}`;
    const session: StandInSession = {
      id,
      url: `${this.url}/pay/${id}`,
      amount_total:
        Number(params['line_items[0][price_data][unit_amount]']) * Number(params['line_items[0][quantity]']),
      currency: params['line_items[0][price_data][currency]'] ?? '',
      client_reference_id: params.client_reference_id ?? null,
      success_url: params.success_url ?? '',
      cancel_url: params.cancel_url ?? '',
      payment_intent: `pi_test_standin_${n}`,
    };
    this.sessions.push(session);
    if (typeof key === 'string') this.byIdempotencyKey.set(key, session);
    return this.view(session);
  }

  private view(session: StandInSession): Json {
    const state = this.states.get(session.id) ?? { status: 'open', payment_status: 'unpaid' };
    return {
      ...session,
      object: 'checkout.session',
      mode: 'payment',
      ...state,
      payment_intent: state.payment_status === 'paid' ? session.payment_intent : null,
    };
  }

  private json(res: import('node:http').ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.counter}` });
    res.end(JSON.stringify(body));
  }
}

let eventCounter = 0;

/** A Stripe event around `object`, as Stripe sends it (a fresh id each time unless one is given). */
export function stripeEvent(type: string, object: Json, id = `evt_test_${++eventCounter}_${Date.now()}`): Json {
  return {
    id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export const events = {
  checkoutCompleted: (session: StandInSession, overrides: Json = {}) =>
    stripeEvent('checkout.session.completed', {
      id: session.id,
      object: 'checkout.session',
      amount_total: session.amount_total,
      currency: session.currency,
      client_reference_id: session.client_reference_id,
      payment_intent: session.payment_intent,
      payment_status: 'paid',
      status: 'complete',
      mode: 'payment',
      ...overrides,
    }),
  checkoutExpired: (session: StandInSession) =>
    stripeEvent('checkout.session.expired', {
      id: session.id,
      object: 'checkout.session',
      amount_total: session.amount_total,
      currency: session.currency,
      client_reference_id: session.client_reference_id,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'expired',
    }),
  chargeRefunded: (session: StandInSession, amountRefunded: number) =>
    stripeEvent('charge.refunded', {
      id: `ch_${session.payment_intent}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: amountRefunded,
      currency: session.currency,
      payment_intent: session.payment_intent,
      refunded: amountRefunded >= session.amount_total,
    }),
  dispute: (
    type: 'charge.dispute.created' | 'charge.dispute.closed',
    session: StandInSession,
    disputeId: string,
    amount: number,
    status: string,
  ) =>
    stripeEvent(type, {
      id: disputeId,
      object: 'dispute',
      amount,
      currency: session.currency,
      charge: `ch_${session.payment_intent}`,
      payment_intent: session.payment_intent,
      status,
    }),
};

/**
 * Posts an event to the app's webhook, signed with the stripe package's own helper (or a given header); `timestamp`
 * (Unix seconds) dates the signature, else now.
 */
export async function deliver(
  appUrl: string,
  event: Json,
  options: { secret?: string; signature?: string; timestamp?: number } = {},
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
      timestamp: options.timestamp,
    });
  const res = await fetch(`${appUrl}/api/payments/stripe/webhook/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    body: payload,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}
