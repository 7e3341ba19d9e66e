import { ELO_K, eloAfterMatch } from '../../src/modules/identity/domain/elo.js';

describe(eloAfterMatch.name, () => {
  it('moves equal ratings by half of K: 1000 vs 1000 gives 1016 and 984', () => {
    expect(eloAfterMatch(1000, 1000)).toEqual({ winner: 1016, loser: 984 });
    expect(ELO_K).toBe(32);
  });

  it('gives an upset more points than an expected win', () => {
    const upset = eloAfterMatch(1000, 1400);
    const expected = eloAfterMatch(1400, 1000);
    expect(upset.winner - 1000).toBe(29);
    expect(expected.winner - 1400).toBe(3);
  });

  it('is zero-sum and never moves more than K', () => {
    for (const [a, b] of [
      [1000, 1000],
      [1200, 900],
      [800, 2000],
      [2400, 100],
    ]) {
      const { winner, loser } = eloAfterMatch(a, b);
      expect(winner - a).toBe(b - loser);
      expect(winner - a).toBeGreaterThanOrEqual(0);
      expect(winner - a).toBeLessThanOrEqual(ELO_K);
    }
  });
});
