import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app.js';
import { type ApiResponse, type Player } from '../support/api-client.js';
import { decodeJwtPart, encodeJwtPart, errorShapeProblem, signJwt, unsignedJwt } from './security-support.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { pastRefreshGrace } from '../support/session-helpers.js';
import { fixtures } from '../support/fixtures.js';

/**
 * The life of a session: what a forged or stale access token gets, how refresh tokens rotate and die, and
 * what logout and an admin's block take away, on this instance and on another one sharing the database.
 */
describe('Token lifecycle', () => {
  let t: TestApp;
  let other: TestApp;
  let admin: Player;

  beforeAll(async () => {
    t = await startTestApp();
    // A second instance on the same database: a block made on one must hold on the other.
    other = await startTestApp({}, t.databaseUrl);
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await closeAll(other, t);
  });

  const now = () => Math.floor(Date.now() / 1000);
  const claimsOf = (p: Player, extra: Record<string, unknown> = {}) => ({
    sub: p.id,
    username: p.username,
    role: 'PLAYER',
    iat: now(),
    exp: now() + 600,
    ...extra,
  });

  /** A token is refused everywhere: its own data, money, and the admin area, each a 401 in the {"detail"} shape. */
  async function expectRefused(token: string, label: string, app: TestApp = t): Promise<void> {
    const calls: [string, () => Promise<ApiResponse>][] = [
      ['profile', () => app.api.get('/api/accounts/profile', { token })],
      ['deposit', () => app.api.post('/api/economy/wallet/deposit', { body: { amount: '5.00' }, token })],
      ['admin', () => app.api.get('/api/admin/events', { token })],
    ];
    for (const [name, send] of calls) {
      const res = await send();
      expect([label, name, res.status]).toEqual([label, name, 401]);
      expect(errorShapeProblem(res.body)).toBeNull();
      expect(Object.keys(res.body)).toEqual(['detail', 'code']);
    }
  }

  const ledgerEntries = async () =>
    Number((await t.sql<{ n: string }>('SELECT count(*) AS n FROM ledger_entries'))[0].n);

  describe('access tokens', () => {
    let p: Player;

    beforeAll(async () => {
      p = await fixtures(t).player({ name: 'jwt' });
    });

    it('accepts a well-formed token signed with the key', async () => {
      expect((await t.api.get('/api/accounts/profile', { token: signJwt(claimsOf(p), TEST_JWT_SECRET) })).status).toBe(
        200,
      );
      expect((await t.api.get('/api/accounts/profile', { token: p.access })).status).toBe(200);
    });

    it('refuses a payload changed under the original signature (role raised to ADMIN)', async () => {
      const [header, , signature] = p.access.split('.');
      const forged = `${header}.${encodeJwtPart({ ...decodeJwtPart(p.access, 1), role: 'ADMIN' })}.${signature}`;
      await expectRefused(forged, 'tampered payload');
      const otherUser = `${header}.${encodeJwtPart({ ...decodeJwtPart(p.access, 1), sub: admin.id })}.${signature}`;
      await expectRefused(otherUser, 'tampered subject');
    });

    it('refuses a signature that is missing, truncated or borrowed from another token', async () => {
      const [header, payload, signature] = p.access.split('.');
      await expectRefused(`${header}.${payload}.`, 'empty signature');
      await expectRefused(`${header}.${payload}`, 'two parts');
      await expectRefused(`${header}.${payload}.${signature.slice(0, -4)}`, 'truncated signature');
      await expectRefused(`${header}.${payload}.${admin.access.split('.')[2]}`, 'borrowed signature');
    });

    it('refuses alg "none" in any spelling, with or without a signature', async () => {
      const claims = claimsOf(p, { role: 'ADMIN' });
      for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
        await expectRefused(unsignedJwt(claims, { alg, typ: 'JWT' }), `alg ${alg}`);
        const withSignature = `${unsignedJwt(claims, { alg, typ: 'JWT' })}${p.access.split('.')[2]}`;
        await expectRefused(withSignature, `alg ${alg} with a signature`);
      }
    });

    it('refuses HS512 and RS256 headers even when the signature uses the right key', async () => {
      await expectRefused(signJwt(claimsOf(p), TEST_JWT_SECRET, { alg: 'HS512', typ: 'JWT' }, 'sha512'), 'HS512');
      await expectRefused(
        signJwt(claimsOf(p), TEST_JWT_SECRET, { alg: 'HS384', typ: 'JWT' }, 'sha512'),
        'HS384 header',
      );
      // Key confusion: an RS256 header with an HMAC over the shared secret.
      await expectRefused(
        signJwt(claimsOf(p), TEST_JWT_SECRET, { alg: 'RS256', typ: 'JWT' }),
        'RS256 header, HMAC body',
      );
      await expectRefused(
        signJwt(claimsOf(p), TEST_JWT_SECRET, { alg: 'ES256', typ: 'JWT' }),
        'ES256 header, HMAC body',
      );
    });

    it('refuses a token signed with another key', async () => {
      await expectRefused(signJwt(claimsOf(p), 'another-secret-that-is-long-enough-for-hs256-xx'), 'wrong key');
      await expectRefused(signJwt(claimsOf(p), ''), 'empty key');
    });

    it('refuses an expired token and one not valid yet', async () => {
      await expectRefused(signJwt(claimsOf(p, { iat: now() - 1000, exp: now() - 5 }), TEST_JWT_SECRET), 'expired');
      await expectRefused(signJwt(claimsOf(p, { nbf: now() + 600 }), TEST_JWT_SECRET), 'nbf in the future');
    });

    it('refuses a token without an expiry, even when correctly signed', async () => {
      const { exp: _exp, ...forever } = claimsOf(p);
      await expectRefused(signJwt(forever, TEST_JWT_SECRET), 'no exp');
    });

    it('refuses correctly signed tokens whose claims are malformed, never with a 5xx', async () => {
      const before = await ledgerEntries();
      const variants: Record<string, unknown>[] = [
        { sub: 'abc' },
        { sub: '1; DROP TABLE users' },
        { sub: 1.5 },
        { sub: -1 },
        { sub: 0 },
        { sub: 1e20 },
        { sub: null },
        { sub: [p.id] },
        { sub: { id: p.id } },
        { role: 'SUPERADMIN' },
        { role: ['ADMIN'] },
      ];
      for (const variant of variants)
        await expectRefused(signJwt(claimsOf(p, variant), TEST_JWT_SECRET), JSON.stringify(variant));
      const { sub: _sub, ...noSubject } = claimsOf(p);
      await expectRefused(signJwt(noSubject, TEST_JWT_SECRET), 'no sub');
      expect(await ledgerEntries()).toBe(before);
    });

    it('refuses a token for a user id that does not exist, and moves no money for it', async () => {
      const before = await ledgerEntries();
      for (const sub of [2_147_483_000, 999_999]) {
        await expectRefused(
          signJwt({ sub, username: 'ghost', role: 'PLAYER', iat: now(), exp: now() + 600 }, TEST_JWT_SECRET),
          `ghost ${sub}`,
        );
        await expectRefused(
          signJwt({ sub, username: 'ghost', role: 'ADMIN', iat: now(), exp: now() + 600 }, TEST_JWT_SECRET),
          `ghost admin ${sub}`,
        );
      }
      expect(await ledgerEntries()).toBe(before);
      const accounts = await t.sql(
        "SELECT 1 FROM ledger_accounts WHERE kind = 'WALLET' AND user_id NOT IN (SELECT id FROM users)",
      );
      expect(accounts).toEqual([]);
    });

    it("stops a deleted user's still-valid access token within seconds", async () => {
      const gone = await fixtures(t).player({ name: 'gone' });
      expect((await t.api.get('/api/accounts/profile', { token: gone.access })).status).toBe(200);
      await t.sql('DELETE FROM refresh_tokens WHERE user_id = $1', [gone.id]);
      await t.sql('DELETE FROM users WHERE id = $1', [gone.id]);
      await eventually(async () => (await t.api.get('/api/accounts/profile', { token: gone.access })).status, {
        until: (status) => status === 401,
        timeout: 5000,
      });
      await expectRefused(gone.access, 'deleted user');
      await expectRefused(gone.access, 'deleted user on another instance', other);
    });

    it('does not take a refresh token for an access token or the other way round', async () => {
      expect((await t.api.get('/api/accounts/profile', { token: p.refresh })).status).toBe(401);
      expect([400, 401]).toContain(
        (await t.api.post('/api/auth/token/refresh', { body: { refresh: p.access } })).status,
      );
    });
  });

  describe('refresh tokens', () => {
    const refresh = (token: string, app: TestApp = t) =>
      app.api.post('/api/auth/token/refresh', { body: { refresh: token } });

    const family = (userId: number) =>
      t.sql<{ used: boolean; revoked: boolean }>(
        'SELECT used_at IS NOT NULL AS used, revoked_at IS NOT NULL AS revoked FROM refresh_tokens WHERE user_id = $1 ORDER BY id',
        [userId],
      );

    it('rotate on every use; a replayed one revokes the whole family, the live successor included', async () => {
      const p = await fixtures(t).player({ name: 'rot' });
      const secondLogin = await t.api.post('/api/accounts/login', {
        body: { username: p.username, password: p.password },
      });
      const r1 = await refresh(p.refresh);
      expect(r1.status).toBe(200);
      const r2 = await refresh(r1.body.refresh, other);
      expect(r2.status).toBe(200);
      expect(new Set([p.refresh, r1.body.refresh, r2.body.refresh]).size).toBe(3);
      // r1 has been used in turn: the first token's grace is over, whatever the clock says.

      // The first token is replayed (stolen, or a client bug): refused, and every token of its family dies.
      expect((await refresh(p.refresh)).status).toBe(401);
      expect((await refresh(r2.body.refresh)).status).toBe(401);
      expect((await refresh(r1.body.refresh)).status).toBe(401);
      const family = await t.sql<{ revoked: boolean }>(
        'SELECT revoked_at IS NOT NULL OR used_at IS NOT NULL AS revoked FROM refresh_tokens WHERE family_id = (SELECT family_id FROM refresh_tokens WHERE user_id = $1 ORDER BY id LIMIT 1)',
        [p.id],
      );
      expect(family.length).toBe(3);
      expect(family.every((row) => row.revoked)).toBe(true);
      // Another login of the same user is another family, untouched.
      expect((await refresh(secondLogin.body.tokens.refresh)).status).toBe(200);
    });

    it('answer 12 concurrent uses of one token, on two instances, with one and the same successor, which works (issue 30 §4)', async () => {
      const p = await fixtures(t).player({ name: 'race' });
      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => refresh(p.refresh, i % 2 ? other : t)));
      expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
      expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
      const [{ body: successor }] = results;
      expect(successor.refresh).not.toBe(p.refresh);
      // One successor was made, not a family member per request; nothing was revoked.
      expect(await family(p.id)).toEqual([
        { used: true, revoked: false },
        { used: false, revoked: false },
      ]);
      expect((await t.api.get('/api/accounts/profile', { token: successor.access })).status).toBe(200);
      const next = await refresh(successor.refresh, other);
      expect(next.status).toBe(200);
      expect((await t.api.get('/api/accounts/profile', { token: next.body.access })).status).toBe(200);
      expect(await family(p.id)).toEqual([
        { used: true, revoked: false },
        { used: true, revoked: false },
        { used: false, revoked: false },
      ]);
    });

    it('keep no successor in plain text: the database holds hashes only', async () => {
      const p = await fixtures(t).player({ name: 'plain' });
      const { body: pair } = await refresh(p.refresh);
      expect((await refresh(p.refresh)).body).toEqual(pair);
      const rows = JSON.stringify(await t.sql('SELECT * FROM refresh_tokens WHERE user_id = $1', [p.id]));
      for (const token of [p.refresh, pair.refresh, pair.access]) expect(rows).not.toContain(token);
    });

    it('revoke the family when a spent token comes back after the grace, the successor it was given included', async () => {
      const p = await fixtures(t).player({ name: 'late' });
      const first = await refresh(p.refresh);
      expect(first.status).toBe(200);
      await pastRefreshGrace(t, p.id);
      expect((await refresh(p.refresh, other)).status).toBe(401);
      expect((await refresh(first.body.refresh)).status).toBe(401);
      expect(await family(p.id)).toEqual([
        { used: true, revoked: true },
        { used: false, revoked: true },
      ]);
      await eventually(async () => (await t.api.get('/api/accounts/profile', { token: first.body.access })).status, {
        until: (s) => s === 401,
        timeout: 5000,
      });
    });

    it('give no grace to a token of an ended session', async () => {
      const p = await fixtures(t).player({ name: 'ended' });
      const first = await refresh(p.refresh);
      expect((await t.api.post('/api/accounts/logout', { body: { refresh: first.body.refresh } })).status).toBe(200);
      expect((await refresh(p.refresh)).status).toBe(401);
    });

    it('are refused when expired, unknown or malformed', async () => {
      const p = await fixtures(t).player({ name: 'exp' });
      await t.sql("UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1", [p.id]);
      expect((await refresh(p.refresh)).status).toBe(401);
      for (const token of ['made-up', 'x'.repeat(200), "' OR 1=1 --", p.refresh.slice(0, -1)]) {
        const res = await refresh(token);
        expect([token.slice(0, 20), res.status]).toEqual([token.slice(0, 20), 401]);
      }
      expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: 'x'.repeat(201) } })).status).toBe(400);
    });
  });

  describe('logout', () => {
    it('revokes the family of the token it is given, and only that one', async () => {
      const p = await fixtures(t).player({ name: 'out' });
      const laptop = await t.api.post('/api/accounts/login', { body: { username: p.username, password: p.password } });
      const rotated = await t.api.post('/api/auth/token/refresh', { body: { refresh: p.refresh } });
      expect(rotated.status).toBe(200);

      expect((await t.api.post('/api/accounts/logout', { body: { refresh: rotated.body.refresh } })).status).toBe(200);
      expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: rotated.body.refresh } })).status).toBe(
        401,
      );
      expect(
        (await other.api.post('/api/auth/token/refresh', { body: { refresh: rotated.body.refresh } })).status,
      ).toBe(401);
      // The other device's session lives on.
      expect(
        (await t.api.post('/api/auth/token/refresh', { body: { refresh: laptop.body.tokens.refresh } })).status,
      ).toBe(200);
    });

    it("ends the session's access tokens too, still signed and unexpired: at once here, within moments on the other instance", async () => {
      const p = await fixtures(t).player({ name: 'cut' });
      const laptop = await t.api.post('/api/accounts/login', { body: { username: p.username, password: p.password } });
      const rotated = await t.api.post('/api/auth/token/refresh', { body: { refresh: p.refresh } });
      for (const token of [p.access, rotated.body.access]) {
        expect((await t.api.get('/api/accounts/profile', { token })).status).toBe(200);
        expect((await other.api.get('/api/accounts/profile', { token })).status).toBe(200);
      }

      expect((await t.api.post('/api/accounts/logout', { body: { refresh: rotated.body.refresh } })).status).toBe(200);
      for (const token of [p.access, rotated.body.access]) {
        const refused = await t.api.get('/api/accounts/profile', { token });
        expect(refused.status).toBe(401);
        expect(refused.body).toEqual({
          detail: 'This session has ended. Please log in again.',
          code: 'session_revoked',
        });
        // The other instance hears of it through NOTIFY as the logout commits (its 2 s reload as a fallback).
        await eventually(async () => (await other.api.get('/api/accounts/profile', { token })).status, {
          until: (s) => s === 401,
          timeout: 5000,
        });
      }
      // The laptop's login is another session: its access token still works on both.
      expect((await t.api.get('/api/accounts/profile', { token: laptop.body.tokens.access })).status).toBe(200);
      expect((await other.api.get('/api/accounts/profile', { token: laptop.body.tokens.access })).status).toBe(200);
    });

    it('of a replayed refresh token cuts off the access tokens of its family as well', async () => {
      const p = await fixtures(t).player({ name: 'thief' });
      const rotated = await t.api.post('/api/auth/token/refresh', { body: { refresh: p.refresh } });
      expect((await t.api.get('/api/accounts/profile', { token: rotated.body.access })).status).toBe(200);
      await pastRefreshGrace(t, p.id);
      expect((await other.api.post('/api/auth/token/refresh', { body: { refresh: p.refresh } })).status).toBe(401);
      await eventually(async () => (await t.api.get('/api/accounts/profile', { token: rotated.body.access })).status, {
        until: (s) => s === 401,
        timeout: 5000,
      });
      expect((await other.api.get('/api/accounts/profile', { token: rotated.body.access })).status).toBe(401);
    });

    it('cannot be used by someone else to end a session they do not hold a token of', async () => {
      const victim = await fixtures(t).player({ name: 'keep' });
      for (const body of [{ refresh: String(victim.id) }, { refresh: victim.username }, {}]) {
        expect((await t.api.post('/api/accounts/logout', { body: body })).status).toBe(200);
      }
      // An access token is longer than any refresh token: refused as input, and it ends nothing either.
      expect((await t.api.post('/api/accounts/logout', { body: { refresh: victim.access } })).status).toBe(400);
      expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: victim.refresh } })).status).toBe(200);
    });
  });

  describe('an admin blocks a user', () => {
    it('refuses their access token (here and on the other instance), their refresh tokens and their login', async () => {
      const p = await fixtures(t).player({ name: 'blocked' });
      const phone = await t.api.post('/api/accounts/login', { body: { username: p.username, password: p.password } });
      // The other instance has served this user before the block.
      expect((await other.api.get('/api/accounts/profile', { token: p.access })).status).toBe(200);
      const before = await ledgerEntries();

      const block = await t.api.post('/api/admin/users/{id}/block', {
        params: { path: { id: p.id } },
        token: admin.access,
      });
      expect(block.status).toBe(200);

      // At once on the instance that blocked, within its 2 s reload on the other one.
      await expectRefused(p.access, 'blocked, same instance');
      await eventually(async () => (await other.api.get('/api/accounts/profile', { token: p.access })).status, {
        until: (s) => s === 401,
        timeout: 5000,
      });
      await expectRefused(p.access, 'blocked, other instance', other);
      expect(await ledgerEntries()).toBe(before);

      // Every refresh family was revoked, so neither device can mint a new access token.
      for (const token of [p.refresh, phone.body.tokens.refresh]) {
        expect((await t.api.post('/api/auth/token/refresh', { body: { refresh: token } })).status).toBe(401);
        expect((await other.api.post('/api/auth/token/refresh', { body: { refresh: token } })).status).toBe(401);
      }
      for (const app of [t, other]) {
        const login = await app.api.post('/api/accounts/login', {
          body: { username: p.username, password: p.password },
        });
        expect(login.status).toBe(403);
        expect(login.body).toEqual({
          error: 'This account has been blocked. Please contact support.',
          code: 'account_blocked',
        });
      }

      // Unblocking lets them log in again, but the tokens taken away stay dead.
      expect(
        (await t.api.post('/api/admin/users/{id}/unblock', { params: { path: { id: p.id } }, token: admin.access }))
          .status,
      ).toBe(200);
      expect(
        (await t.api.post('/api/auth/token/refresh', { body: { refresh: phone.body.tokens.refresh } })).status,
      ).toBe(401);
      expect(
        (await t.api.post('/api/accounts/login', { body: { username: p.username, password: p.password } })).status,
      ).toBe(200);
    });
  });
});
