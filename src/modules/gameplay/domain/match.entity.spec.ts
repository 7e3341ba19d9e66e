import { COMPUTER_PLAYER_ID, PRACTICE_NAME } from '../contracts/practice.js';
import { Match } from './match.entity.js';

describe('a practice match (issue 33 §5)', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('seats the player against the computer, in no tournament, and decides no title', () => {
    const match = Match.practiceFor(7, 3, 60);
    expect(match).toMatchObject({
      practice: true,
      tournamentId: null,
      tournamentName: PRACTICE_NAME,
      player1Id: 7,
      player2Id: COMPUTER_PLAYER_ID,
      maxGames: 3,
      moveTimeout: 60,
    });
    expect(match.isComputer(2)).toBe(true);
    expect(match.isComputer(1)).toBe(false);
    expect(match.isFinal).toBe(false);
    const game = match.start(now);
    expect(game.player1Deadline).toEqual(new Date(now.getTime() + 60_000));
  });

  it('is played game after game as any match', () => {
    const match = Object.assign(Match.practiceFor(7, 3, 60), { id: 4 });
    const first = Object.assign(match.start(now), { id: 1 });
    const second = match.recordGame(first, 2, now);
    expect(second?.gameNumber).toBe(2);
    const third = match.recordGame(Object.assign(second as NonNullable<typeof second>, { id: 2 }), 2, now);
    expect(third).toBeNull();
    expect(match).toMatchObject({ status: 'COMPLETED', winnerId: COMPUTER_PLAYER_ID, player2Score: 2 });
  });

  it('keeps the flag and the missing tournament together', () => {
    const slot = {
      tournamentName: 'Cup',
      roundNumber: 1,
      matchNumber: 1,
      totalRounds: 1,
      maxGames: 1,
      moveTimeout: 30,
    };
    expect(() => new Match({ ...slot, tournamentId: null })).toThrow();
    expect(() => new Match({ ...slot, tournamentId: 3, practice: true })).toThrow();
  });

  it("is not the computer's in a tournament match, whoever sits there", () => {
    const match = new Match({
      tournamentId: 3,
      tournamentName: 'Cup',
      roundNumber: 1,
      matchNumber: 1,
      totalRounds: 1,
      maxGames: 1,
      moveTimeout: 30,
    });
    match.seat(1, 5);
    match.seat(2, 6);
    expect(match.isComputer(2)).toBe(false);
  });
});
