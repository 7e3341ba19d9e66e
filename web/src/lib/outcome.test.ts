import { describe, expect, it } from '@jest/globals';
import { outcomeFor, outcomeHeadline, resultWords } from './outcome';

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

describe('resultWords', () => {
  const forfeit = { forfeit: true, result_description: 'Won by forfeit: opponent did not show up' };

  it('gives each side of a forfeit its own truth (issue 34 §2)', () => {
    expect(resultWords('win', forfeit, 'noshow')).toBe('You won by forfeit: your opponent did not show up');
    expect(resultWords('loss', forfeit, 'noshow')).toBe('You lost by forfeit: you did not move in time');
    expect(resultWords('decided', forfeit, 'noshow')).toBe('Won by forfeit: noshow did not show up');
  });

  it("keeps the server's description of a game played out", () => {
    const played = { forfeit: false, result_description: 'Spock vaporizes Rock' };
    expect(resultWords('loss', played, 'bob')).toBe('Spock vaporizes Rock');
    expect(resultWords('decided', played, 'bob')).toBe('Spock vaporizes Rock');
  });
});
