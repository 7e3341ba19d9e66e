import { createHmac } from 'node:crypto';
import type { TestApp } from './test-app.js';

export const MOVES = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'] as const;
export type Move = (typeof MOVES)[number];

/** The move that beats each one (the first of the two that do). */
export const BEATEN_BY: Record<Move, Move> = {
  ROCK: 'PAPER',
  PAPER: 'SCISSORS',
  SCISSORS: 'ROCK',
  SPOCK: 'LIZARD',
  LIZARD: 'ROCK',
};

/**
 * The computer's move in a practice match's open game, as the seed gives it to player 0. Read from the database
 * only so a test can choose a winning move; the page never shows it before the move.
 */
export async function computerMove(t: TestApp, matchId: number): Promise<Move> {
  const [game] = await t.sql<{ id: number; fairness_seed: string }>(
    "SELECT id, fairness_seed FROM games WHERE match_id = $1 AND status = 'IN_PROGRESS'",
    [matchId],
  );
  const mac = createHmac('sha256', Buffer.from(game.fairness_seed, 'hex')).update(`${game.id}:0`).digest();
  return MOVES[mac.readUInt32BE(0) % 5];
}
