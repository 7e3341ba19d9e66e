import { secondsAheadOfTolerance, signatureTimestamp } from './stripe-signature.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const at = (offset: number) => Math.floor(NOW.getTime() / 1000) + offset;

describe(signatureTimestamp.name, () => {
  it('reads the last t= as stripe-node does, the one its signature check covers', () => {
    expect(signatureTimestamp('t=1700000000,v1=abc')).toBe(1_700_000_000);
    expect(signatureTimestamp('t=1,t=1700000000,v1=abc,v0=def')).toBe(1_700_000_000);
    expect(signatureTimestamp('t=1700000000abc,v1=abc')).toBe(1_700_000_000);
  });

  it('answers null for a header without a date', () => {
    for (const header of ['v1=abc', '', 't=,v1=abc', 't=soon'])
      expect([header, signatureTimestamp(header)]).toEqual([header, null]);
  });
});

describe(secondsAheadOfTolerance.name, () => {
  it('is zero up to 5 minutes ahead, and counts the seconds past them', () => {
    expect(secondsAheadOfTolerance(`t=${at(300)},v1=x`, NOW)).toBe(0);
    expect(secondsAheadOfTolerance(`t=${at(-86_400)},v1=x`, NOW)).toBe(0);
    expect(secondsAheadOfTolerance(`t=${at(301)},v1=x`, NOW)).toBe(1);
    expect(secondsAheadOfTolerance(`t=${at(86_400)},v1=x`, NOW)).toBe(86_100);
  });
});
