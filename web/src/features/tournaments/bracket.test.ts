import { describe, expect, it } from '@jest/globals';
import { historyRoundLabel, mostVisible, orderedRounds, roundNumberOf, roundsFor } from './bracket';

const match = (match_number: number) => ({ match_number });

describe('orderedRounds', () => {
  it('orders round keys by number, not as text (round_10 after round_9)', () => {
    const bracket: Record<string, { match_number: number }[]> = {};
    for (const n of [10, 1, 2, 9, 3]) bracket[`round_${n}`] = [match(1)];
    expect(orderedRounds(bracket).map((r) => r.key)).toEqual(['round_1', 'round_2', 'round_3', 'round_9', 'round_10']);
  });

  it('marks only the last round as the Final, the one before as the Semi-Finals, the others by number', () => {
    const rounds = orderedRounds({ round_2: [match(1)], round_1: [match(1), match(2)] });
    expect(rounds.map((r) => [r.label, r.isFinal])).toEqual([
      ['Semi-Finals', false],
      ['Final', true],
    ]);
    expect(orderedRounds({ round_1: [], round_2: [], round_3: [] }).map((r) => r.label)).toEqual([
      'Round 1',
      'Semi-Finals',
      'Final',
    ]);
  });

  it('sorts matches by match number and keeps empty rounds', () => {
    const rounds = orderedRounds<{ match_number: number }>({ round_1: [match(2), match(1)], round_2: [] });
    expect(rounds[0].matches.map((m) => m.match_number)).toEqual([1, 2]);
    expect(rounds[1].matches).toEqual([]);
  });

  it('gives nothing for an empty bracket and ignores keys that are not rounds', () => {
    expect(orderedRounds({})).toEqual([]);
    expect(orderedRounds({ foo: [match(1)], round_1: [match(1)] }).map((r) => r.key)).toEqual(['round_1']);
  });

  it('a one-round bracket is just the Final', () => {
    expect(orderedRounds({ round_1: [match(1)] })[0]).toMatchObject({ label: 'Final', isFinal: true, roundNumber: 1 });
  });
});

describe('roundNumberOf', () => {
  it('reads the number of a round key', () => {
    expect(roundNumberOf('round_12')).toBe(12);
    expect(roundNumberOf('round_')).toBeNull();
    expect(roundNumberOf('xround_1')).toBeNull();
  });
});

describe('historyRoundLabel', () => {
  it('names the last round Finals and the one before Semi-Finals', () => {
    expect([1, 2, 3].map((n) => historyRoundLabel(n, 3))).toEqual(['Round 1', 'Semi-Finals', 'Finals']);
  });

  it('a single round is the Finals, never Semi-Finals', () => {
    expect(historyRoundLabel(1, 1)).toBe('Finals');
  });
});

describe('roundsFor', () => {
  it('is log2 of the field', () => {
    expect([2, 4, 8, 16, 32, 64, 128, 256].map(roundsFor)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('mostVisible', () => {
  const columns = [
    { left: 0, right: 240 },
    { left: 272, right: 512 },
    { left: 544, right: 784 },
  ];

  it('names the column with the widest visible part', () => {
    expect(mostVisible(columns, { left: 0, right: 358 })).toBe(0);
    expect(mostVisible(columns, { left: 200, right: 558 })).toBe(1);
    expect(mostVisible(columns, { left: 426, right: 784 })).toBe(2);
  });

  it('is -1 when nothing is in view', () => {
    expect(mostVisible([], { left: 0, right: 358 })).toBe(-1);
    expect(mostVisible(columns, { left: 900, right: 1000 })).toBe(-1);
  });
});
