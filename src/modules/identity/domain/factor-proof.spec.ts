import { isYoungFactor, mayEvict, strongerProof, type FactorProof } from './factor-proof.js';

const now = new Date('2026-11-28T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const password: FactorProof = { method: 'password', factorSince: null };
const passkey = (hours: number): FactorProof => ({ method: 'passkey', factorSince: hoursAgo(hours) });

describe('mayEvict (the 24-hour rule)', () => {
  it('lets the password evict any factor and end any session', () => {
    expect(mayEvict(password, null, now)).toBe(true);
    expect(mayEvict(password, hoursAgo(1), now)).toBe(true);
  });

  it('lets a factor past its first day evict anything, the password-backed sessions too', () => {
    expect(mayEvict(passkey(25), null, now)).toBe(true);
    expect(mayEvict(passkey(25), hoursAgo(24 * 30), now)).toBe(true);
  });

  it('keeps a young factor from evicting the password or an older factor', () => {
    expect(mayEvict(passkey(2), null, now)).toBe(false);
    expect(mayEvict(passkey(2), hoursAgo(3), now)).toBe(false);
    expect(mayEvict({ method: 'totp', factorSince: hoursAgo(23.9) }, hoursAgo(48), now)).toBe(false);
  });

  it('lets a young factor evict itself and anything younger', () => {
    expect(mayEvict(passkey(2), hoursAgo(2), now)).toBe(true);
    expect(mayEvict(passkey(2), hoursAgo(1), now)).toBe(true);
  });
});

describe('isYoungFactor and strongerProof', () => {
  it('calls a factor young for its first 24 hours; the password never', () => {
    expect(isYoungFactor(hoursAgo(23.99), now)).toBe(true);
    expect(isYoungFactor(hoursAgo(24), now)).toBe(false);
    expect(isYoungFactor(null, now)).toBe(false);
  });

  it('prefers the proof of the older factor, the password above all', () => {
    expect(strongerProof(passkey(1), passkey(30))).toEqual(passkey(30));
    expect(strongerProof(passkey(30), password)).toBe(password);
    expect(strongerProof(null, passkey(1))).toEqual(passkey(1));
    expect(strongerProof(null, null)).toBeNull();
  });
});
