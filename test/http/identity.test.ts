import { createHmac } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app.js';
import { GOOD_PASSWORD, uniqueName } from '../support/api-client.js';
import { pastRefreshGrace } from '../support/session-helpers.js';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import { fixtures } from '../support/fixtures.js';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
) {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('Identity over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const countUsers = async () => Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM users'))[0].n);

  describe('register', () => {
    it('creates the player, answers the user and a token pair, and raises UserRegistered', async () => {
      const username = uniqueName('reg');
      const res = await t.api.post('/api/accounts/register', {
        body: {
          username,
          email: `${username}@Example.com`,
          password: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toEqual({
        id: expect.any(Number),
        username,
        email: `${username}@example.com`.toLowerCase(),
        email_verified: false,
        two_factor_enabled: false,
        wins: 0,
        losses: 0,
        rating: 1000,
        win_rate: 0,
        wallet_balance: '0.00',
        created_at: expect.any(String),
        role: 'PLAYER',
        is_blocked: false,
        email_match_start: false,
      });
      expect(res.body.tokens.access.split('.')).toHaveLength(3);
      expect(Buffer.from(res.body.tokens.refresh, 'base64url')).toHaveLength(32);
      const events = await t.sql<{ type: string; aggregate_id: string }>(
        "SELECT type, aggregate_id FROM domain_events WHERE type = 'UserRegistered' AND aggregate_id = $1",
        [String(res.body.user.id)],
      );
      expect(events).toHaveLength(1);
      const [stored] = await t.sql<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
        res.body.user.id,
      ]);
      expect(stored.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it.each([
      ['a short username', { username: 'ab' }, 'username'],
      ['a long username', { username: 'a'.repeat(31) }, 'username'],
      ['a username with spaces', { username: 'bad name' }, 'username'],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
      ['a short password', { password: 'Ab1-xyz', password2: 'Ab1-xyz' }, 'password'],
      ['a common password', { password: 'password1', password2: 'password1' }, 'password'],
      ['mismatched passwords', { password2: 'Something-Else-42' }, 'password2'],
      ['a missing username', { username: undefined }, 'username'],
      ['a numeric username', { username: 12345 }, 'username'],
      ['a null email', { email: null }, 'email'],
    ])('refuses %s with a field error and writes nothing', async (_label, override, field) => {
      const username = uniqueName('bad');
      const before = await countUsers();
      const res = await t.api.raw('POST', '/api/accounts/register/', {
        body: {
          username,
          email: `${username}@example.com`,
          password: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
          ...override,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body[field]).toEqual([expect.any(String)]);
      expect(await countUsers()).toBe(before);
    });

    // Issue 19 §4: one policy, zxcvbn score 3 or more, with the site's name and the username as known words.
    it.each(['aaaaaaaa', 'abcdefgh', 'spockout1', 'Aa1!Aa1!', 'Spockout2026', 'weak_name_1'])(
      'refuses the guessable password %s with the weak-password message and writes nothing',
      async (password) => {
        const before = await countUsers();
        const res = await t.api.post('/api/accounts/register', {
          body: {
            username: 'weak_name_1',
            email: `weak${Date.now()}@example.com`,
            password,
            password2: password,
          },
        });
        expect([password, res.status, res.body]).toEqual([
          password,
          400,
          {
            password: [
              password === 'weak_name_1'
                ? 'The password is too similar to the username.'
                : 'This password is too easy to guess. Use a longer one, such as a few unrelated words.',
            ],
          },
        ]);
        expect(await countUsers()).toBe(before);
      },
    );

    it('refuses a password equal to the username', async () => {
      const username = 'SameAsPass99';
      const res = await t.api.post('/api/accounts/register', {
        body: {
          username,
          email: 'same@example.com',
          password: 'sameaspass99',
          password2: 'sameaspass99',
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.password).toContain('The password is too similar to the username.');
    });

    it('refuses a taken username ignoring case, and a taken email', async () => {
      const player = await fixtures(t).player({ name: 'taken' });
      const res = await t.api.post('/api/accounts/register', {
        body: {
          username: player.username.toUpperCase(),
          email: `${player.username}@example.com`,
          password: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.username).toEqual(['A user with that username already exists.']);
      expect(res.body.email).toEqual(['A user with that email already exists.']);
    });

    it('lets exactly one of two racing registrations of one name through', async () => {
      const username = uniqueName('race');
      const attempt = (n: number) =>
        t.api.post('/api/accounts/register', {
          body: {
            username,
            email: `${username}.${n}@example.com`,
            password: GOOD_PASSWORD,
            password2: GOOD_PASSWORD,
          },
        });
      const results = await Promise.all([attempt(1), attempt(2), attempt(3)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    });
  });

  describe('login', () => {
    it('answers the user and tokens and raises UserLoggedIn', async () => {
      const player = await fixtures(t).player({ name: 'login' });
      const res = await t.api.post('/api/accounts/login', {
        body: { username: player.username, password: player.password },
      });
      expect(res.status).toBe(200);
      expect(res.body.user.username).toBe(player.username);
      expect(res.body.tokens).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      const events = await t.sql("SELECT 1 FROM domain_events WHERE type = 'UserLoggedIn' AND aggregate_id = $1", [
        String(player.id),
      ]);
      expect(events).toHaveLength(1);
    });

    it('gives a wrong password and an unknown user the same 401', async () => {
      const player = await fixtures(t).player({ name: 'login' });
      const wrong = await t.api.post('/api/accounts/login', {
        body: { username: player.username, password: 'nope-nope-nope' },
      });
      const unknown = await t.api.post('/api/accounts/login', {
        body: {
          username: 'nobody_here_at_all',
          password: 'nope-nope-nope',
        },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'Invalid username or password.', code: 'invalid_credentials' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('requires both fields', async () => {
      const res = await t.api.raw('POST', '/api/accounts/login/', { body: {} });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    });

    it('refuses a username longer than 254 characters as PostgreSQL counts them, and records no attempt', async () => {
      // 200 to class-validator's own Length (it skips variation selectors), 400 to the throttle's varchar(254) key.
      const [{ count: before }] = await t.sql<{ count: string }>('SELECT count(*) FROM login_failures');
      const res = await t.api.post('/api/accounts/login', {
        body: { username: 'a\uFE0F'.repeat(200), password: 'whatever-it-is' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ username: ['Ensure this field has no more than 254 characters.'] });
      const [{ count: after }] = await t.sql<{ count: string }>('SELECT count(*) FROM login_failures');
      expect(after).toBe(before);
    });

    it('throttles after 10 failures in 15 minutes with Retry-After, and lets the owner in once it passes', async () => {
      const player = await fixtures(t).player({ name: 'brute' });
      for (let i = 0; i < 10; i++) {
        const res = await t.api.post('/api/accounts/login', {
          body: {
            username: player.username,
            password: `wrong-${i}-password`,
          },
        });
        expect(res.status).toBe(401);
      }
      const locked = await t.api.post('/api/accounts/login', {
        body: { username: player.username, password: player.password },
      });
      expect(locked.status).toBe(429);
      expect(locked.body.detail).toMatch(/Too many failed login attempts/);
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
      // Another username is not affected.
      const other = await fixtures(t).player({ name: 'brute' });
      expect(
        (await t.api.post('/api/accounts/login', { body: { username: other.username, password: other.password } }))
          .status,
      ).toBe(200);
      // Let the window pass by ageing the stored failures.
      await t.sql(
        "UPDATE login_failures SET failed_at = failed_at - interval '16 minutes' WHERE username_key LIKE $1",
        [`${player.username.toLowerCase()}@%`],
      );
      const again = await t.api.post('/api/accounts/login', {
        body: { username: player.username, password: player.password },
      });
      expect(again.status).toBe(200);
    });
  });

  describe('tokens', () => {
    it('rotates refresh tokens and revokes the family when a spent one is presented', async () => {
      const player = await fixtures(t).player({ name: 'rot' });
      const first = await t.api.post('/api/auth/token/refresh', { body: { refresh: player.refresh } });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      expect(first.body.refresh).not.toBe(player.refresh);
      expect((await t.api.get('/api/accounts/profile', { token: first.body.access })).status).toBe(200);

      // Past the few seconds in which a twin request gets the same successor (issue 30 §4).
      await pastRefreshGrace(t, player.id);
      const reuse = await t.api.post('/api/auth/token/refresh', { body: { refresh: player.refresh } });
      expect(reuse.status).toBe(401);
      // The stolen-token verdict revoked the live successor as well.
      const successor = await t.api.post('/api/auth/token/refresh', { body: { refresh: first.body.refresh } });
      expect(successor.status).toBe(401);
    });

    it('refuses an unknown or expired refresh token', async () => {
      expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: 'made-up' } })).status).toBe(401);
      const player = await fixtures(t).player({ name: 'exp' });
      await t.sql("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [player.id]);
      expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: player.refresh } })).status).toBe(401);
    });

    it('logout revokes the family and answers 200 whatever the token state', async () => {
      const player = await fixtures(t).player({ name: 'out' });
      const res = await t.api.post('/api/accounts/logout', { body: { refresh: player.refresh } });
      expect(res.status).toBe(200);
      expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: player.refresh } })).status).toBe(401);
      expect((await t.api.post('/api/accounts/logout', { body: { refresh: player.refresh } })).status).toBe(200);
      expect((await t.api.post('/api/accounts/logout', { body: { refresh: 'garbage' } })).status).toBe(200);
      expect((await t.api.post('/api/accounts/logout', { body: {} })).status).toBe(200);
    });

    it('accepts its own access token and refuses forged, alg:none, wrong-key and expired ones', async () => {
      const player = await fixtures(t).player({ name: 'jwt' });
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: player.id, username: player.username, role: 'ADMIN', iat: now, exp: now + 600 };
      const good = signJwt({ ...claims, role: 'PLAYER' }, TEST_JWT_SECRET);
      expect((await t.api.get('/api/accounts/profile', { token: good })).status).toBe(200);

      const wrongKey = signJwt(claims, 'another-secret-another-secret-another-secret');
      const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      const expired = signJwt({ ...claims, iat: now - 1000, exp: now - 10 }, TEST_JWT_SECRET);
      const [, payload] = player.access.split('.');
      const tampered = player.access.replace(
        payload,
        base64url({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'ADMIN' }),
      );
      for (const token of [wrongKey, none, expired, tampered, 'not.a.jwt', '']) {
        const res = await t.api.get('/api/accounts/profile', { token });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
      }
    });
  });

  describe('profile and leaderboard', () => {
    it('needs a token', async () => {
      expect((await t.api.get('/api/accounts/profile')).status).toBe(401);
      expect((await t.api.get('/api/accounts/leaderboard')).status).toBe(401);
    });

    it('answers the caller profile', async () => {
      const player = await fixtures(t).player({ name: 'prof' });
      const res = await t.api.get('/api/accounts/profile', { token: player.access });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: player.id,
        username: player.username,
        rating: 1000,
        wallet_balance: '0.00',
        role: 'PLAYER',
      });
    });

    it('answers a results list and refuses an unknown sort or order', async () => {
      const player = await fixtures(t).player({ name: 'lead' });
      const ok = await t.api.get('/api/accounts/leaderboard', {
        params: { query: { sort_by: 'money_won', order: 'asc' } },
        token: player.access,
      });
      expect(ok.status).toBe(200);
      expect(Array.isArray(ok.body.results)).toBe(true);
      const badSort = await t.api.raw('GET', '/api/accounts/leaderboard/?sort_by=password_hash', {
        token: player.access,
      });
      expect(badSort.status).toBe(400);
      expect(badSort.body.sort_by).toEqual([expect.any(String)]);
      const badOrder = await t.api.raw('GET', '/api/accounts/leaderboard/?order=sideways', { token: player.access });
      expect(badOrder.status).toBe(400);
      expect(badOrder.body.order).toEqual([expect.any(String)]);
    });

    it('ranks players by wins by default and by the chosen column', async () => {
      const viewer = await fixtures(t).player({ name: 'lbv' });
      const a = await fixtures(t).player({ name: 'lba' });
      const b = await fixtures(t).player({ name: 'lbb' });
      await t.sql('UPDATE users SET wins = 5, losses = 1, money_won = 1250 WHERE id = $1', [a.id]);
      await t.sql('UPDATE users SET wins = 2, losses = 6, money_won = 9900 WHERE id = $1', [b.id]);
      const byWins = await t.api.get('/api/accounts/leaderboard', { token: viewer.access });
      const rows = byWins.body.results.filter((r: { id: number }) => [a.id, b.id].includes(r.id));
      expect(rows.map((r: { username: string }) => r.username)).toEqual([a.username, b.username]);
      expect(rows[0]).toMatchObject({ games_played: 6, wins: 5, losses: 1, win_rate: 83.33, money_won: '12.50' });
      const byMoney = await t.api.get('/api/accounts/leaderboard', {
        params: { query: { sort_by: 'money_won' } },
        token: viewer.access,
      });
      expect(byMoney.body.results[0]).toMatchObject({ id: b.id, rank: 1, money_won: '99.00' });
      // A player without a finished match is not ranked.
      expect(byWins.body.results.some((r: { id: number }) => r.id === viewer.id)).toBe(false);
    });
  });

  describe('admin bootstrap', () => {
    it('creates the configured admin once and updates its password idempotently', async () => {
      const bus = t.app.get(CommandBus);
      const first = await bus.execute(
        new EnsureAdmin({ username: 'root_admin', password: 'First-Pass-123', email: 'root@example.com' }),
      );
      const second = await bus.execute(
        new EnsureAdmin({ username: 'root_admin', password: 'Second-Pass-456', email: 'root@example.com' }),
      );
      expect(second.userId).toBe(first.userId);
      const rows = await t.sql<{ role: string }>("SELECT role FROM users WHERE lower(username) = 'root_admin'");
      expect(rows).toEqual([{ role: 'ADMIN' }]);
      expect(
        (await t.api.post('/api/accounts/login', { body: { username: 'root_admin', password: 'First-Pass-123' } }))
          .status,
      ).toBe(401);
      const login = await t.api.post('/api/accounts/login', {
        body: { username: 'root_admin', password: 'Second-Pass-456' },
      });
      expect(login.status).toBe(200);
      expect(login.body.user.role).toBe('ADMIN');
    });

    it('creates one admin when instances starting together ensure it at the same moment', async () => {
      const bus = t.app.get(CommandBus);
      const admin = { username: 'twin_admin', password: 'Twin-Pass-12345', email: 'twin@example.com' };
      const results = await Promise.all([1, 2, 3].map(() => bus.execute(new EnsureAdmin(admin))));
      expect(new Set(results.map((r) => r.userId)).size).toBe(1);
      expect(await t.sql("SELECT role FROM users WHERE lower(username) = 'twin_admin'")).toEqual([{ role: 'ADMIN' }]);
    });
  });
});

describe('GET /api/auth/whoami', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the id, username and role the access token carries', async () => {
    const player = await fixtures(t).player({ name: 'who' });
    const res = await t.api.get('/api/auth/whoami', { token: player.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: player.id, username: player.username, role: 'PLAYER' });
  });

  it('reads the claims, not the users table: a renamed user keeps the name of the token until it is renewed', async () => {
    const player = await fixtures(t).player({ name: 'whr' });
    await t.sql('UPDATE users SET username = $1 WHERE id = $2', [`${player.username}x`.slice(0, 30), player.id]);
    const res = await t.api.get('/api/auth/whoami', { token: player.access });
    expect(res.status).toBe(200);
    expect(res.body.username).toBe(player.username);
  });

  it('refuses a missing or forged token with 401', async () => {
    const player = await fixtures(t).player({ name: 'whf' });
    const now = Math.floor(Date.now() / 1000);
    const forged = signJwt(
      { sub: player.id, username: player.username, role: 'ADMIN', iat: now, exp: now + 600 },
      'wrong-secret-wrong-secret-wrong-secret',
    );
    for (const token of [undefined, forged]) {
      const res = await t.api.get('/api/auth/whoami', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
    }
  });
});
