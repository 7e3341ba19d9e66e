import { describe, expect, it } from '@jest/globals';
import type { Game, Match } from '../../lib/api/match';
import { gameToReveal, matchBeforeGame } from './reveal';

const game = (id: number, gameNumber: number, winner: number | null): Game =>
  ({
    id,
    match: 7,
    game_number: gameNumber,
    is_complete: true,
    winner,
    winner_username: winner === 1 ? 'alice' : winner === 2 ? 'bob' : null,
  }) as Game;

/** A CLASSIC final alice won 2–0 after a tie: games 1 (tie), 2 and 3 (alice). */
const finished = {
  id: 7,
  player1: 1,
  player2: 2,
  player1_score: 2,
  player2_score: 0,
  status: 'COMPLETED',
  status_display: 'Completed',
  winner: 1,
  winner_username: 'alice',
  is_complete: true,
  completed_at: '2026-11-23T08:00:00Z',
  current_game: null,
  games: [game(10, 1, null), game(11, 2, 1), game(12, 3, 1)],
} as unknown as Match;

describe('matchBeforeGame', () => {
  it('takes the deciding game back: its point, the match result and its history line', () => {
    const before = matchBeforeGame(finished, 12);
    expect(before).toMatchObject({
      player1_score: 1,
      player2_score: 0,
      status: 'IN_PROGRESS',
      is_complete: false,
      winner: null,
      winner_username: null,
    });
    expect(before.current_game?.game_number).toBe(3);
    expect(before.games.map((g) => g.id)).toEqual([10, 11]);
  });

  it('moves no point for a tie', () => {
    const before = matchBeforeGame(
      { ...finished, player1_score: 0, games: [game(10, 1, null)], is_complete: false },
      10,
    );
    expect([before.player1_score, before.player2_score]).toEqual([0, 0]);
    expect(before.games).toEqual([]);
  });

  it("takes the point from the game's winner, whichever side", () => {
    const bobWon = matchBeforeGame({ ...finished, player1_score: 0, player2_score: 1, games: [game(20, 1, 2)] }, 20);
    expect([bobWon.player1_score, bobWon.player2_score]).toEqual([0, 0]);
  });

  it('leaves the match alone for a game that is not its own', () => {
    expect(matchBeforeGame(finished, 99)).toBe(finished);
  });
});

describe('gameToReveal', () => {
  const playing = (choice: 'ROCK' | null) =>
    ({
      ...finished,
      player1_score: 1,
      status: 'IN_PROGRESS',
      is_complete: false,
      winner: null,
      current_game: { ...game(12, 3, null), is_complete: false, my_submitted: choice !== null, my_choice: choice },
      games: [game(10, 1, null), game(11, 2, 1)],
    }) as unknown as Match;
  const decided = {
    ...finished,
    games: [
      game(10, 1, null),
      game(11, 2, 1),
      { ...game(12, 3, 1), player1_choice: 'ROCK', player2_choice: 'SCISSORS' },
    ],
  } as unknown as Match;

  it('reveals the game the viewer was playing once it comes back complete, with their own choice', () => {
    expect(gameToReveal(playing('ROCK'), decided, 1)).toEqual({ gameId: 12, choice: 'ROCK' });
    expect(gameToReveal(playing('ROCK'), decided, 2)).toEqual({ gameId: 12, choice: 'SCISSORS' });
  });

  it('reveals it even when the viewer moved last (their move completed it: the earlier read had no choice yet)', () => {
    expect(gameToReveal(playing(null), decided, 1)).toEqual({ gameId: 12, choice: 'ROCK' });
  });

  it('reveals nothing to a spectator, nor when the game is still open, nor for a game seen complete already', () => {
    expect(gameToReveal(playing('ROCK'), decided, null)).toBeNull();
    expect(gameToReveal(playing('ROCK'), playing('ROCK'), 1)).toBeNull();
    expect(gameToReveal(decided, decided, 1)).toBeNull();
  });
});
