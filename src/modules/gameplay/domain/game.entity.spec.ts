import { FORFEIT_DESCRIPTION, Game } from './game.entity.js';
import { Match } from './match.entity.js';
import { Move } from './move.entity.js';

describe(Game.name, () => {
  it('never serializes its fairness seed, open or complete', () => {
    const game = Object.assign(new Game(3, 1, new Date('2026-11-22T12:00:00Z'), 30), { id: 9 });
    const seed = game.fairnessSeed as string;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(game)).not.toContain(seed);
    expect(JSON.parse(JSON.stringify(game))).toMatchObject({ id: 9, matchId: 3, gameNumber: 1, status: 'IN_PROGRESS' });
    game.complete('ROCK', 'SPOCK', [1, 2], new Date('2026-11-22T12:00:05Z'));
    expect(JSON.stringify(game)).not.toContain(seed);
    expect(game.fairnessSeed).toBe(seed);
  });
});

describe('the no-show forfeit', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const startedMatch = () => {
    const match = new Match({
      tournamentId: 1,
      tournamentName: 'Cup',
      roundNumber: 1,
      matchNumber: 1,
      totalRounds: 2,
      maxGames: 3,
      moveTimeout: 60,
    });
    match.id = 9;
    match.seat(1, 11);
    match.seat(2, 22);
    const game = match.start(now, 30);
    game.id = 5;
    return { match, game };
  };

  it('applies in game 1 against a player who never moved, when the opponent moved by hand', () => {
    const { game } = startedMatch();
    expect(game.forfeitsAgainstAbsent(new Move(5, 11, 'ROCK', false, now))).toBe(true);
    expect(game.forfeitsAgainstAbsent(new Move(5, 11, 'ROCK', true, now))).toBe(false);
    expect(game.forfeitsAgainstAbsent(undefined)).toBe(false);
  });

  it('does not apply after game 1: the absent player has shown up before', () => {
    const { match, game } = startedMatch();
    game.complete('ROCK', 'ROCK', match.players, now);
    const next = match.recordGame(game, null, now) as Game;
    expect(next.gameNumber).toBe(2);
    expect(next.forfeitsAgainstAbsent(new Move(6, 11, 'ROCK', false, now))).toBe(false);
  });

  it('decides a best-of-3 match at once for the player who showed up', () => {
    const { match, game } = startedMatch();
    game.forfeitTo(22, now);
    expect(match.recordGame(game, 2, now)).toBeNull();
    expect(match).toMatchObject({ status: 'COMPLETED', winnerId: 22, forfeit: true, player2Score: 1 });
    expect(match.loserId).toBe(11);
    expect(game).toMatchObject({ winnerId: 22, forfeit: true, resultDescription: FORFEIT_DESCRIPTION });
  });
});
