import { describe, expect, it } from '@jest/globals';
import { outcomeFor, outcomeHeadline } from './outcome';

describe('outcomeFor', () => {
  it('gives a player of the match their own result', () => {
    expect(outcomeFor(1, [1, 2], 1)).toBe('win');
    expect(outcomeFor(2, [1, 2], 1)).toBe('loss');
    expect(outcomeFor(null, [1, 2], 2)).toBe('tie');
  });

  it('gives a spectator a tie or the winning side', () => {
    expect(outcomeFor(1, [1, 2], 9)).toBe('decided');
    expect(outcomeFor(null, [1, 2], 9)).toBe('tie');
  });
});

describe('outcomeHeadline', () => {
  it("uses the spec's words", () => {
    expect(outcomeHeadline('win', null)).toBe('You Won!');
    expect(outcomeHeadline('loss', 'bob')).toBe('You Lost');
    expect(outcomeHeadline('tie', null)).toBe("It's a Tie!");
    expect(outcomeHeadline('decided', 'bob')).toBe('bob won');
  });
});
