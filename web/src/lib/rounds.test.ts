import { describe, expect, it } from '@jest/globals';
import { roundLabel } from './rounds';

describe('roundLabel', () => {
  it('names the last round Final, the one before Semi-Finals, any other by its number', () => {
    expect([1, 2, 3].map((n) => roundLabel(n, 3))).toEqual(['Round 1', 'Semi-Finals', 'Final']);
  });

  it('a single round is the Final, never Semi-Finals', () => {
    expect(roundLabel(1, 1)).toBe('Final');
  });
});
