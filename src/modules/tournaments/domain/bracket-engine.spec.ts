import fc from 'fast-check';
import {
  Bracket,
  bracketLayout,
  isBracketSize,
  isThirdPlaceMatch,
  matchesInRound,
  nextSlot,
  placementForLoss,
  resolveMatch,
  roundName,
  roundOnePairs,
  thirdPlaceSlot,
  totalRoundsFor,
} from './bracket-engine.js';

const SIZES = [2, 4, 8, 16, 32, 64, 128, 256];

/** Plays a whole bracket, picking each winner with `pick`, in round order; returns the bracket and the log. */
function playOut(
  players: number[],
  pick: (match: { player1: number; player2: number }) => number,
  thirdPlaceMatch = false,
) {
  const bracket = Bracket.seeded(players, { thirdPlaceMatch });
  const log: { round: number; match: number; winner: number; loser: number }[] = [];
  let guard = players.length;
  while (!bracket.isComplete) {
    if (guard-- < 0) throw new Error('the bracket did not finish');
    const playable = bracket.playable();
    expect(playable.length).toBeGreaterThan(0);
    for (const match of playable) {
      const p1 = match.player1 as number;
      const p2 = match.player2 as number;
      const winner = pick({ player1: p1, player2: p2 });
      bracket.complete(match.roundNumber, match.matchNumber, winner);
      log.push({ round: match.roundNumber, match: match.matchNumber, winner, loser: winner === p1 ? p2 : p1 });
    }
  }
  return { bracket, log };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => 1000 + i);

describe('bracket engine', () => {
  describe('sizes', () => {
    it.each(SIZES)('accepts %i players', (n) => {
      expect(isBracketSize(n)).toBe(true);
      expect(totalRoundsFor(n)).toBe(Math.log2(n));
    });

    it.each([0, 1, 3, 6, 12, 100, 255, 257, 512, 2.5, -4, Number.NaN])('refuses %p players', (n) => {
      expect(isBracketSize(n)).toBe(false);
      expect(() => totalRoundsFor(n)).toThrow();
    });
  });

  describe.each(SIZES)('a bracket of %i players', (n) => {
    const rounds = Math.log2(n);

    it('has log2(n) rounds, n / 2^r matches in round r, n - 1 matches in all', () => {
      const layout = bracketLayout(rounds);
      expect(layout).toHaveLength(n - 1);
      for (let r = 1; r <= rounds; r++) {
        expect(matchesInRound(rounds, r)).toBe(n / 2 ** r);
        expect(layout.filter((m) => m.roundNumber === r).map((m) => m.matchNumber)).toEqual(
          Array.from({ length: n / 2 ** r }, (_, i) => i + 1),
        );
      }
      expect(matchesInRound(rounds, rounds)).toBe(1);
    });

    it('pairs seeds 2k-1 and 2k in round-1 match k, all started, later rounds empty', () => {
      const players = ids(n);
      expect(roundOnePairs(players)).toEqual(
        Array.from({ length: n / 2 }, (_, i) => [players[2 * i], players[2 * i + 1]]),
      );
      const bracket = Bracket.seeded(players);
      expect(
        bracket.rounds[0].every((m) => m.status === 'IN_PROGRESS' && m.player1 !== null && m.player2 !== null),
      ).toBe(true);
      for (const later of bracket.rounds.slice(1)) {
        expect(later.every((m) => m.status === 'PENDING' && m.player1 === null && m.player2 === null)).toBe(true);
      }
    });

    it('sends each winner to match ceil(m/2) of the next round, slot 1 from odd matches, and starts it when both are in', () => {
      const { bracket, log } = playOut(ids(n), (m) => Math.min(m.player1, m.player2));
      for (const { round, match, winner } of log) {
        if (round === rounds) continue;
        const next = bracket.match(round + 1, Math.ceil(match / 2));
        expect(match % 2 === 1 ? next.player1 : next.player2).toBe(winner);
        expect(next.status).toBe('COMPLETED');
      }
      expect(log).toHaveLength(n - 1);
    });

    it('places 1 champion, 1 runner-up, and 2^(R-r) players at 2^(R-r)+1 for each earlier round r', () => {
      const { bracket, log } = playOut(ids(n), (m) => Math.max(m.player1, m.player2));
      const final = log[log.length - 1];
      expect(final.round).toBe(rounds);
      expect(bracket.championId).toBe(final.winner);
      expect(bracket.placements.size).toBe(n);
      expect(bracket.placements.get(final.winner)).toBe(1);
      expect(bracket.placements.get(final.loser)).toBe(2);
      const counts = new Map<number, number>();
      for (const place of bracket.placements.values()) counts.set(place, (counts.get(place) ?? 0) + 1);
      const expected = new Map<number, number>([[1, 1]]);
      for (let r = 1; r <= rounds; r++) expected.set(2 ** (rounds - r) + 1, matchesInRound(rounds, r));
      expect(counts).toEqual(expected);
      for (const { round, loser } of log) expect(bracket.placements.get(loser)).toBe(2 ** (rounds - round) + 1);
    });

    it('completes only with the final, whatever the results', () => {
      fc.assert(
        fc.property(fc.array(fc.boolean(), { minLength: n, maxLength: n }), (coins) => {
          let i = 0;
          const { bracket } = playOut(ids(n), (m) => (coins[i++ % coins.length] ? m.player1 : m.player2));
          const final = bracket.match(rounds, 1);
          return bracket.championId === final.winnerId && bracket.rounds.flat().every((m) => m.status === 'COMPLETED');
        }),
        { numRuns: n >= 128 ? 5 : 25 },
      );
    });
  });

  describe('nextSlot', () => {
    it.each([
      [3, 1, 1, { roundNumber: 2, matchNumber: 1, slot: 1 }],
      [3, 1, 2, { roundNumber: 2, matchNumber: 1, slot: 2 }],
      [3, 1, 3, { roundNumber: 2, matchNumber: 2, slot: 1 }],
      [3, 1, 4, { roundNumber: 2, matchNumber: 2, slot: 2 }],
      [3, 2, 2, { roundNumber: 3, matchNumber: 1, slot: 2 }],
      [8, 1, 127, { roundNumber: 2, matchNumber: 64, slot: 1 }],
      [8, 1, 128, { roundNumber: 2, matchNumber: 64, slot: 2 }],
    ])('with %i rounds, round %i match %i feeds %o', (rounds, round, match, expected) => {
      expect(nextSlot(rounds, round, match)).toEqual(expected);
    });

    it('is null for the final', () => {
      expect(nextSlot(1, 1, 1)).toBeNull();
      expect(nextSlot(8, 8, 1)).toBeNull();
    });

    it.each([
      [3, 0, 1],
      [3, 4, 1],
      [3, 1, 5],
      [3, 3, 2],
      [3, 1, 0],
    ])('refuses a match outside the bracket (%i rounds, round %i, match %i)', (rounds, round, match) => {
      expect(() => nextSlot(rounds, round, match)).toThrow();
    });
  });

  describe('placements', () => {
    it.each([
      [1, 1, 2],
      [2, 2, 2],
      [2, 1, 3],
      [3, 1, 5],
      [4, 1, 9],
      [5, 1, 17],
      [8, 1, 129],
      [8, 7, 3],
      [8, 6, 5],
    ])('with %i rounds, a loss in round %i places %i', (rounds, round, placement) => {
      expect(placementForLoss(rounds, round)).toBe(placement);
    });
  });

  describe('resolveMatch', () => {
    it('advances the winner and places the loser before the final', () => {
      expect(resolveMatch(3, { roundNumber: 1, matchNumber: 3, winnerId: 7, loserId: 9 })).toEqual({
        kind: 'advance',
        seat: { roundNumber: 2, matchNumber: 2, slot: 1, userId: 7 },
        loser: { userId: 9, placement: 5 },
      });
    });

    it('crowns the final winner and places the runner-up 2', () => {
      expect(resolveMatch(3, { roundNumber: 3, matchNumber: 1, winnerId: 7, loserId: 9 })).toEqual({
        kind: 'final',
        champion: { userId: 7, placement: 1 },
        runnerUp: { userId: 9, placement: 2 },
      });
    });

    it('refuses a player beating themself', () => {
      expect(() => resolveMatch(2, { roundNumber: 1, matchNumber: 1, winnerId: 3, loserId: 3 })).toThrow();
    });
  });

  describe('the third-place match (issue 32 §3)', () => {
    it('sends semi-final 1 losers to slot 1 and semi-final 2 losers to slot 2 of the last round match 2', () => {
      expect(thirdPlaceSlot(3, 2, 1)).toEqual({ roundNumber: 3, matchNumber: 2, slot: 1 });
      expect(thirdPlaceSlot(3, 2, 2)).toEqual({ roundNumber: 3, matchNumber: 2, slot: 2 });
      expect(thirdPlaceSlot(2, 1, 2)).toEqual({ roundNumber: 2, matchNumber: 2, slot: 2 });
      expect(thirdPlaceSlot(3, 1, 1)).toBeNull();
      expect(thirdPlaceSlot(3, 3, 1)).toBeNull();
      expect(thirdPlaceSlot(1, 1, 1)).toBeNull();
      expect([isThirdPlaceMatch(3, 3, 2), isThirdPlaceMatch(3, 3, 1), isThirdPlaceMatch(1, 1, 2)]).toEqual([
        true,
        false,
        false,
      ]);
    });

    it("keeps a semi-final's loser unplaced and seats them for third; places third and fourth by that match", () => {
      const options = { thirdPlaceMatch: true };
      expect(resolveMatch(3, { roundNumber: 2, matchNumber: 2, winnerId: 7, loserId: 9 }, options)).toEqual({
        kind: 'advance',
        seat: { roundNumber: 3, matchNumber: 1, slot: 2, userId: 7 },
        loser: null,
        consolation: { roundNumber: 3, matchNumber: 2, slot: 2, userId: 9 },
      });
      expect(resolveMatch(3, { roundNumber: 1, matchNumber: 2, winnerId: 7, loserId: 9 }, options)).toMatchObject({
        loser: { userId: 9, placement: 5 },
      });
      expect(resolveMatch(3, { roundNumber: 3, matchNumber: 2, winnerId: 7, loserId: 9 }, options)).toEqual({
        kind: 'third_place',
        third: { userId: 7, placement: 3 },
        fourth: { userId: 9, placement: 4 },
      });
      expect(resolveMatch(3, { roundNumber: 3, matchNumber: 1, winnerId: 7, loserId: 9 }, options)).toMatchObject({
        kind: 'final',
      });
    });

    it.each([4, 8, 16, 256])('places 1, 2, 3, 4 and the rest by round in a bracket of %i', (n) => {
      const rounds = Math.log2(n);
      const { bracket, log } = playOut(ids(n), (m) => Math.max(m.player1, m.player2), true);
      expect(log).toHaveLength(n);
      const counts = new Map<number, number>();
      for (const place of bracket.placements.values()) counts.set(place, (counts.get(place) ?? 0) + 1);
      const expected = new Map<number, number>([
        [1, 1],
        [2, 1],
        [3, 1],
        [4, 1],
      ]);
      for (let r = 1; r < rounds - 1; r++) expected.set(2 ** (rounds - r) + 1, matchesInRound(rounds, r));
      expect(counts).toEqual(expected);
      const third = bracket.thirdPlace;
      expect(third).toMatchObject({ status: 'COMPLETED', roundNumber: rounds, matchNumber: 2 });
      expect(bracket.placements.get(third?.winnerId as number)).toBe(3);
    });

    it('completes only once both the final and the third-place match are decided, in either order', () => {
      for (const finalFirst of [true, false]) {
        const bracket = Bracket.seeded(ids(8), { thirdPlaceMatch: true });
        for (const m of bracket.playable()) bracket.complete(m.roundNumber, m.matchNumber, m.player1 as number);
        for (const m of bracket.playable()) bracket.complete(m.roundNumber, m.matchNumber, m.player1 as number);
        const [first, second] = finalFirst ? [1, 2] : [2, 1];
        const play = (n: number) => bracket.complete(3, n, bracket.match(3, n).player1 as number);
        expect(bracket.playable().map((m) => m.matchNumber)).toEqual([1, 2]);
        play(first);
        expect(bracket.isComplete).toBe(false);
        play(second);
        expect(bracket.isComplete).toBe(true);
        expect(bracket.placements.size).toBe(8);
      }
    });

    it('needs semi-finals', () => {
      expect(() => Bracket.seeded(ids(2), { thirdPlaceMatch: true })).toThrow(/semi-finals/);
    });
  });

  describe('Bracket guards', () => {
    it('refuses a result for a match not in progress or a winner who does not play it', () => {
      const bracket = Bracket.seeded(ids(4));
      expect(() => bracket.complete(2, 1, 1000)).toThrow(/PENDING/);
      expect(() => bracket.complete(1, 1, 1002)).toThrow(/does not play/);
      bracket.complete(1, 1, 1000);
      expect(() => bracket.complete(1, 1, 1000)).toThrow(/COMPLETED/);
    });

    it('refuses a seeding with a player twice or of a bad size', () => {
      expect(() => Bracket.seeded([1, 1])).toThrow();
      expect(() => Bracket.seeded([1, 2, 3])).toThrow();
    });
  });

  it.each([
    [1, 1, 'Final'],
    [2, 1, 'Semi-Finals'],
    [3, 1, 'Quarter-Finals'],
    [4, 1, 'Round 1'],
    [8, 5, 'Round 5'],
    [8, 8, 'Final'],
  ])('names round %i of %i', (rounds, round, name) => {
    expect(roundName(rounds, round)).toBe(name);
  });
});
