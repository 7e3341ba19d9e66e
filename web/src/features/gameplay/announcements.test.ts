import { describe, expect, it } from '@jest/globals';
import type { Game, Match } from '../../lib/api/match';
import { choiceForKey } from '../../components/choices';
import { opponentMoved, announcementsBetween } from './announcements';

const game = (id: number, n: number, over: Partial<Game>): Game =>
  ({ id, game_number: n, is_complete: false, opponent_submitted: false, winner: null, ...over }) as Game;

const match = (over: Partial<Match>): Match =>
  ({
    id: 7,
    player1: 1,
    player2: 2,
    player1_score: 0,
    player2_score: 0,
    winner: null,
    winner_username: null,
    is_complete: false,
    current_game: null,
    games: [],
    ...over,
  }) as unknown as Match;

describe('announcementsBetween', () => {
  const playing = game(10, 1, {});
  const before = match({ current_game: playing, games: [playing] });

  it('says the opponent moved, once, to a player of the match only', () => {
    const moved = game(10, 1, { opponent_submitted: true });
    const after = match({ current_game: moved, games: [moved] });
    expect(announcementsBetween(before, after, 1)).toEqual([opponentMoved()]);
    expect(announcementsBetween(after, after, 1)).toEqual([]);
    expect(announcementsBetween(before, after, 99)).toEqual([]);
  });

  it('says each finished game in the words of its result, then the end of the match', () => {
    const won = game(10, 1, { is_complete: true, winner: 1, result_description: 'Spock smashes Scissors' });
    const over = match({
      games: [won],
      player1_score: 1,
      is_complete: true,
      winner: 1,
      winner_username: 'alice',
    });
    expect(announcementsBetween(before, over, 1)).toEqual([
      'You won game 1: Spock smashes Scissors',
      'Match over: you won the match, 1–0.',
    ]);
    expect(announcementsBetween(before, over, 2)).toEqual([
      'You lost game 1: Spock smashes Scissors',
      'Match over: you were knocked out, 1–0.',
    ]);
  });

  it("says a forfeit in each side's own words (issue 34 §2)", () => {
    const forfeit = game(10, 1, {
      is_complete: true,
      winner: 1,
      winner_username: 'alice',
      forfeit: true,
      result_description: 'Won by forfeit: opponent did not show up',
    });
    const over = match({ games: [forfeit], player1_username: 'alice', player2_username: 'bob' });
    expect(announcementsBetween(before, over, 1)).toEqual(['You won game 1 by forfeit: your opponent did not show up']);
    expect(announcementsBetween(before, over, 2)).toEqual(['You lost game 1 by forfeit: you did not move in time']);
    expect(announcementsBetween(before, over, 9)).toEqual(['alice won game 1 by forfeit: bob did not show up']);
  });

  it('says a tie is replayed; nothing for another match', () => {
    const tie = game(10, 1, { is_complete: true, result_description: 'Both chose Rock' });
    const next = game(11, 2, {});
    const after = match({ current_game: next, games: [tie, next] });
    expect(announcementsBetween(before, after, 1)).toEqual(['Game 1 is a tie: Both chose Rock. It is replayed.']);
    expect(announcementsBetween(before, { ...after, id: 8 }, 1)).toEqual([]);
  });
});

describe('choiceForKey', () => {
  it('reads 1-5 in the order shown and R P S K L in either case', () => {
    expect(['1', '2', '3', '4', '5'].map((k) => choiceForKey(k)?.value)).toEqual([
      'ROCK',
      'PAPER',
      'SCISSORS',
      'SPOCK',
      'LIZARD',
    ]);
    expect(['r', 'P', 's', 'k', 'L'].map((k) => choiceForKey(k)?.value)).toEqual([
      'ROCK',
      'PAPER',
      'SCISSORS',
      'SPOCK',
      'LIZARD',
    ]);
    expect(choiceForKey('6')).toBeNull();
    expect(choiceForKey('x')).toBeNull();
    expect(choiceForKey('Enter')).toBeNull();
  });
});
