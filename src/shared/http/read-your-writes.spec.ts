import { PIN_COOKIE, ReadYourWrites } from './read-your-writes.js';

const SECRET = 'a-jwt-secret-of-at-least-thirty-two-characters';
const NOW = Date.parse('2026-11-28T11:00:00Z');

/** The `name=value` part of a Set-Cookie value, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(';')[0];

describe('ReadYourWrites: the pin a write sets', () => {
  const pins = new ReadYourWrites(SECRET, 6_000);

  it('is a cookie for /api only, HttpOnly, that the browser keeps for the pin', () => {
    const cookie = pins.cookieAfterWrite(NOW, false);
    expect(cookie).toMatch(new RegExp(`^${PIN_COOKIE}=${NOW + 6_000}\\.[A-Za-z0-9_-]{22}; `));
    expect(cookie).toContain('Max-Age=6; Path=/api; HttpOnly; SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    expect(pins.cookieAfterWrite(NOW, true)).toMatch(/; Secure$/);
  });

  it('pins until it runs out, on any instance with the same secret, among other cookies', () => {
    const cookie = sent(pins.cookieAfterWrite(NOW, false));
    const elsewhere = new ReadYourWrites(SECRET, 6_000);
    expect(elsewhere.pinned(cookie, NOW + 1)).toBe(true);
    expect(elsewhere.pinned(`theme=dark; ${cookie}; lang=en`, NOW + 5_999)).toBe(true);
    expect(elsewhere.pinned(cookie, NOW + 6_000)).toBe(false);
  });

  it('ignores a pin made with another secret, one whose time was moved, and anything malformed', () => {
    const cookie = sent(pins.cookieAfterWrite(NOW, false));
    expect(new ReadYourWrites(`${SECRET}-other`, 6_000).pinned(cookie, NOW)).toBe(false);
    const [, value] = cookie.split('=');
    const [until, mac] = value.split('.');
    expect(pins.pinned(`${PIN_COOKIE}=${Number(until) + 3_600_000}.${mac}`, NOW)).toBe(false);
    for (const header of [undefined, '', `${PIN_COOKIE}=`, `${PIN_COOKIE}=${until}`, `x${cookie}`, `${cookie}x`]) {
      expect(pins.pinned(header, NOW)).toBe(false);
    }
  });
});
