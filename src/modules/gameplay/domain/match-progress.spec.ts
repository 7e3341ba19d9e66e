import { gamesToWin, matchWinner, scoreAfterGame } from './match-progress.js';
import { Match } from './match.entity.js';
import type { Game } from './game.entity.js';
import type { GameWinner } from './rules.js';

describe('match progress', () => {
  it('needs a majority of max_games', () => {
    expect(gamesToWin(1)).toBe(1);
    expect(gamesToWin(3)).toBe(2);
    expect(gamesToWin(5)).toBe(3);
  });

  it('counts a win for its slot and a tie for neither', () => {
    expect(scoreAfterGame({ player1: 0, player2: 0 }, 1)).toEqual({ player1: 1, player2: 0 });
    expect(scoreAfterGame({ player1: 1, player2: 0 }, 2)).toEqual({ player1: 1, player2: 1 });
    expect(scoreAfterGame({ player1: 1, player2: 1 }, null)).toEqual({ player1: 1, player2: 1 });
  });

  it('decides a match once a player reaches the majority', () => {
    expect(matchWinner({ player1: 0, player2: 0 }, 1)).toBeNull();
    expect(matchWinner({ player1: 1, player2: 0 }, 1)).toBe(1);
    expect(matchWinner({ player1: 1, player2: 1 }, 3)).toBeNull();
    expect(matchWinner({ player1: 0, player2: 2 }, 3)).toBe(2);
  });
});

describe(Match.name, () => {
  const now = new Date('2026-11-22T12:00:00Z');

  function startedMatch(maxGames: number, roundNumber = 1, totalRounds = 2): Match {
    const match = new Match({
      tournamentId: 1,
      tournamentName: 'Cup',
      roundNumber,
      matchNumber: 1,
      totalRounds,
      maxGames,
      moveTimeout: 60,
    });
    match.id = 10;
    match.seat(1, 101);
    match.seat(2, 202);
    return match;
  }

  /** Plays the given game winners in order; returns the number of games played when the match ended. */
  function play(match: Match, winners: GameWinner[]): number {
    let game = match.start(now);
    for (const [index, winner] of winners.entries()) {
      const next = match.recordGame(game, winner, now);
      if (!next) return index + 1;
      expect(next.gameNumber).toBe(game.gameNumber + 1);
      game = next;
    }
    return winners.length;
  }

  it('starts with game 1 open and both deadlines a move-timeout away', () => {
    const match = startedMatch(1);
    const game = match.start(now);
    expect(match.status).toBe('IN_PROGRESS');
    expect(game.gameNumber).toBe(1);
    expect(game.matchId).toBe(10);
    expect(game.player1Deadline.toISOString()).toBe('2026-11-22T12:01:00.000Z');
    expect(game.player2Deadline).toEqual(game.player1Deadline);
  });

  it("opens every game on the match's own clock: a daily match's games each give a day", () => {
    const match = new Match({
      tournamentId: 1,
      tournamentName: 'Daily',
      roundNumber: 1,
      matchNumber: 1,
      totalRounds: 1,
      maxGames: 3,
      moveTimeout: 86_400,
    });
    match.seat(1, 101);
    match.seat(2, 202);
    const first = match.start(now, 30);
    expect(first.player1Deadline.toISOString()).toBe('2026-11-23T12:00:30.000Z');
    const second = match.recordGame(first, 1, now) as Game;
    expect(second.player2Deadline.toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('best of 1: the first decided game ends it', () => {
    const match = startedMatch(1);
    expect(play(match, [2])).toBe(1);
    expect(match).toMatchObject({
      status: 'COMPLETED',
      winnerId: 202,
      player1Score: 0,
      player2Score: 1,
      completedAt: now,
    });
    expect(match.loserId).toBe(101);
  });

  it('best of 1: ties open new games until one is decided', () => {
    const match = startedMatch(1);
    expect(play(match, [null, null, 1])).toBe(3);
    expect(match).toMatchObject({ status: 'COMPLETED', winnerId: 101, player1Score: 1, player2Score: 0 });
  });

  it('best of 3: two wins end it, 2-0 after two games', () => {
    const match = startedMatch(3);
    expect(play(match, [1, 1])).toBe(2);
    expect(match).toMatchObject({ winnerId: 101, player1Score: 2, player2Score: 0 });
  });

  it('best of 3: 1-1 goes to a third game, ties in between count for nobody', () => {
    const match = startedMatch(3);
    expect(play(match, [1, null, 2, null, 2])).toBe(5);
    expect(match).toMatchObject({ status: 'COMPLETED', winnerId: 202, player1Score: 1, player2Score: 2 });
  });

  it('is final only in the last round', () => {
    expect(startedMatch(1, 1, 2).isFinal).toBe(false);
    expect(startedMatch(1, 2, 2).isFinal).toBe(true);
  });

  it('seats idempotently and refuses a taken slot or a second seat', () => {
    const match = new Match({
      tournamentId: 1,
      tournamentName: 'Cup',
      roundNumber: 2,
      matchNumber: 1,
      totalRounds: 2,
      maxGames: 3,
      moveTimeout: 60,
    });
    expect(match.seat(1, 5)).toBe(true);
    expect(match.seat(1, 5)).toBe(false);
    expect(match.canStart).toBe(false);
    expect(() => match.seat(1, 6)).toThrow('already taken');
    expect(() => match.seat(2, 5)).toThrow('other slot');
    expect(match.seat(2, 6)).toBe(true);
    expect(match.canStart).toBe(true);
  });

  it('refuses an even max_games', () => {
    expect(
      () =>
        new Match({
          tournamentId: 1,
          tournamentName: 'Cup',
          roundNumber: 1,
          matchNumber: 1,
          totalRounds: 1,
          maxGames: 2,
          moveTimeout: 60,
        }),
    ).toThrow();
  });
});
