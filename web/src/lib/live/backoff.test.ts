import { describe, expect, it } from '@jest/globals';
import { MAX_RECONNECT_DELAY_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from the base with each failed attempt', () => {
    const top = () => 1;
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, 3000, top))).toEqual([3000, 6000, 12_000, 24_000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(reconnectDelay(40, 3000, () => 1)).toBe(MAX_RECONNECT_DELAY_MS);
  });

  it('jitters between half and all of the step', () => {
    expect(reconnectDelay(1, 1000, () => 0)).toBe(1000);
    expect(reconnectDelay(1, 1000, () => 0.5)).toBe(1500);
    expect(reconnectDelay(1, 1000, () => 1)).toBe(2000);
  });
});
