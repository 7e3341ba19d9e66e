import { CHOICES, type Choice } from '../contracts/choices.js';
import { decideGame, isChoice } from './rules.js';

/** The spec's table, written out pair by pair: [player 1, player 2, winning slot, description]. */
const ALL_PAIRS: [Choice, Choice, 1 | 2 | null, string][] = [
  ['ROCK', 'ROCK', null, 'Tie! Both chose Rock'],
  ['ROCK', 'PAPER', 2, 'Paper covers Rock'],
  ['ROCK', 'SCISSORS', 1, 'Rock crushes Scissors'],
  ['ROCK', 'SPOCK', 2, 'Spock vaporizes Rock'],
  ['ROCK', 'LIZARD', 1, 'Rock crushes Lizard'],
  ['PAPER', 'ROCK', 1, 'Paper covers Rock'],
  ['PAPER', 'PAPER', null, 'Tie! Both chose Paper'],
  ['PAPER', 'SCISSORS', 2, 'Scissors cuts Paper'],
  ['PAPER', 'SPOCK', 1, 'Paper disproves Spock'],
  ['PAPER', 'LIZARD', 2, 'Lizard eats Paper'],
  ['SCISSORS', 'ROCK', 2, 'Rock crushes Scissors'],
  ['SCISSORS', 'PAPER', 1, 'Scissors cuts Paper'],
  ['SCISSORS', 'SCISSORS', null, 'Tie! Both chose Scissors'],
  ['SCISSORS', 'SPOCK', 2, 'Spock smashes Scissors'],
  ['SCISSORS', 'LIZARD', 1, 'Scissors decapitates Lizard'],
  ['SPOCK', 'ROCK', 1, 'Spock vaporizes Rock'],
  ['SPOCK', 'PAPER', 2, 'Paper disproves Spock'],
  ['SPOCK', 'SCISSORS', 1, 'Spock smashes Scissors'],
  ['SPOCK', 'SPOCK', null, 'Tie! Both chose Spock'],
  ['SPOCK', 'LIZARD', 2, 'Lizard poisons Spock'],
  ['LIZARD', 'ROCK', 2, 'Rock crushes Lizard'],
  ['LIZARD', 'PAPER', 1, 'Lizard eats Paper'],
  ['LIZARD', 'SCISSORS', 2, 'Scissors decapitates Lizard'],
  ['LIZARD', 'SPOCK', 1, 'Lizard poisons Spock'],
  ['LIZARD', 'LIZARD', null, 'Tie! Both chose Lizard'],
];

describe(decideGame.name, () => {
  it('the table covers all 25 pairs', () => {
    const covered = new Set(ALL_PAIRS.map(([a, b]) => `${a}:${b}`));
    expect(covered.size).toBe(25);
    for (const a of CHOICES) for (const b of CHOICES) expect(covered).toContain(`${a}:${b}`);
  });

  it.each(ALL_PAIRS)('%s against %s: winner %p, "%s"', (player1, player2, winner, description) => {
    expect(decideGame(player1, player2)).toEqual({ winner, description });
  });

  it('is symmetric: swapping the players swaps the winner and keeps the description', () => {
    for (const a of CHOICES) {
      for (const b of CHOICES) {
        const forward = decideGame(a, b);
        const backward = decideGame(b, a);
        expect(backward.description).toBe(forward.description);
        expect(backward.winner).toBe(forward.winner === null ? null : 3 - forward.winner);
      }
    }
  });

  it('gives every choice exactly two wins and two losses', () => {
    for (const a of CHOICES) {
      const results = CHOICES.filter((b) => b !== a).map((b) => decideGame(a, b).winner);
      expect(results.filter((w) => w === 1)).toHaveLength(2);
      expect(results.filter((w) => w === 2)).toHaveLength(2);
    }
  });
});

describe(isChoice.name, () => {
  it('accepts the five choices and nothing else', () => {
    for (const choice of CHOICES) expect(isChoice(choice)).toBe(true);
    for (const other of ['rock', 'Rock', 'WELL', '', null, undefined, 1, {}]) expect(isChoice(other)).toBe(false);
  });
});
