import { describe, expect, it } from '@jest/globals';
import type { Game, Match } from '../../lib/api/match';
import { autosOf, choicesOf, clockOf, deadlineOf, expiryKey, gameInPlay, lastCompletedGame, sidesOf } from './play';

const now = Date.parse('2026-11-24T12:00:00.000Z');
const inSeconds = (s: number) => new Date(now + s * 1000).toISOString();

const game = (overrides: Partial<Game> = {}): Game =>
  ({
    id: 30,
    game_number: 2,
    is_complete: false,
    move_timeout: 30,
    my_submitted: false,
    opponent_submitted: false,
    my_move_deadline: inSeconds(20),
    opponent_move_deadline: inSeconds(25),
    player1_choice: 'ROCK',
    player2_choice: 'SPOCK',
    player1_auto: true,
    player2_auto: false,
    ...overrides,
  }) as Game;

const match = (overrides: Partial<Match> = {}): Match =>
  ({
    practice: false,
    player1: 1,
    player2: 2,
    player1_username: 'alice',
    player2_username: 'bob',
    player1_score: 1,
    player2_score: 0,
    is_complete: false,
    current_game: game(),
    games: [],
    ...overrides,
  }) as Match;

describe('sidesOf', () => {
  it('puts the viewer on the left, whichever player they are', () => {
    const asBob = sidesOf(match(), 2);
    expect(asBob.mySlot).toBe(2);
    expect([asBob.left.name, asBob.left.isMe, asBob.right.name]).toEqual(['bob', true, 'alice']);
    expect(sidesOf(match(), 1).mySlot).toBe(1);
  });

  it('shows a spectator player 1 on the left, and TBD for a player not yet known', () => {
    const watching = sidesOf(match({ player2: null, player2_username: null }), 9);
    expect(watching.mySlot).toBeNull();
    expect([watching.left.name, watching.right.name]).toEqual(['alice', 'TBD']);
  });
});

describe('choicesOf and autosOf', () => {
  it("read a game from the viewer's side", () => {
    expect(choicesOf(game(), sidesOf(match(), 1))).toEqual(['ROCK', 'SPOCK']);
    expect(choicesOf(game(), sidesOf(match(), 2))).toEqual(['SPOCK', 'ROCK']);
    expect(autosOf(game(), sidesOf(match(), 2))).toEqual([false, true]);
  });
});

describe('a practice match (issue 33 §5)', () => {
  const practice = () => match({ practice: true, player2: 0, player2_username: 'Computer (practice)' });

  it('shows the computer without a player page to link', () => {
    const sides = sidesOf(practice(), 1);
    expect(sides.right).toMatchObject({ id: null, name: 'Computer (practice)', computer: true, isMe: false });
    expect(sides.left).toMatchObject({ id: 1, computer: false, isMe: true });
  });

  it("never says the computer's move was made because time ran out: it is the seed's from the start", () => {
    const both = game({ player1_auto: true, player2_auto: true });
    expect(autosOf(both, sidesOf(practice(), 1))).toEqual([true, false]);
    expect(autosOf(game({ player1_auto: false, player2_auto: true }), sidesOf(practice(), 1))).toEqual([false, false]);
  });
});

describe('gameInPlay', () => {
  it('is the current game for a player of a match still on, else null', () => {
    expect(gameInPlay(match(), 1)?.id).toBe(30);
    expect(gameInPlay(match(), null)).toBeNull();
    expect(gameInPlay(match({ is_complete: true }), 1)).toBeNull();
    expect(gameInPlay(match({ current_game: null }), 2)).toBeNull();
  });
});

describe('deadlineOf', () => {
  it("ticks the viewer's deadline on their turn, the opponent's until they move, then none", () => {
    expect(deadlineOf(game())).toBe(inSeconds(20));
    expect(deadlineOf(game({ my_submitted: true }))).toBe(inSeconds(25));
    expect(deadlineOf(game({ my_submitted: true, opponent_submitted: true }))).toBeNull();
    expect(deadlineOf(null)).toBeNull();
  });
});

describe('clockOf', () => {
  it('counts down to the deadline on the server clock', () => {
    expect(clockOf(game(), 0, now)).toEqual({ seconds: 20, expired: false, grace: 0 });
    expect(clockOf(game(), 5000, now).seconds).toBe(15);
  });

  it("counts one deadline through a first game's start grace, and knows the grace is on", () => {
    expect(clockOf(game({ my_move_deadline: inSeconds(34) }), 0, now)).toEqual({
      seconds: 34,
      expired: false,
      grace: 4,
    });
  });

  it('expires at zero', () => {
    expect(clockOf(game({ my_move_deadline: inSeconds(-2) }), 0, now)).toMatchObject({ seconds: 0, expired: true });
  });

  it('has nothing to count without a game', () => {
    expect(clockOf(null, 0, now)).toEqual({ seconds: null, expired: false, grace: 0 });
  });
});

describe('expiryKey', () => {
  it('names the game and whose deadline passed, once expired', () => {
    expect(expiryKey(game(), true)).toBe('30:me');
    expect(expiryKey(game({ my_submitted: true }), true)).toBe('30:them');
    expect(expiryKey(game(), false)).toBeNull();
    expect(expiryKey(null, true)).toBeNull();
  });
});

describe('lastCompletedGame', () => {
  it('is the newest finished game', () => {
    const games = [
      game({ id: 1, game_number: 1, is_complete: true }),
      game({ id: 3, game_number: 3 }),
      game({ id: 2, game_number: 2, is_complete: true }),
    ];
    expect(lastCompletedGame(match({ games }))?.id).toBe(2);
    expect(lastCompletedGame(match())).toBeNull();
  });
});
