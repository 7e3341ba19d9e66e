import { AuthGuard } from '@nestjs/passport';
import passport from 'passport';
import { Strategy } from 'passport-jwt';
import { AccessGuard } from '../../src/shared/auth/auth.guard.js';
import { JwtStrategy } from '../../src/shared/auth/jwt.strategy.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { decodeJwtPart, signJwt } from './security-support.js';
import { fixtures } from '../support/fixtures.js';

type Verifier = (
  token: string,
  key: unknown,
  options: unknown,
  done: (error: unknown, payload?: unknown) => void,
) => void;

/**
 * Issue 31 §8: access tokens are verified by passport-jwt's strategy through @nestjs/passport's AuthGuard, and a
 * token it verified before is taken from its memory until it expires.
 */
describe('authentication through @nestjs/passport', () => {
  let t: TestApp;
  const verified: string[] = [];
  const statics = Strategy as unknown as { JwtVerifier: Verifier };
  const original = statics.JwtVerifier;

  beforeAll(async () => {
    t = await startTestApp();
    // Counts the tokens passport-jwt verifies (its verifier is a static hook of the strategy class).
    statics.JwtVerifier = (token, key, options, done) => {
      verified.push(token);
      original(token, key, options, done);
    };
  });

  afterAll(async () => {
    statics.JwtVerifier = original;
    await t.close();
  });

  it('the guard is AuthGuard("jwt") with no authenticate() of its own, and the jwt strategy is passport-jwt', () => {
    expect(Object.getPrototypeOf(AccessGuard)).toBe(AuthGuard('jwt'));
    expect(Object.hasOwn(AccessGuard.prototype, 'authenticate')).toBe(false);
    expect(Object.hasOwn(JwtStrategy.prototype, 'authenticate')).toBe(false);
    const registered = (passport as unknown as { _strategy(name: string): unknown })._strategy('jwt');
    expect(registered).toBeInstanceOf(JwtStrategy);
    expect(registered).toBeInstanceOf(Strategy);
  });

  it('verifies a token through passport-jwt once, then remembers it until it expires', async () => {
    const player = await fixtures(t).player({ name: 'pp' });
    const before = verified.length;
    expect((await t.api.get('/api/auth/whoami', { token: player.access })).status).toBe(200);
    expect(verified.slice(before)).toEqual([player.access]);
    expect((await t.api.get('/api/auth/whoami', { token: player.access })).status).toBe(200);
    expect(verified.slice(before)).toEqual([player.access]);

    // A token of the same user that expires in a second: accepted, then refused once expired, by passport-jwt.
    const claims = decodeJwtPart(player.access, 1);
    const now = Math.floor(Date.now() / 1000);
    const brief = signJwt({ ...claims, iat: now, exp: now + 1 }, TEST_JWT_SECRET);
    expect((await t.api.get('/api/auth/whoami', { token: brief })).status).toBe(200);
    await eventually(() => Date.now() >= (now + 1) * 1000, { what: 'the token expired' });
    const late = await t.api.get('/api/auth/whoami', { token: brief });
    expect(late.status).toBe(401);
    expect(late.body).toEqual({
      detail: 'Authentication credentials were not provided or are invalid.',
      code: 'not_authenticated',
    });
    expect(verified.filter((token) => token === brief)).toHaveLength(2);
  });

  it('refuses what passport-jwt refuses with the same 401 body: another algorithm, a wrong key, a missing expiry', async () => {
    const player = await fixtures(t).player({ name: 'pp' });
    const claims = decodeJwtPart(player.access, 1);
    const { exp: _exp, ...withoutExpiry } = claims;
    for (const token of [
      signJwt(claims, TEST_JWT_SECRET, { alg: 'HS512', typ: 'JWT' }, 'sha512'),
      signJwt(claims, 'another-secret-another-secret-another-secret'),
      signJwt(withoutExpiry, TEST_JWT_SECRET),
    ]) {
      const before = verified.length;
      const res = await t.api.get('/api/auth/whoami', { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        detail: 'Authentication credentials were not provided or are invalid.',
        code: 'not_authenticated',
      });
      expect(verified.slice(before)).toEqual([token]);
    }
  });
});
