import { startTestApp, type TestApp } from '../support/test-app.js';
import { type ApiResponse, type Player } from '../support/api-client.js';
import { enrolTotp, freshTotpCode } from '../support/two-factor.js';
import { errorShapeProblem } from './security-support.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/**
 * The login throttle (10 failures per username and client address in 15 minutes) lives in PostgreSQL, so an
 * attacker gains nothing by spreading guesses over several app instances, by changing the username's case, or
 * by firing them all at once; every test client here is 127.0.0.1.
 */
describe('Login brute force across two instances on one database', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  const login = (app: TestApp, username: string, password: string) =>
    app.api.post('/api/accounts/login', { body: { username, password } });
  /** The failures stored for a username from this test's one address. */
  const failuresOf = async (username: string) =>
    Number(
      (
        await a.sql<{ n: string }>('SELECT count(*) AS n FROM login_failures WHERE username_key LIKE $1', [
          `${username.toLowerCase()}@%`,
        ])
      )[0].n,
    );

  function expectThrottled(res: ApiResponse): void {
    expect(res.status).toBe(429);
    expect(errorShapeProblem(res.body)).toBeNull();
    expect(res.body.detail).toMatch(/Too many failed login attempts/);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
  }

  it('counts failures alternating between the instances, and refuses the 11th on either with 429 and Retry-After', async () => {
    const victim = await fixtures(a).player({ name: 'brute' });
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 === 0 ? a : b, victim.username, `wrong-password-${i}`);
      expect([i, res.status]).toEqual([i, 401]);
      expect(res.body).toEqual({ error: 'Invalid username or password.', code: 'invalid_credentials' });
    }
    expectThrottled(await login(a, victim.username, 'wrong-password-10'));
    expectThrottled(await login(b, victim.username, 'wrong-password-11'));
    // The right password is refused too while the lock holds: a guess that happens to be right tells nothing.
    expectThrottled(await login(a, victim.username, victim.password));
    expectThrottled(await login(b, victim.username, victim.password));
    // The failures are rows in the shared database, not counters in either process.
    expect(await failuresOf(victim.username)).toBe(10);
  });

  it('shares one counter across the case variants of a username', async () => {
    const victim = await fixtures(a).player({ name: 'CaseBrute' });
    const variants = [victim.username.toLowerCase(), victim.username.toUpperCase(), victim.username];
    for (let i = 0; i < 10; i++) {
      expect((await login(i % 2 ? b : a, variants[i % 3], `nope-${i}-nope`)).status).toBe(401);
    }
    expectThrottled(await login(b, victim.username.toUpperCase(), victim.password));
  });

  it('throttles an unknown username exactly like a known one, so the lock reveals nothing', async () => {
    const ghost = `ghost_${process.pid}_${Date.now() % 100000}`;
    for (let i = 0; i < 10; i++) expect((await login(i % 2 ? b : a, ghost, `guess-${i}-guess`)).status).toBe(401);
    expectThrottled(await login(a, ghost, 'guess-10-guess'));
  });

  it('does not lock other users out', async () => {
    const victim = await fixtures(a).player({ name: 'locked' });
    const bystander = await fixtures(a).player({ name: 'bystander' });
    for (let i = 0; i < 10; i++) await login(i % 2 ? b : a, victim.username, `wrong-${i}-wrong`);
    expect((await login(a, bystander.username, bystander.password)).status).toBe(200);
    expect((await login(b, bystander.username, bystander.password)).status).toBe(200);
  });

  it('lets the owner back in on either instance once the window has passed, and a success clears the count', async () => {
    const victim = await fixtures(a).player({ name: 'later' });
    for (let i = 0; i < 10; i++) await login(i % 2 ? b : a, victim.username, `wrong-${i}-wrong`);
    expectThrottled(await login(b, victim.username, victim.password));
    await a.sql("UPDATE login_failures SET failed_at = failed_at - interval '16 minutes' WHERE username_key LIKE $1", [
      `${victim.username.toLowerCase()}@%`,
    ]);
    expect((await login(b, victim.username, victim.password)).status).toBe(200);
    // A fresh budget of ten after the success.
    for (let i = 0; i < 9; i++)
      expect((await login(i % 2 ? b : a, victim.username, `again-${i}-wrong`)).status).toBe(401);
    expect((await login(a, victim.username, victim.password)).status).toBe(200);
  });

  it('lets at most ten guesses through when they are fired concurrently at both instances', async () => {
    const victim = await fixtures(a).player({ name: 'burst' });
    const attempts = Array.from({ length: 40 }, (_, i) => login(i % 2 ? b : a, victim.username, `burst-${i}-wrong`));
    const statuses = (await Promise.all(attempts)).map((r) => r.status);
    const verified = statuses.filter((s) => s === 401).length;
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Each 401 is a password actually checked: the budget is ten, however the requests race.
    expect(verified).toBeLessThanOrEqual(10);
    expect(verified).toBeGreaterThan(0);
    // Exactly the checked guesses are stored as failures; the rest of the budget is spent one by one.
    expect(await failuresOf(victim.username)).toBe(verified);
    for (let i = verified; i < 10; i++)
      expect((await login(i % 2 ? a : b, victim.username, `topup-${i}-wrong`)).status).toBe(401);
    expectThrottled(await login(b, victim.username, victim.password));
  });

  it('lets sixteen parallel logins with the right password all in: only failures count', async () => {
    const owner = await fixtures(a).player({ name: 'rush' });
    const statuses = (
      await Promise.all(Array.from({ length: 16 }, (_, i) => login(i % 2 ? b : a, owner.username, owner.password)))
    ).map((r) => r.status);
    expect(statuses).toEqual(Array(16).fill(200));
    expect(await failuresOf(owner.username)).toBe(0);
  });
});

describe('Lock-out by strangers', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // A load balancer in front: the client's address comes from X-Forwarded-For.
    const env = { TRUST_PROXY: 'true' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  const loginFrom = (app: TestApp, address: string, username: string, password: string) =>
    app.api.post('/api/accounts/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });

  it('locks out the stranger who failed ten times, never the owner logging in from their own address', async () => {
    const owner = await fixtures(a).player({ name: 'owner_like' });
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(i % 2 ? b : a, '203.0.113.66', owner.username, `guess-${i}-guess`)).status).toBe(401);
    const stranger = await loginFrom(a, '203.0.113.66', owner.username, 'guess-10-guess');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(800);
    // The owner, who has not failed from their address, logs in on either instance, and keeps doing so.
    for (let i = 0; i < 3; i++)
      expect((await loginFrom(i % 2 ? a : b, '198.51.100.8', owner.username, owner.password)).status).toBe(200);
    // A second stranger address gets its own ten, and no more.
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(b, '203.0.113.67', owner.username, `other-${i}-guess`)).status).toBe(401);
    expect((await loginFrom(a, '203.0.113.67', owner.username, owner.password)).status).toBe(429);
    expect((await loginFrom(b, '198.51.100.8', owner.username, owner.password)).status).toBe(200);
  });

  it('still locks an owner who fails ten times from their own address, the right password included', async () => {
    const owner = await fixtures(a).player({ name: 'forgetful' });
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(i % 2 ? b : a, '198.51.100.9', owner.username, `forgot-${i}-it`)).status).toBe(401);
    expect((await loginFrom(b, '198.51.100.9', owner.username, owner.password)).status).toBe(429);
  });
});

describe('Password spraying from one address', () => {
  let a: TestApp;
  let b: TestApp;
  const BUDGET = 5;

  beforeAll(async () => {
    // A load balancer in front: the client's address comes from X-Forwarded-For.
    const env = { LOGIN_MAX_FAILURES_PER_ADDRESS: String(BUDGET), TRUST_PROXY: 'true' };
    a = await startTestApp(env);
    b = await startTestApp(env, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  const loginFrom = (app: TestApp, address: string, username: string, password: string) =>
    app.api.post('/api/accounts/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });

  it('refuses an address that failed on many usernames, on both instances, and leaves other addresses and the users alone', async () => {
    const users = await Promise.all(Array.from({ length: BUDGET + 2 }, () => fixtures(a).player({ name: 'spray' })));
    // One wrong password per username: the per-username budget (10) is nowhere near spent.
    for (let i = 0; i < BUDGET; i++) {
      expect([i, (await loginFrom(i % 2 ? b : a, '203.0.113.7', users[i].username, 'Summer2026!')).status]).toEqual([
        i,
        401,
      ]);
    }
    const refused = await loginFrom(b, '203.0.113.7', users[BUDGET].username, 'Summer2026!');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/Too many failed login attempts/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    // Even a right password from that address waits: a spray that hits tells nothing.
    expect((await loginFrom(a, '203.0.113.7', users[BUDGET + 1].username, users[BUDGET + 1].password)).status).toBe(
      429,
    );
    // The same users log in from elsewhere, and the refused attempts were not counted against their names.
    for (const user of users)
      expect((await loginFrom(a, '198.51.100.20', user.username, user.password)).status).toBe(200);
    const [row] = await a.sql<{ n: string }>(
      "SELECT count(*) AS n FROM login_failures WHERE username_key = 'address:203.0.113.7'",
    );
    expect(Number(row.n)).toBe(BUDGET);
  });

  it('does not count successful logins against the address', async () => {
    const user = await fixtures(a).player({ name: 'often' });
    for (let i = 0; i < BUDGET * 2; i++)
      expect((await loginFrom(i % 2 ? a : b, '192.0.2.44', user.username, user.password)).status).toBe(200);
    expect((await loginFrom(a, '192.0.2.44', user.username, 'not-my-password')).status).toBe(401);
  });
});

/**
 * Issue 30 §4: wrong two-factor codes are counted per account and client address (10 in 15 minutes), so a
 * stranger who has the password (or a session) cannot lock the owner's code step from elsewhere; and per
 * account over every address (100), so guesses spread over many addresses still cannot get through.
 */
describe('Wrong two-factor codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await closeAll(t);
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const mfaTokenFrom = async (who: Player, address: string) => {
    const res = await t.api.post('/api/accounts/login', {
      body: { username: who.username, password: who.password },
      headers: from(address),
    });
    expect(res.status).toBe(200);
    return res.body.mfa_token as string;
  };
  const mfaFrom = (address: string, mfaToken: string, code: string) =>
    t.api.post('/api/accounts/login/mfa', { body: { mfa_token: mfaToken, code }, headers: from(address) });

  it("locks the stranger's address after ten wrong codes, never the owner at theirs", async () => {
    const owner = await fixtures(t).player({ name: 'codes' });
    const { secret } = await enrolTotp(t.api, owner);
    const stranger = await mfaTokenFrom(owner, '203.0.113.80');
    for (let i = 0; i < 10; i++) expect((await mfaFrom('203.0.113.80', stranger, '000000')).status).toBe(400);
    // A right code is refused unchecked there (so it stays unspent)...
    const code = await freshTotpCode(secret);
    const locked = await mfaFrom('203.0.113.80', stranger, code);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    // ...and the owner, at their own address, gets through with it.
    const mine = await mfaTokenFrom(owner, '198.51.100.30');
    expect((await mfaFrom('198.51.100.30', mine, code)).status).toBe(200);
  });

  it('refuses every code of an account after 100 wrong ones spread over many addresses', async () => {
    const owner = await fixtures(t).player({ name: 'spread' });
    const { secret } = await enrolTotp(t.api, owner);
    const token = await mfaTokenFrom(owner, '198.51.100.31');
    // Five from each of twenty addresses: no address comes near its own ten.
    for (let i = 0; i < 100; i++) {
      const address = `203.0.113.${100 + (i % 20)}`;
      expect([i, (await mfaFrom(address, token, '000000')).status]).toEqual([i, 400]);
    }
    const [{ n }] = await t.sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_failures WHERE username_key = $1',
      [`mfa:${owner.id}`],
    );
    expect(n).toBe(100);
    // A right code from a new address, and from the owner's, waits until the window passes.
    const code = await freshTotpCode(secret);
    expect((await mfaFrom('203.0.113.200', token, code)).status).toBe(429);
    expect((await mfaFrom('198.51.100.31', token, code)).status).toBe(429);
  });
});
