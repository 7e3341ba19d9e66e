import { describe, expect, it } from '@jest/globals';
import { clockOffset } from './clock';

describe('clockOffset', () => {
  const t0 = Date.parse('2026-01-01T12:00:00.000Z');

  it('is server time minus the local time', () => {
    expect(clockOffset('2026-01-01T12:00:05.000Z', t0)).toBe(5000);
    expect(clockOffset(null, 123)).toBe(0);
  });

  it('reads the local time halfway through the request, so a slow answer does not shift the clock', () => {
    // Sent at 12:00:00, answered at 12:00:02, the server read 12:00:01 on the same clock: no skew.
    expect(clockOffset('2026-01-01T12:00:01.000Z', t0, t0 + 2000)).toBe(0);
  });
});
