import { createHash } from 'node:crypto';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type ApiResponse, type Player } from '../support/api-client.js';
import { fund } from '../support/tournament-helpers.js';
import { freshTotpCode } from '../support/two-factor.js';
import {
  errorShapeProblem,
  fastifyRoutes,
  findLeak,
  openApi,
  openApiRoutes,
  type OpenApiDocument,
} from './security-support.js';
import { closeAll } from '../support/teardown.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Who may call what. The expectation table below names every route the app serves under /api; the first
 * tests read the routes from the OpenAPI document and from Fastify's own router and fail on any route the
 * table does not classify, so a new endpoint cannot ship without someone deciding who may call it.
 *
 * Actors, for each route's resource:
 *   anonymous  no token
 *   player     a signed-in player with nothing to do with the resource
 *   outsider   a player active elsewhere (own tournament, own withdrawal), not in this tournament or match
 *   opponent   the other player of the match / another participant of the tournament
 *   owner      the creator of the tournament, player 1 of the match, owner of the withdrawal
 *   admin      an admin who is not a party to the resource
 */

type Actor = 'anonymous' | 'player' | 'outsider' | 'admin' | 'opponent' | 'owner';
/** Calls run in this order, so the parties that change a shared resource (a move) come last. */
const ACTORS: Actor[] = ['anonymous', 'player', 'outsider', 'admin', 'opponent', 'owner'];

type Status = number | number[];
type Expect = Record<Actor, Status>;

interface Call {
  path: string;
  body?: unknown;
  /** An event stream: only its status and headers are read, then it is closed (it never ends by itself). */
  stream?: boolean;
}

interface Case {
  label: string;
  /** Builds the concrete call for one actor; routes that change their resource build a fresh one per call. */
  prepare: (actor: Actor) => Call | Promise<Call>;
  expect: Expect;
  /** Runs after the call, e.g. to prove a refused call changed nothing. */
  verify?: (actor: Actor, call: Call, response: ApiResponse) => void | Promise<void>;
}

const everyone = (status: Status): Expect => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expect;
const signedIn = (status: Status, overrides: Partial<Expect> = {}): Expect => ({
  ...everyone(status),
  anonymous: 401,
  ...overrides,
});
const adminOnly = (status: Status): Expect => ({ ...signedIn(403), admin: status });

/** The routes anonymous callers may use; the spec and the brief name exactly these. */
const PUBLIC = new Set([
  'POST /api/accounts/register',
  'POST /api/accounts/login',
  'POST /api/accounts/logout',
  'POST /api/auth/token/refresh',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/metrics',
  // Issue 21: a mailed link works in any browser, signed in or not; "Forgot password?" is for the signed out.
  'POST /api/accounts/email/verify',
  'POST /api/accounts/email/change/confirm',
  'POST /api/accounts/password/forgot',
  'POST /api/accounts/password/reset',
  // Issue 30 §1: the link a reset mails to keep a factor it suspended works in any browser, like the others.
  'POST /api/accounts/factors/keep',
  // Issue 21 §3: the sign-in's second step comes before any token.
  'POST /api/accounts/login/mfa',
  // Issue 21 §3: a passkey signs in with no username or password.
  'POST /api/accounts/login/passkey/options',
  'POST /api/accounts/login/passkey',
  // Issue 24: the sandbox ribbon shows on the login page; Stripe's webhook carries a signature, not a token.
  'GET /api/economy/cashier',
  'POST /api/payments/stripe/webhook',
]);

/** The OpenAPI document and the Swagger UI with its static files: public by decision, matched by prefix. */
function isDocsRoute(path: string): boolean {
  return (
    path === '/api/docs' || path.startsWith('/api/docs/') || path === '/api/docs-json' || path === '/api/docs-yaml'
  );
}

const isPublic = (key: string) => PUBLIC.has(key) || isDocsRoute(key.split(' ')[1]);

/**
 * The fallbacks that answer every /api path no route serves (issue 30 §4): under /api/admin as any admin route
 * does (anonymous 401, a player 403, an admin 404), elsewhere 404 to anyone. Tested "around the table".
 */
const FALLBACK = new Set(
  ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].flatMap((method) =>
    ['/api', '/api/*', '/api/admin', '/api/admin/*'].map((path) => `${method} ${path}`),
  ),
);

describe('Authorization matrix', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  const users = {} as Record<Exclude<Actor, 'anonymous'>, Player>;
  let live: { tournamentId: number; matchId: number; gameId: number };
  let moveMatch: { tournamentId: number; matchId: number; gameId: number };
  let completedId: number;
  let completedMatchId: number;
  let pendingId: number;
  let loginUser: Player;
  let refreshChain: string;
  let nextName = 0;

  const token = (actor: Actor) => (actor === 'anonymous' ? undefined : users[actor].access);

  async function call(method: string, actor: Actor, c: Call): Promise<ApiResponse> {
    if (c.stream) {
      const bearer = token(actor);
      const res = await fetch(`${t.url}/api${c.path}`, {
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
      const body: unknown = res.ok ? null : await res.json();
      if (res.ok) await res.body?.cancel();
      return { status: res.status, body, headers: res.headers };
    }
    if (method === 'GET') return t.api.raw('GET', `/api${c.path}`, { token: token(actor) });
    return t.api.raw(method, `/api${c.path}`, { body: c.body ?? {}, token: token(actor) });
  }

  async function ok(response: Promise<ApiResponse> | ApiResponse, status: number, what: string): Promise<ApiResponse> {
    const res = await response;
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }

  /** A two-player tournament by the owner that the opponent's join starts, with its first match and game. */
  async function liveMatch(mode: 'BLITZ' | 'CLASSIC') {
    const tournament = await fixtures(t).tournament({
      by: users.owner,
      name: `Live ${mode}`,
      entry_fee: '1.00',
      max_players: 2,
      game_mode: mode,
    });
    await ok(
      t.api.post('/api/tournaments/{id}/join', {
        params: { path: { id: tournament.id } },
        token: users.opponent.access,
      }),
      200,
      'opponent join',
    );
    const [match] = (
      await ok(
        t.api.get('/api/tournaments/{id}/my_matches', {
          params: { path: { id: tournament.id } },
          token: users.owner.access,
        }),
        200,
        'my_matches',
      )
    ).body;
    const game = (
      await ok(
        t.api.get('/api/matches/{id}/current_game', { params: { path: { id: match.id } }, token: users.owner.access }),
        200,
        'current_game',
      )
    ).body;
    return { tournamentId: tournament.id as number, matchId: match.id as number, gameId: game.id as number };
  }

  async function pendingTournament(creator: Player, joiners: Player[] = []): Promise<number> {
    const tournament = await fixtures(t).tournament({
      by: creator,
      name: 'Open Cup',
      entry_fee: '1.00',
      max_players: 4,
    });
    for (const joiner of joiners)
      await ok(
        t.api.post('/api/tournaments/{id}/join', { params: { path: { id: tournament.id } }, token: joiner.access }),
        200,
        'join',
      );
    return tournament.id as number;
  }

  async function depositOf(owner: Player): Promise<number> {
    const res = await ok(
      t.api.post('/api/economy/wallet/deposit', { body: { amount: '1.00' }, token: owner.access }),
      200,
      'deposit',
    );
    return res.body.deposit.id as number;
  }

  async function withdrawal(owner: Player, cancellationRequested = false): Promise<number> {
    const res = await ok(
      t.api.post('/api/economy/wallet/withdraw', {
        body: { amount: '10.00', payment_method: 'PAYPAL', payment_details: 'me@example.com' },
        token: owner.access,
      }),
      201,
      'withdraw',
    );
    const id = res.body.withdrawal.id as number;
    if (cancellationRequested) {
      await ok(
        t.api.post('/api/economy/wallet/request_cancellation', {
          body: { withdrawal_id: id, reason: 'CHANGED_MIND' },
          token: owner.access,
        }),
        200,
        'cancel',
      );
    }
    return id;
  }

  async function victim(blocked: boolean): Promise<Player> {
    const p = await fixtures(t).player({ name: 'victim' });
    if (blocked)
      await ok(
        t.api.post('/api/admin/users/{id}/block', { params: { path: { id: p.id } }, token: users.admin.access }),
        200,
        'block',
      );
    return p;
  }

  const withdrawalRow = async (id: number) =>
    (
      await t.sql<{ status: string; cancellation_requested: boolean }>(
        'SELECT status, cancellation_requested FROM withdrawal_requests WHERE id = $1',
        [id],
      )
    )[0];
  const isBlocked = async (id: number) =>
    (await t.sql<{ is_blocked: boolean }>('SELECT is_blocked FROM users WHERE id = $1', [id]))[0].is_blocked;
  const tournamentStatus = async (id: number) =>
    (await t.sql<{ status: string }>('SELECT status FROM tournaments WHERE id = $1', [id]))[0].status;

  const walletAccountOf = (p: Player) => fixtures(t).walletAccountIdOf(p);
  const refused = (res: ApiResponse) => res.status >= 400;
  const idOf = (path: string) => Number(/\/(\d+)\//.exec(path)?.[1]);

  /** A withdrawal review by an admin: every other caller is refused and the withdrawal is left as it was. */
  function review(action: string, cancellationRequested: boolean): Case[] {
    return [
      {
        label: `${action} a fresh withdrawal of the owner`,
        prepare: async () => ({
          path: `/admin/withdrawals/${await withdrawal(users.owner, cancellationRequested)}/${action}/`,
          // The approval that releases the money carries the payment's reference (issue 30 §3).
          body: action === 'approve' ? { admin_notes: 'ok', payout_reference: 'REF-1' } : { admin_notes: 'ok' },
        }),
        expect: adminOnly(200),
        verify: async (_actor, c, res) => {
          if (refused(res))
            expect(await withdrawalRow(idOf(c.path))).toEqual({
              status: 'PENDING',
              cancellation_requested: cancellationRequested,
            });
        },
      },
    ];
  }

  function blocking(action: 'block' | 'unblock'): Case[] {
    const startsBlocked = action === 'unblock';
    return [
      {
        label: `${action} a fresh user`,
        prepare: async () => ({ path: `/admin/users/${(await victim(startsBlocked)).id}/${action}/` }),
        expect: adminOnly(200),
        verify: async (_actor, c, res) => {
          expect(await isBlocked(idOf(c.path))).toBe(refused(res) ? startsBlocked : !startsBlocked);
        },
      },
    ];
  }

  const roleOf = (id: number) => fixtures(t).roleOf({ id });

  /** Granting or revoking the admin role: the admin confirms with a code; everyone else is refused and nothing changes. */
  function roleChange(action: 'grant_admin' | 'revoke_admin'): Case[] {
    const before = action === 'grant_admin' ? 'PLAYER' : 'ADMIN';
    return [
      {
        label: `${action} on a fresh user`,
        prepare: async (actor) => {
          const p = await victim(false);
          if (before === 'ADMIN') await t.sql("UPDATE users SET role = 'ADMIN' WHERE id = $1", [p.id]);
          const otp = actor === 'admin' ? await freshTotpCode(users.admin.totpSecret ?? '') : '000000';
          return { path: `/admin/users/${p.id}/${action}/`, body: { otp } };
        },
        expect: adminOnly(200),
        verify: async (_actor, c, res) => {
          expect(await roleOf(idOf(c.path))).toBe(refused(res) ? before : before === 'ADMIN' ? 'PLAYER' : 'ADMIN');
        },
      },
    ];
  }

  const fixed = (path: string, body?: unknown) => () => ({ path, body });
  /** A fresh friendly challenge by the owner naming the opponent: its token. */
  const ownerChallenge = async () => {
    const made = await ok(
      t.api.post('/api/challenges', {
        body: { entry_fee: 0, game_mode: 'BLITZ', opponent: users.opponent.username },
        token: users.owner.access,
      }),
      201,
      'challenge',
    );
    return (made.body as { token: string }).token;
  };
  /** The owner's challenge of this call cancelled if still open, so their open challenges stay under the cap. */
  const dropOwnerChallenge = async (_actor: Actor, { path }: Call) => {
    const token = path.split('/')[2];
    await call('POST', 'owner', { path: `/challenges/${token}/cancel/` });
  };
  /** Proof of presence in the body (issue 30 §1): the actor's current password (anonymous has none). */
  const proof = (actor: Actor) => ({
    current_password: actor === 'anonymous' ? 'Not-The-Password-1' : users[actor].password,
  });

  /** One of the owner's notifications (their matches' starts), once the relay has posted it. */
  const ownerNotice = async () => {
    const rows = await eventually(
      () =>
        t.sql<{ id: number }>('SELECT id FROM notifications WHERE user_id = $1 ORDER BY id LIMIT 1', [users.owner.id]),
      { until: (found) => found.length > 0 },
    );
    return rows[0].id;
  };

  /** Every route under /api, keyed "METHOD /api/path/{param}". */
  const ROUTES: Record<string, Case[]> = {
    // Public: identity entry points.
    'POST /api/accounts/register': [
      {
        label: 'a new account',
        prepare: () => {
          const username = `authz_new_${process.pid % 1000}_${(nextName += 1)}`;
          return {
            path: '/accounts/register/',
            body: {
              username,
              email: `${username}@example.com`,
              password: 'Correct-Horse-42',
              password2: 'Correct-Horse-42',
            },
          };
        },
        expect: everyone(201),
      },
    ],
    'POST /api/accounts/login': [
      {
        label: 'good credentials',
        prepare: () => ({
          path: '/accounts/login/',
          body: { username: loginUser.username, password: loginUser.password },
        }),
        expect: everyone(200),
      },
    ],
    'POST /api/accounts/login/mfa': [
      {
        label: 'an unknown sign-in',
        prepare: fixed('/accounts/login/mfa/', { mfa_token: 'x'.repeat(43), code: '123456' }),
        expect: everyone(400),
      },
    ],
    'POST /api/accounts/logout': [
      {
        label: 'an unknown refresh token',
        prepare: fixed('/accounts/logout/', { refresh: 'not-a-real-token' }),
        expect: everyone(200),
      },
    ],
    'POST /api/auth/token/refresh': [
      {
        label: 'the live token of a rotation chain',
        prepare: () => ({ path: '/auth/token/refresh/', body: { refresh: refreshChain } }),
        expect: everyone(200),
        verify: (_actor, _c, res) => {
          if (res.status === 200) refreshChain = res.body.refresh;
        },
      },
    ],
    'POST /api/accounts/email/verify': [
      {
        label: 'an unknown link',
        prepare: fixed('/accounts/email/verify/', { token: 'x'.repeat(43) }),
        expect: everyone(400),
      },
    ],
    'POST /api/accounts/factors/keep': [
      {
        label: 'an unknown token',
        prepare: fixed('/accounts/factors/keep/', { token: 'x'.repeat(43) }),
        expect: everyone(400),
      },
    ],
    'POST /api/accounts/email/change/confirm': [
      {
        label: 'an unknown link',
        prepare: fixed('/accounts/email/change/confirm/', { token: 'x'.repeat(43) }),
        expect: everyone(400),
      },
    ],
    'POST /api/accounts/password/forgot': [
      {
        label: 'an address with no account',
        prepare: () => ({
          path: '/accounts/password/forgot/',
          body: { email: `nobody_${(nextName += 1)}@example.com` },
        }),
        expect: everyone(202),
      },
    ],
    'POST /api/accounts/password/reset': [
      {
        label: 'an unknown link',
        prepare: fixed('/accounts/password/reset/', {
          token: 'x'.repeat(43),
          password: 'Correct-Horse-42',
          password2: 'Correct-Horse-42',
        }),
        expect: everyone(400),
      },
    ],
    'GET /api/health': [{ label: 'health', prepare: fixed('/health'), expect: everyone(200) }],
    'GET /api/health/live': [{ label: 'liveness', prepare: fixed('/health/live'), expect: everyone(200) }],
    'GET /api/health/ready': [{ label: 'readiness', prepare: fixed('/health/ready'), expect: everyone(200) }],
    'GET /api/metrics': [{ label: 'metrics', prepare: fixed('/metrics'), expect: everyone(200) }],

    // Signed in: the caller's own things.
    'GET /api/accounts/profile': [
      { label: 'own profile', prepare: fixed('/accounts/profile/'), expect: signedIn(200) },
    ],
    'PUT /api/accounts/profile': [
      {
        label: 'own settings',
        prepare: fixed('/accounts/profile/', { email_match_start: false }),
        expect: signedIn(200),
      },
      {
        // Issue 22: a refused date proves the guard without confirming the actors' dates of birth.
        label: 'not a date',
        prepare: fixed('/accounts/profile/', { date_of_birth: '2001-02-30' }),
        expect: signedIn(400),
      },
    ],
    'GET /api/notifications': [{ label: 'own inbox', prepare: fixed('/notifications/'), expect: signedIn(200) }],
    'POST /api/notifications/read': [
      { label: 'all of own', prepare: fixed('/notifications/read/', { ids: 'all' }), expect: signedIn(200) },
      {
        label: "the owner's notification: nobody else's to mark",
        prepare: async () => ({ path: '/notifications/read/', body: { ids: [await ownerNotice()] } }),
        expect: signedIn(404, { owner: 200 }),
      },
    ],
    'GET /api/auth/whoami': [{ label: 'own token claims', prepare: fixed('/auth/whoami/'), expect: signedIn(200) }],
    // Issue 22: the player's own protection tools. Refused bodies prove the guard without putting the matrix's
    // actors on a break (a time-out would stop their joins in later rows).
    'GET /api/accounts/limits': [{ label: 'own limits', prepare: fixed('/accounts/limits/'), expect: signedIn(200) }],
    'PUT /api/accounts/limits': [
      {
        label: 'a reminder of 20',
        prepare: fixed('/accounts/limits/', { reality_check_minutes: 20 }),
        expect: signedIn(400),
      },
    ],
    'POST /api/accounts/limits/cancel_pending': [
      {
        label: 'nothing waiting',
        prepare: fixed('/accounts/limits/cancel_pending/', { limit: 'loss_monthly' }),
        expect: signedIn(400),
      },
    ],
    'POST /api/accounts/time_out': [
      { label: 'three days', prepare: fixed('/accounts/time_out/', { days: 3 }), expect: signedIn(400) },
    ],
    'POST /api/accounts/self_exclude': [
      { label: 'three months', prepare: fixed('/accounts/self_exclude/', { months: 3 }), expect: signedIn(400) },
    ],
    'POST /api/accounts/self_exclude/reopen': [
      { label: 'not self-excluded', prepare: fixed('/accounts/self_exclude/reopen/'), expect: signedIn(400) },
    ],
    'GET /api/accounts/session_summary': [
      { label: 'own session', prepare: fixed('/accounts/session_summary/'), expect: signedIn(200) },
    ],
    'GET /api/accounts/safer_play': [
      { label: 'own figures', prepare: fixed('/accounts/safer_play/'), expect: signedIn(200) },
    ],

    'GET /api/stream': [
      { label: 'own live stream', prepare: () => ({ path: '/stream/', stream: true }), expect: signedIn(200) },
    ],
    // Every actor's address is verified (withdrawals need it) and the current password below is wrong: 400.
    'POST /api/accounts/email/resend': [
      { label: 'a verified address', prepare: fixed('/accounts/email/resend/'), expect: signedIn(400) },
    ],
    'POST /api/accounts/password/change': [
      {
        label: 'a wrong current password',
        prepare: fixed('/accounts/password/change/', {
          current_password: 'Not-The-Password-1',
          password: 'Another-Horse-43',
          password2: 'Another-Horse-43',
        }),
        expect: signedIn(400),
      },
    ],
    'POST /api/accounts/email/change': [
      {
        label: 'a wrong current password',
        prepare: fixed('/accounts/email/change/', { current_password: 'Not-The-Password-1', email: 'x@example.com' }),
        expect: signedIn(400),
      },
    ],
    // Issue 21 §3–§4: one's own sessions and passkeys only; an id that is not the caller's is 404.
    'GET /api/accounts/sessions': [
      { label: 'own sessions', prepare: fixed('/accounts/sessions/'), expect: signedIn(200) },
    ],
    'POST /api/accounts/sessions/revoke_others': [
      // 403 once the actor's sign-in is over 5 minutes old (a slow run), as below.
      {
        label: 'end own other sessions',
        prepare: fixed('/accounts/sessions/revoke_others/'),
        expect: signedIn([200, 403]),
      },
    ],
    'DELETE /api/accounts/sessions/{id}': [
      {
        label: 'a session of no one',
        prepare: fixed('/accounts/sessions/00000000-0000-4000-8000-000000000000/'),
        expect: signedIn([403, 404]),
      },
    ],
    'GET /api/accounts/passkeys': [
      { label: 'own passkeys', prepare: fixed('/accounts/passkeys/'), expect: signedIn(200) },
    ],
    // Issue 30 §1: adding a passkey needs proof of presence (here the current password in the body).
    'POST /api/accounts/passkeys/register/options': [
      {
        label: 'registration options without proof',
        prepare: fixed('/accounts/passkeys/register/options/'),
        expect: signedIn(403),
      },
      {
        label: 'registration options with the current password',
        prepare: (actor) => ({ path: '/accounts/passkeys/register/options/', body: proof(actor) }),
        expect: signedIn(200),
      },
    ],
    'POST /api/accounts/passkeys/register': [
      {
        label: 'an answer without proof',
        prepare: fixed('/accounts/passkeys/register/', { credential: { id: 'x', response: {} } }),
        expect: signedIn(403),
      },
      {
        label: 'an answer to no challenge',
        prepare: (actor) => ({
          path: '/accounts/passkeys/register/',
          body: { credential: { id: 'x', response: {} }, ...proof(actor) },
        }),
        expect: signedIn(400),
      },
    ],
    // Issue 30 §1: proof of presence for the caller's own session.
    'POST /api/accounts/reauthenticate': [
      {
        label: 'a wrong current password',
        prepare: fixed('/accounts/reauthenticate/', { current_password: 'Not-The-Password-1' }),
        expect: signedIn(400),
      },
    ],
    'POST /api/accounts/reauthenticate/options': [
      { label: 'passkey options', prepare: fixed('/accounts/reauthenticate/options/'), expect: signedIn(200) },
    ],
    // 403 once the actor's sign-in is over 5 minutes old (a slow run), else 404: no such passkey.
    'DELETE /api/accounts/passkeys/{id}': [
      { label: 'a passkey of no one', prepare: fixed('/accounts/passkeys/999999999/'), expect: signedIn([403, 404]) },
    ],
    'POST /api/accounts/login/passkey/options': [
      { label: 'sign-in options', prepare: fixed('/accounts/login/passkey/options/'), expect: everyone(200) },
    ],
    'POST /api/accounts/login/passkey': [
      {
        label: 'an answer to no challenge',
        prepare: fixed('/accounts/login/passkey/', { credential: { id: 'x', response: {} } }),
        expect: everyone(400),
      },
    ],
    'GET /api/accounts/leaderboard': [
      { label: 'leaderboard', prepare: fixed('/accounts/leaderboard/'), expect: signedIn(200) },
    ],
    // Issue 33 §3: any signed-in caller reads any player's public page, their own as anyone's.
    'GET /api/players/{username}': [
      {
        label: "a player's page",
        prepare: () => ({ path: `/players/${users.owner.username}/` }),
        expect: signedIn(200),
      },
    ],
    'GET /api/economy/wallet/me': [
      { label: 'own wallet', prepare: fixed('/economy/wallet/me/'), expect: signedIn(200) },
    ],
    'POST /api/economy/wallet/deposit': [
      // The admin account has no date of birth: no deposit before it is confirmed (issue 22 §1).
      {
        label: 'a deposit',
        prepare: fixed('/economy/wallet/deposit/', { amount: '1.00' }),
        expect: signedIn(200, { admin: 403 }),
      },
    ],
    'POST /api/economy/wallet/withdraw': [
      {
        label: 'a withdrawal',
        // The admin has two-factor on, so its withdrawal carries a code.
        prepare: async (actor) => ({
          path: '/economy/wallet/withdraw/',
          body: {
            amount: '10.00',
            payment_method: 'PAYPAL',
            payment_details: 'me@example.com',
            ...(actor === 'admin' ? { otp: await freshTotpCode(users.admin.totpSecret ?? '') } : {}),
          },
        }),
        // As for the deposit: the admin account has no date of birth, which a withdrawal needs (issue 24 §4).
        expect: signedIn(201, { admin: 403 }),
      },
    ],
    // Issue 21 §3. Players may start a set-up (nothing turns on without a code); the admin has it on already.
    // Issue 30 §1: each needs proof of presence, here the current password.
    'POST /api/accounts/2fa/totp/setup': [
      { label: 'a set-up without proof', prepare: fixed('/accounts/2fa/totp/setup/'), expect: signedIn(403) },
      {
        label: 'a set-up with the current password',
        prepare: (actor) => ({ path: '/accounts/2fa/totp/setup/', body: proof(actor) }),
        expect: signedIn(200, { admin: 400 }),
      },
    ],
    'POST /api/accounts/2fa/totp/confirm': [
      {
        label: 'a code without proof',
        prepare: fixed('/accounts/2fa/totp/confirm/', { code: '000000' }),
        expect: signedIn(403),
      },
      {
        label: 'a wrong code',
        prepare: (actor) => ({ path: '/accounts/2fa/totp/confirm/', body: { code: '000000', ...proof(actor) } }),
        expect: signedIn(400),
      },
    ],
    'POST /api/accounts/2fa/recovery_codes': [
      { label: 'new codes without proof', prepare: fixed('/accounts/2fa/recovery_codes/'), expect: signedIn(403) },
      {
        label: 'new codes with the current password: only the admin has two-factor on',
        prepare: (actor) => ({ path: '/accounts/2fa/recovery_codes/', body: proof(actor) }),
        expect: signedIn(400, { admin: 200 }),
      },
    ],
    'POST /api/accounts/2fa/totp/disable': [
      {
        label: 'a wrong code',
        prepare: fixed('/accounts/2fa/totp/disable/', { code: '000000' }),
        expect: signedIn(400),
      },
    ],
    'GET /api/economy/wallet/withdrawal_requests': [
      { label: 'own withdrawals', prepare: fixed('/economy/wallet/withdrawal_requests/'), expect: signedIn(200) },
    ],
    'POST /api/economy/wallet/request_cancellation': [
      {
        label: "the owner's fresh withdrawal: someone else's is not found",
        prepare: async () => ({
          path: '/economy/wallet/request_cancellation/',
          body: { withdrawal_id: await withdrawal(users.owner), reason: 'CHANGED_MIND' },
        }),
        expect: signedIn(404, { owner: 200 }),
        verify: async (_actor, c, res) => {
          const row = await withdrawalRow((c.body as { withdrawal_id: number }).withdrawal_id);
          expect(row).toEqual({ status: 'PENDING', cancellation_requested: !refused(res) });
        },
      },
    ],
    'GET /api/economy/cashier': [
      { label: 'what a coin is worth', prepare: fixed('/economy/cashier/'), expect: everyone(200) },
    ],
    // The sandbox is the provider here: the webhook answers 404 to anyone, signed or not.
    'POST /api/payments/stripe/webhook': [
      { label: 'a Stripe event', prepare: fixed('/payments/stripe/webhook/', { id: 'evt_1' }), expect: everyone(404) },
    ],
    'GET /api/economy/deposits': [
      { label: 'own deposits', prepare: fixed('/economy/deposits/'), expect: signedIn(200) },
    ],
    'GET /api/economy/deposits/{id}': [
      {
        label: "the owner's deposit: someone else's is not found",
        prepare: async () => ({ path: `/economy/deposits/${await depositOf(users.owner)}/` }),
        expect: signedIn(404, { owner: 200 }),
      },
    ],
    'GET /api/economy/transactions/recent': [
      { label: 'own transactions', prepare: fixed('/economy/transactions/recent/'), expect: signedIn(200) },
    ],

    // Tournaments: readable by every signed-in player; changes by the parties the rules name.
    'GET /api/tournaments': [{ label: 'list', prepare: fixed('/tournaments/'), expect: signedIn(200) }],
    'POST /api/tournaments': [
      {
        label: 'create',
        prepare: fixed('/tournaments/', { name: 'Matrix Cup', entry_fee: '1.00', max_players: 4, game_mode: 'BLITZ' }),
        // The admin declared no date of birth, and a paid seat needs one (issue 33: the date of birth before money).
        expect: signedIn(201, { admin: 403 }),
      },
    ],
    'GET /api/tournaments/available': [
      { label: 'available', prepare: fixed('/tournaments/available/'), expect: signedIn(200) },
    ],
    'GET /api/tournaments/terms': [{ label: 'terms', prepare: fixed('/tournaments/terms/'), expect: signedIn(200) }],
    'GET /api/tournaments/my_tournaments': [
      { label: 'mine', prepare: fixed('/tournaments/my_tournaments/'), expect: signedIn(200) },
    ],
    'GET /api/tournaments/{id}': [
      {
        label: 'a live tournament',
        prepare: () => ({ path: `/tournaments/${live.tournamentId}/` }),
        expect: signedIn(200),
      },
    ],
    'POST /api/tournaments/{id}/join': [
      {
        label: "a fresh open tournament of the owner's: anyone may join, the owner already sits in it",
        prepare: async () => ({ path: `/tournaments/${await pendingTournament(users.owner)}/join/` }),
        // The admin: no date of birth, no paid seat (as above).
        expect: signedIn(200, { owner: 400, admin: 403 }),
      },
    ],
    // Challenges (issue 33 §1): any signed-in player may look at one by its token; only its named opponent may
    // accept or decline it, only its creator cancel it. Friendlies (no fee), so no wallet is needed; each refused
    // one is cancelled afterwards, so the owner's open challenges stay under the cap.
    'GET /api/challenges': [
      { label: "the caller's open challenges", prepare: fixed('/challenges/'), expect: signedIn(200) },
    ],
    'POST /api/challenges': [
      {
        label: 'a friendly open challenge',
        prepare: fixed('/challenges/', { entry_fee: 0, game_mode: 'BLITZ' }),
        expect: signedIn(201),
        verify: async (actor, _call, response) => {
          if (actor === 'anonymous' || response.status !== 201) return;
          const { token } = response.body as { token: string };
          await call('POST', actor, { path: `/challenges/${token}/cancel/` });
        },
      },
    ],
    'GET /api/challenges/{token}': [
      {
        label: "the owner's challenge naming the opponent",
        prepare: async () => ({ path: `/challenges/${await ownerChallenge()}/` }),
        expect: signedIn(200),
        verify: dropOwnerChallenge,
      },
    ],
    'POST /api/challenges/{token}/accept': [
      {
        label: "a fresh challenge of the owner's naming the opponent: the owner may not accept their own (409)",
        prepare: async () => ({ path: `/challenges/${await ownerChallenge()}/accept/` }),
        expect: signedIn(403, { opponent: 200, owner: 409 }),
        verify: dropOwnerChallenge,
      },
    ],
    'POST /api/challenges/{token}/cancel': [
      {
        label: "a fresh challenge of the owner's",
        prepare: async () => ({ path: `/challenges/${await ownerChallenge()}/cancel/` }),
        expect: signedIn(403, { owner: 200 }),
        verify: dropOwnerChallenge,
      },
    ],
    'POST /api/challenges/{token}/decline': [
      {
        label: "a fresh challenge of the owner's naming the opponent",
        prepare: async () => ({ path: `/challenges/${await ownerChallenge()}/decline/` }),
        expect: signedIn(403, { opponent: 200 }),
        verify: dropOwnerChallenge,
      },
    ],
    'POST /api/tournaments/{id}/check_in': [
      {
        label: "a fresh open tournament of the owner's, not checking in: only a seated player is told so (409)",
        prepare: async () => ({ path: `/tournaments/${await pendingTournament(users.owner)}/check_in/` }),
        expect: signedIn(403, { owner: 409 }),
      },
    ],
    'POST /api/tournaments/{id}/leave': [
      {
        label:
          'a fresh open tournament of the owner, the opponent seated: only a seated player, the creator too; no seat is 400',
        prepare: async () => ({
          path: `/tournaments/${await pendingTournament(users.owner, [users.opponent])}/leave/`,
        }),
        expect: signedIn(400, { owner: 200, opponent: 200 }),
        verify: async (_actor, c, res) => {
          const [row] = await t.sql<{ current_players: number }>(
            'SELECT current_players FROM tournaments WHERE id = $1',
            [idOf(c.path)],
          );
          expect(row.current_players).toBe(refused(res) ? 2 : 1);
        },
      },
    ],
    'POST /api/tournaments/{id}/cancel': [
      {
        label: 'a fresh open tournament of the owner, the opponent seated: only the creator or an admin',
        prepare: async () => ({
          path: `/tournaments/${await pendingTournament(users.owner, [users.opponent])}/cancel/`,
        }),
        expect: signedIn(403, { owner: 200, admin: 200 }),
        verify: async (_actor, c, res) => {
          expect(await tournamentStatus(idOf(c.path))).toBe(refused(res) ? 'PENDING' : 'CANCELLED');
        },
      },
    ],
    'GET /api/tournaments/{id}/bracket': [
      {
        label: 'a live bracket',
        prepare: () => ({ path: `/tournaments/${live.tournamentId}/bracket/` }),
        expect: signedIn(200),
      },
    ],
    'GET /api/tournaments/{id}/my_matches': [
      {
        label: 'a live tournament: participants only',
        prepare: () => ({ path: `/tournaments/${live.tournamentId}/my_matches/` }),
        expect: signedIn(403, { owner: 200, opponent: 200 }),
      },
    ],
    'GET /api/tournaments/{id}/history': [
      {
        label: 'a completed tournament',
        prepare: () => ({ path: `/tournaments/${completedId}/history/` }),
        expect: signedIn(200),
      },
      {
        label: 'a live tournament',
        prepare: () => ({ path: `/tournaments/${live.tournamentId}/history/` }),
        expect: signedIn(403),
      },
      {
        label: 'an open tournament',
        prepare: () => ({ path: `/tournaments/${pendingId}/history/` }),
        expect: signedIn(403),
      },
    ],

    // Gameplay: matches can be watched by any signed-in player (choices stay hidden, see below); only the two
    // players may move.
    'GET /api/matches/live': [{ label: 'the live list', prepare: fixed('/matches/live/'), expect: signedIn(200) }],
    // A rematch (issue 33 §2): only the two players of a completed match may offer one; each offer is taken back
    // after the call, so the next player's is not refused as a second one.
    'POST /api/matches/{id}/rematch': [
      {
        label: 'a completed match of the owner and the opponent',
        prepare: () => ({ path: `/matches/${completedMatchId}/rematch/` }),
        expect: signedIn(403, { opponent: 201, owner: 201 }),
        verify: async (actor, _call, response) => {
          if (actor === 'anonymous' || response.status !== 201) return;
          const { token } = response.body as { token: string };
          await call('POST', actor, { path: `/challenges/${token}/cancel/` });
        },
      },
    ],
    'GET /api/matches/{id}': [
      { label: 'a live match', prepare: () => ({ path: `/matches/${live.matchId}/` }), expect: signedIn(200) },
    ],
    'GET /api/matches/{id}/current_game': [
      {
        label: 'a live match',
        prepare: () => ({ path: `/matches/${live.matchId}/current_game/` }),
        expect: signedIn(200),
      },
    ],
    'GET /api/matches/{id}/games': [
      {
        label: 'a live match',
        prepare: () => ({ path: `/matches/${live.matchId}/games/` }),
        expect: signedIn(200),
      },
    ],
    // Practice against the computer (issue 33 §5): any signed-in player, each their own; a second call answers the
    // match already in play (200).
    'POST /api/practice': [
      {
        label: 'start a practice match',
        prepare: fixed('/practice/', { game_mode: 'BLITZ' }),
        expect: signedIn([200, 201]),
      },
    ],
    'POST /api/games/{id}/submit_choice': [
      {
        label: 'the open game of a live match: its two players only',
        prepare: () => ({ path: `/games/${moveMatch.gameId}/submit_choice/`, body: { choice: 'ROCK' } }),
        expect: signedIn([403, 404], { owner: 200, opponent: 200 }),
        verify: async (actor, _c, res) => {
          if (!refused(res)) return;
          const moves = await t.sql('SELECT 1 FROM moves WHERE game_id = $1 AND user_id = $2', [
            moveMatch.gameId,
            actor === 'anonymous' ? 0 : users[actor].id,
          ]);
          expect(moves).toHaveLength(0);
        },
      },
    ],

    // Admin: a player (even the owner of the thing) is refused with 403.
    'GET /api/admin/ledger/trial_balance': [
      { label: 'trial balance', prepare: fixed('/admin/ledger/trial_balance/'), expect: adminOnly(200) },
    ],
    'GET /api/admin/ledger/accounts/{id}/statement': [
      {
        label: "the owner's wallet account, even for the owner",
        prepare: async () => ({ path: `/admin/ledger/accounts/${await walletAccountOf(users.owner)}/statement/` }),
        expect: adminOnly(200),
      },
    ],
    'GET /api/admin/finance': [{ label: 'finance report', prepare: fixed('/admin/finance/'), expect: adminOnly(200) }],
    'GET /api/admin/deposits': [{ label: 'all deposits', prepare: fixed('/admin/deposits/'), expect: adminOnly(200) }],
    'GET /api/admin/withdrawals': [
      { label: 'all withdrawals', prepare: fixed('/admin/withdrawals/'), expect: adminOnly(200) },
    ],
    'POST /api/admin/withdrawals/{id}/approve': review('approve', false),
    'POST /api/admin/withdrawals/{id}/reject': review('reject', false),
    'POST /api/admin/withdrawals/{id}/approve_cancellation': review('approve_cancellation', true),
    'POST /api/admin/withdrawals/{id}/deny_cancellation': review('deny_cancellation', true),
    // Issue 32 §1: the house-table templates. The table the app serves has the sweep off, so nothing opens unasked.
    'GET /api/admin/sit-and-go': [
      { label: 'the templates', prepare: fixed('/admin/sit-and-go/'), expect: adminOnly(200) },
    ],
    'POST /api/admin/sit-and-go': [
      {
        label: 'an inactive template',
        prepare: () => ({
          path: '/admin/sit-and-go/',
          body: { name: `Matrix table ${++nextName}`, entry_fee: '1.00', max_players: 2, active: false },
        }),
        expect: adminOnly(201),
        verify: async (actor, c, res) => {
          if (!refused(res)) return;
          const rows = await t.sql('SELECT 1 FROM sit_and_go_templates WHERE name = $1', [
            (c.body as { name: string }).name,
          ]);
          expect(rows).toHaveLength(0);
        },
      },
    ],
    'PATCH /api/admin/sit-and-go/{id}': [
      {
        label: 'a seeded template, with seats no bracket has (refused by field even for the admin)',
        prepare: () => ({ path: '/admin/sit-and-go/1/', body: { max_players: 3 } }),
        expect: adminOnly(400),
      },
    ],
    // Issue 32 §2: the schedules. Two days ahead, so no occurrence opens (registration opens a day ahead).
    'GET /api/admin/schedules': [
      { label: 'the schedules', prepare: fixed('/admin/schedules/'), expect: adminOnly(200) },
    ],
    'POST /api/admin/schedules': [
      {
        label: 'a schedule two days ahead',
        prepare: () => ({
          path: '/admin/schedules/',
          body: {
            name: `Matrix schedule ${++nextName}`,
            entry_fee: '1.00',
            max_players: 4,
            starts_at: new Date(Date.now() + 48 * 3_600_000).toISOString(),
          },
        }),
        expect: adminOnly(201),
        verify: async (_actor, c, res) => {
          if (!refused(res)) return;
          const rows = await t.sql('SELECT 1 FROM tournament_schedules WHERE name = $1', [
            (c.body as { name: string }).name,
          ]);
          expect(rows).toHaveLength(0);
        },
      },
    ],
    'PATCH /api/admin/schedules/{id}': [
      {
        label: 'a fresh schedule each, renamed',
        prepare: async () => {
          const [row] = await t.sql<{ id: number }>(
            `INSERT INTO tournament_schedules (name, entry_fee, game_mode, move_timeout, min_players, max_players,
               starts_at, repeat) VALUES ('Renamed', 100, 'BLITZ', 60, 2, 4, now() + interval '2 days', 'none') RETURNING id`,
          );
          return { path: `/admin/schedules/${row.id}/`, body: { name: `Matrix renamed ${++nextName}` } };
        },
        expect: adminOnly(200),
        verify: async (_actor, c, res) => {
          const id = Number(c.path.split('/')[3]);
          const [row] = await t.sql<{ name: string }>('SELECT name FROM tournament_schedules WHERE id = $1', [id]);
          expect(row.name === 'Renamed').toBe(refused(res));
        },
      },
    ],
    'DELETE /api/admin/schedules/{id}': [
      {
        label: 'a fresh schedule each',
        prepare: async () => {
          const [row] = await t.sql<{ id: number }>(
            `INSERT INTO tournament_schedules (name, entry_fee, game_mode, move_timeout, min_players, max_players,
               starts_at, repeat) VALUES ('Doomed', 100, 'BLITZ', 60, 2, 4, now() + interval '2 days', 'none') RETURNING id`,
          );
          return { path: `/admin/schedules/${row.id}/` };
        },
        expect: adminOnly(200),
        verify: async (_actor, c, res) => {
          const id = Number(c.path.split('/')[3]);
          const [row] = await t.sql<{ deleted: boolean }>(
            'SELECT deleted_at IS NOT NULL AS deleted FROM tournament_schedules WHERE id = $1',
            [id],
          );
          expect(row.deleted).toBe(!refused(res));
        },
      },
    ],
    'DELETE /api/admin/sit-and-go/{id}': [
      {
        label: 'a fresh inactive template each',
        prepare: async () => {
          const [row] = await t.sql<{ id: number }>(
            `INSERT INTO sit_and_go_templates (name, entry_fee, max_players, game_mode, move_timeout, active)
             VALUES ('Doomed', 100, 2, 'BLITZ', 60, false) RETURNING id`,
          );
          return { path: `/admin/sit-and-go/${row.id}/` };
        },
        expect: adminOnly(200),
        verify: async (_actor, c, res) => {
          const id = Number(c.path.split('/')[3]);
          const [row] = await t.sql<{ deleted: boolean }>(
            'SELECT deleted_at IS NOT NULL AS deleted FROM sit_and_go_templates WHERE id = $1',
            [id],
          );
          expect(row.deleted).toBe(!refused(res));
        },
      },
    ],
    'GET /api/admin/events': [{ label: 'event log', prepare: fixed('/admin/events/'), expect: adminOnly(200) }],
    'GET /api/admin/mail': [{ label: 'outgoing mail', prepare: fixed('/admin/mail/'), expect: adminOnly(200) }],
    'GET /api/admin/users': [
      { label: 'user search', prepare: fixed('/admin/users/?search=a'), expect: adminOnly(200) },
    ],
    'GET /api/admin/users/{id}': [
      {
        label: "the owner's record, even for the owner",
        prepare: () => ({ path: `/admin/users/${users.owner.id}/` }),
        expect: adminOnly(200),
      },
    ],
    'GET /api/admin/users/{id}/protection': [
      {
        label: "the owner's protection, even for the owner",
        prepare: () => ({ path: `/admin/users/${users.owner.id}/protection/` }),
        expect: adminOnly(200),
      },
    ],
    'PUT /api/admin/users/{id}/date_of_birth': [
      {
        label: 'not a date',
        prepare: () => ({ path: `/admin/users/${users.owner.id}/date_of_birth/`, body: { date_of_birth: 'soon' } }),
        expect: adminOnly(400),
      },
    ],
    // Issue 30: the owner has no hold, so even the admin's call is refused (400), and nothing is written.
    'POST /api/admin/users/{id}/review_hold/clear': [
      {
        label: "the owner's review hold, which they do not have",
        prepare: () => ({ path: `/admin/users/${users.owner.id}/review_hold/clear/`, body: { note: 'Checked.' } }),
        expect: adminOnly(400),
      },
    ],
    'POST /api/admin/users/{id}/block': blocking('block'),
    'POST /api/admin/users/{id}/unblock': blocking('unblock'),
    'POST /api/admin/users/{id}/grant_admin': roleChange('grant_admin'),
    'POST /api/admin/users/{id}/revoke_admin': roleChange('revoke_admin'),
  };

  beforeAll(async () => {
    // Long move deadlines: the timer must not move for anyone while the matrix runs.
    // The matrix opens a tournament and a withdrawal per row from a few accounts; the caps have tests of their own.
    t = await startTestApp({
      MOVE_TIMEOUT_SECONDS: '3600',
      MAX_OPEN_TOURNAMENTS_PER_USER: '1000',
      MAX_PENDING_WITHDRAWALS_PER_USER: '1000',
    });
    doc = await openApi(t);
    users.admin = await fixtures(t).admin();
    users.owner = await fixtures(t).player({ name: 'owner' });
    users.opponent = await fixtures(t).player({ name: 'opponent' });
    users.outsider = await fixtures(t).player({ name: 'outsider' });
    users.player = await fixtures(t).player({ name: 'player' });
    for (const who of [users.owner, users.opponent, users.outsider, users.player]) await verifyEmailOf(t, who);
    await fund(t, users.owner.id, '2000.00');
    for (const actor of ['opponent', 'outsider', 'player', 'admin'] as const) await fund(t, users[actor].id, '500.00');
    loginUser = await fixtures(t).player({ name: 'login' });
    refreshChain = (await fixtures(t).player({ name: 'chain' })).refresh;

    live = await liveMatch('CLASSIC');
    moveMatch = await liveMatch('CLASSIC');
    const done = await liveMatch('BLITZ');
    await ok(
      t.api.post('/api/games/{id}/submit_choice', {
        params: { path: { id: done.gameId } },
        body: { choice: 'ROCK' },
        token: users.owner.access,
      }),
      200,
      'move',
    );
    await ok(
      t.api.post('/api/games/{id}/submit_choice', {
        params: { path: { id: done.gameId } },
        body: { choice: 'SCISSORS' },
        token: users.opponent.access,
      }),
      200,
      'move',
    );
    completedId = done.tournamentId;
    completedMatchId = done.matchId;
    await eventually(() => tournamentStatus(completedId), { until: (s) => s === 'COMPLETED' });
    pendingId = await pendingTournament(users.owner);
    // The outsider is busy elsewhere: a tournament and a withdrawal of their own.
    await pendingTournament(users.outsider);
    await withdrawal(users.outsider);
  });

  afterAll(async () => {
    await closeAll(t);
  });

  describe('the table covers every route', () => {
    it('classifies every operation of the OpenAPI document', () => {
      const missing = openApiRoutes(doc)
        .map((r) => `${r.method} ${r.path}`)
        .filter((key) => !Object.hasOwn(ROUTES, key) && !isDocsRoute(key.split(' ')[1]));
      expect(missing).toEqual([]);
    });

    it("classifies every route in Fastify's router under /api, including those kept out of the document", () => {
      const routes = fastifyRoutes(t).filter((r) => r.path === '/api' || r.path.startsWith('/api/'));
      expect(routes.length).toBeGreaterThan(30);
      // Sanity: the parser sees a route the document leaves out, and a parameterised one.
      expect(routes).toEqual(
        expect.arrayContaining([
          { method: 'GET', path: '/api/metrics' },
          { method: 'POST', path: '/api/tournaments/{id}/join' },
        ]),
      );
      const missing = routes
        .map((r) => `${r.method} ${r.path}`)
        .filter((key) => !Object.hasOwn(ROUTES, key) && !isDocsRoute(key.split(' ')[1]) && !FALLBACK.has(key));
      expect(missing).toEqual([]);
    });

    it('has no stale entries: every classified route is served', () => {
      const served = new Set(fastifyRoutes(t).map((r) => `${r.method} ${r.path}`));
      expect([...Object.keys(ROUTES), ...FALLBACK].filter((key) => !served.has(key))).toEqual([]);
    });
  });

  describe('the table follows the rules', () => {
    it('makes exactly the register, login, refresh, logout, health, metrics and docs routes public', () => {
      for (const [key, cases] of Object.entries(ROUTES)) {
        for (const c of cases) {
          if (isPublic(key)) expect([key, c.expect.anonymous]).not.toEqual([key, 401]);
          else expect([key, c.expect.anonymous]).toEqual([key, 401]);
        }
      }
    });

    it('refuses every non-admin with 403 under /api/admin/**', () => {
      for (const [key, cases] of Object.entries(ROUTES).filter(([k]) => k.split(' ')[1].startsWith('/api/admin/'))) {
        for (const c of cases) {
          for (const actor of ['player', 'outsider', 'opponent', 'owner'] as const)
            expect([key, actor, c.expect[actor]]).toEqual([key, actor, 403]);
        }
      }
    });

    it('documents bearer authentication on exactly the protected operations', () => {
      const wrong = openApiRoutes(doc)
        .filter((r) => !isDocsRoute(r.path))
        .filter((r) => Boolean(r.operation.security?.some((s) => 'bearer' in s)) === isPublic(`${r.method} ${r.path}`))
        .map((r) => `${r.method} ${r.path}`);
      expect(wrong).toEqual([]);
    });
  });

  describe('each route answers each caller as the table says', () => {
    it.each(Object.keys(ROUTES))('%s', async (key) => {
      const [method] = key.split(' ');
      const mismatches: string[] = [];
      for (const c of ROUTES[key]) {
        for (const actor of ACTORS) {
          const concrete = await c.prepare(actor);
          const res = await call(method, actor, concrete);
          const allowed = ([] as number[]).concat(c.expect[actor]);
          if (!allowed.includes(res.status)) {
            mismatches.push(
              `${c.label} as ${actor}: expected ${allowed.join('|')}, got ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
            continue;
          }
          if (res.status >= 400) {
            const shape = errorShapeProblem(res.body);
            if (shape) mismatches.push(`${c.label} as ${actor}: ${res.status} body ${shape}`);
          }
          const leak = findLeak(typeof res.body === 'string' ? res.body : JSON.stringify(res.body), concrete.body);
          if (leak && !key.startsWith('GET /api/metrics')) mismatches.push(`${c.label} as ${actor}: leaks ${leak}`);
          await c.verify?.(actor, concrete, res);
        }
      }
      expect(mismatches).toEqual([]);
    });

    it('serves the docs to anonymous callers', async () => {
      const docs = fastifyRoutes(t).filter((r) => isDocsRoute(r.path) && r.method === 'GET');
      expect(docs.length).toBeGreaterThanOrEqual(3);
      for (const route of docs) {
        const path = route.path.replace(/\*$/, 'swagger-ui.css');
        const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
        // Read to the end: an unread body can hold its connection, and with it the app's close, open.
        await res.arrayBuffer();
        // Some listed static files may be absent from the package (404); none may ask for credentials.
        expect([path, [401, 403].includes(res.status) || res.status >= 500]).toEqual([path, false]);
      }
    });
  });

  describe('around the table', () => {
    it('answers HEAD on every protected GET with 401 for anonymous callers', async () => {
      const gets = Object.keys(ROUTES).filter((k) => k.startsWith('GET ') && !isPublic(k));
      for (const key of gets) {
        const path = key.split(' ')[1].replace('{id}', String(live.tournamentId));
        const res = await fetch(`${t.url}${path}`, { method: 'HEAD' });
        expect([key, res.status]).toEqual([key, 401]);
      }
    });

    it('answers 404 for an unknown or malformed id on every parameterised route, to a caller who could use a real one', async () => {
      const keys = Object.keys(ROUTES).filter((k) => k.includes('{id}'));
      expect(keys.length).toBeGreaterThan(10);
      for (const key of keys) {
        const [method, path] = key.split(' ');
        const actor: Actor = path.startsWith('/api/admin/') ? 'admin' : 'owner';
        for (const id of ['2147483647', '0', 'abc', '99999999999', '-1', '1.5', '%20']) {
          const res = await call(method, actor, {
            path: path.replace('/api', '').replace('{id}', id) + '/',
            body: method === 'POST' ? { choice: 'ROCK' } : undefined,
          });
          expect([key, id, res.status]).toEqual([key, id, 404]);
          expect(errorShapeProblem(res.body)).toBeNull();
        }
      }
    });

    it('cannot be slipped past with path tricks', async () => {
      const variants = [
        '/api/admin/events/',
        '/api//admin/events',
        '/api/admin//events',
        '/api/admin/events?x=1',
        '/api/admin/%65vents',
        '/api/%61dmin/events',
        '/api/Admin/events',
        '/api/admin/events/.',
        '/api/admin/./events',
        '/api/tournaments/../admin/events',
        '/api/admin/events%2f',
        '/api/admin/events;x',
        '/api/admin/users/1%2Fblock',
      ];
      for (const path of variants) {
        for (const actor of ['anonymous', 'player'] as const) {
          const headers: Record<string, string> =
            actor === 'player' ? { authorization: `Bearer ${users.player.access}` } : {};
          const res = await fetch(`${t.url}${path}`, { headers });
          const text = await res.text();
          // 401 or 403 from the guard; the static files never see an /api path (issue 30 §4). Paths are
          // case-sensitive: /api/Admin is no admin path, and nothing answers there, for anyone.
          const expected = path.startsWith('/api/Admin') ? 404 : actor === 'anonymous' ? 401 : 403;
          expect([path, actor, res.status]).toEqual([path, actor, expected]);
          const code = expected === 404 ? 'not_found' : expected === 401 ? 'not_authenticated' : 'forbidden';
          expect(JSON.parse(text)).toEqual({ detail: expect.any(String), code });
        }
      }
    });

    it('answers any path under /api/admin, served or not, however spelt, as an admin route: anonymous 401, player 403 (issue 30 §4)', async () => {
      // [method, path, what the admin gets]: the route it names, or 404 when nothing is there.
      const cases: [string, string, number][] = [
        ['GET', '/api/admin//users/', 200],
        ['GET', '/api//admin/users/', 200],
        ['GET', '/api/admin/users//', 200],
        ['GET', '//api/admin/events', 200],
        ['GET', '/api/admin/nope/', 404],
        ['GET', '/api/admin/', 404],
        ['GET', '/api/admin', 404],
        ['GET', '/api/admin//nope', 404],
        ['GET', `/api/admin/users/${users.player.id}/nope/`, 404],
        ['POST', '/api/admin/nope/', 404],
        ['PUT', '/api/admin//nope/', 404],
        ['DELETE', '/api/admin/users/', 404],
      ];
      const problems: string[] = [];
      for (const [method, path, adminStatus] of cases) {
        for (const [actor, status] of [
          ['anonymous', 401],
          ['player', 403],
          ['admin', adminStatus],
        ] as const) {
          const bearer = token(actor);
          const res = await fetch(`${t.url}${path}`, {
            method,
            headers: {
              ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
              ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
            },
            body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
          });
          const body: unknown = await res.json();
          if (res.status !== status) problems.push(`${method} ${path} as ${actor}: ${res.status}, not ${status}`);
          if (status >= 400 && errorShapeProblem(body))
            problems.push(`${method} ${path} as ${actor}: ${JSON.stringify(body)}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('routes a doubled slash anywhere under /api as the single one, and answers an unserved /api path 404 to anyone', async () => {
      const profile = (bearer?: string) =>
        fetch(`${t.url}/api//accounts//profile/`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
      expect((await profile()).status).toBe(401);
      expect((await profile(users.player.access)).status).toBe(200);
      for (const path of ['/api/nope/', '/api//nope', '/api/accounts//nope/', '/api']) {
        for (const actor of ['anonymous', 'player'] as const) {
          const bearer = token(actor);
          const res = await fetch(`${t.url}${path}`, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
          expect([path, actor, res.status, await res.json()]).toEqual([
            path,
            actor,
            404,
            { detail: expect.stringMatching(/^Not found/), code: 'not_found' },
          ]);
        }
      }
    });

    it('never shows a hidden choice to anyone but its author before the game completes', async () => {
      await ok(
        t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: live.gameId } },
          body: { choice: 'SPOCK' },
          token: users.owner.access,
        }),
        200,
        'owner move',
      );
      const views = [
        `/matches/${live.matchId}/`,
        `/matches/${live.matchId}/current_game/`,
        `/matches/${live.matchId}/games/`,
        `/tournaments/${live.tournamentId}/`,
        `/tournaments/${live.tournamentId}/bracket/`,
      ];
      for (const actor of ['opponent', 'outsider', 'player', 'admin'] as const) {
        for (const path of [...views, `/tournaments/${live.tournamentId}/my_matches/`]) {
          const res = await t.api.raw('GET', `/api${path}`, { token: users[actor].access });
          if (res.status !== 200) continue;
          expect([actor, path, /SPOCK|Spock/.test(JSON.stringify(res.body))]).toEqual([actor, path, false]);
        }
      }
      const events = await t.api.get('/api/admin/events', {
        params: { query: { aggregate_id: String(live.gameId), type: 'MoveSubmitted' } },
        token: users.admin.access,
      });
      expect(events.body.results).toHaveLength(1);
      expect(JSON.stringify(events.body.results)).not.toMatch(/SPOCK|choice/i);
      // Its author sees it; so does everyone once the game is complete.
      const own = await t.api.get('/api/matches/{id}/current_game', {
        params: { path: { id: live.matchId } },
        token: users.owner.access,
      });
      expect(own.body.my_choice).toBe('SPOCK');
      await ok(
        t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: live.gameId } },
          body: { choice: 'PAPER' },
          token: users.opponent.access,
        }),
        200,
        'opponent move',
      );
      const games = await t.api.get('/api/matches/{id}/games', {
        params: { path: { id: live.matchId } },
        token: users.outsider.access,
      });
      expect(games.body.find((g: { id: number }) => g.id === live.gameId)).toMatchObject({
        player1_choice: expect.any(String),
        player2_choice: expect.any(String),
      });
    });

    it("never shows a game's fairness seed to anyone, its players included, before the game completes", async () => {
      const fresh = await liveMatch('CLASSIC');
      await ok(
        t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: fresh.gameId } },
          body: { choice: 'LIZARD' },
          token: users.owner.access,
        }),
        200,
        'owner move',
      );
      const [{ fairness_seed: seed }] = await t.sql<{ fairness_seed: string }>(
        'SELECT fairness_seed FROM games WHERE id = $1',
        [fresh.gameId],
      );
      expect(seed).toMatch(/^[0-9a-f]{64}$/);
      const views = [
        `/matches/${fresh.matchId}/`,
        `/matches/${fresh.matchId}/current_game/`,
        `/matches/${fresh.matchId}/games/`,
        `/tournaments/${fresh.tournamentId}/`,
        `/tournaments/${fresh.tournamentId}/bracket/`,
        `/tournaments/${fresh.tournamentId}/my_matches/`,
        `/tournaments/${fresh.tournamentId}/history/`,
      ];
      for (const actor of ['owner', 'opponent', 'outsider', 'player', 'admin'] as const) {
        for (const path of views) {
          const res = await t.api.raw('GET', `/api${path}`, { token: users[actor].access });
          expect([actor, path, JSON.stringify(res.body).includes(seed)]).toEqual([actor, path, false]);
        }
      }
      // The whole event log, every type: the commitment is there, the seed is not.
      const log = await t.api.get('/api/admin/events', {
        params: { query: { limit: 200 } },
        token: users.admin.access,
      });
      expect(JSON.stringify(log.body)).toContain(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
      expect(JSON.stringify(log.body)).not.toContain(seed);
      // Once the game is complete, it is public.
      await ok(
        t.api.post('/api/games/{id}/submit_choice', {
          params: { path: { id: fresh.gameId } },
          body: { choice: 'SPOCK' },
          token: users.opponent.access,
        }),
        200,
        'opponent move',
      );
      const games = await t.api.get('/api/matches/{id}/games', {
        params: { path: { id: fresh.matchId } },
        token: users.outsider.access,
      });
      expect(games.body.find((g: { id: number }) => g.id === fresh.gameId).fairness.seed).toBe(seed);
    });
  });
});
