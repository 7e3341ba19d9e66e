import { CHOICES, type Choice } from '../contracts/choices.js';
import { msg } from '#i18n';

export const CHOICE_DISPLAY: Record<Choice, string> = {
  ROCK: 'Rock',
  PAPER: 'Paper',
  SCISSORS: 'Scissors',
  SPOCK: 'Spock',
  LIZARD: 'Lizard',
};

/** What each choice defeats, and the verb its result reads with ("Rock crushes Scissors"). */
const DEFEATS: Record<Choice, Partial<Record<Choice, string>>> = {
  ROCK: { SCISSORS: 'crushes', LIZARD: 'crushes' },
  PAPER: { ROCK: 'covers', SPOCK: 'disproves' },
  SCISSORS: { PAPER: 'cuts', LIZARD: 'decapitates' },
  SPOCK: { SCISSORS: 'smashes', ROCK: 'vaporizes' },
  LIZARD: { PAPER: 'eats', SPOCK: 'poisons' },
};

/** Names no choice: an error must never echo one, so a refusal can be searched for leaks like any other body. */
export const INVALID_CHOICE = msg({ message: 'Not a valid choice.' });

/** Which slot won a game; null for a tie. */
export type GameWinner = 1 | 2 | null;

export interface GameDecision {
  winner: GameWinner;
  description: string;
}

export function isChoice(value: unknown): value is Choice {
  return typeof value === 'string' && (CHOICES as readonly string[]).includes(value);
}

/** The rock-paper-scissors-lizard-Spock rule for one game between slot 1's and slot 2's choice. */
export function decideGame(player1: Choice, player2: Choice): GameDecision {
  if (player1 === player2) return { winner: null, description: `Tie! Both chose ${CHOICE_DISPLAY[player1]}` };
  const verb1 = DEFEATS[player1][player2];
  if (verb1) return { winner: 1, description: `${CHOICE_DISPLAY[player1]} ${verb1} ${CHOICE_DISPLAY[player2]}` };
  const verb2 = DEFEATS[player2][player1];
  if (!verb2) throw new Error('Every pair of different choices has a winner');
  return { winner: 2, description: `${CHOICE_DISPLAY[player2]} ${verb2} ${CHOICE_DISPLAY[player1]}` };
}
