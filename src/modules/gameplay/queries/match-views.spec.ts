import type { Choice } from '../contracts/choices.js';
import type { GameReadRow, MatchReadRow } from './match-reader.js';
import { completedGameView, gameResultView, gameView, matchView } from './match-views.js';

const P1 = 11;
const P2 = 22;
const OUTSIDER = 33;
const usernames = new Map([
  [P1, 'alice'],
  [P2, 'bob'],
]);

const match: MatchReadRow = {
  id: 1,
  tournament_id: 7,
  tournament_name: 'Cup',
  round_number: 1,
  match_number: 1,
  total_rounds: 1,
  max_games: 3,
  move_timeout: 60,
  third_place: false,
  practice: false,
  listed: true,
  player1_id: P1,
  player2_id: P2,
  player1_score: 0,
  player2_score: 0,
  winner_id: null,
  forfeit: false,
  bye: false,
  status: 'IN_PROGRESS',
  started_at: '2026-11-22T12:00:00Z',
  completed_at: null,
  now: '2026-11-22T12:00:10Z',
};

function game(player1: Choice | null, player2: Choice | null, complete = false): GameReadRow {
  return {
    id: 5,
    match_id: 1,
    game_number: 1,
    status: complete ? 'COMPLETED' : 'IN_PROGRESS',
    started_at: '2026-11-22T12:00:00Z',
    player1_deadline: '2026-11-22T12:01:00Z',
    player2_deadline: '2026-11-22T12:01:00Z',
    completed_at: complete ? '2026-11-22T12:00:20Z' : null,
    winner_id: complete ? P2 : null,
    result_description: complete ? 'Spock vaporizes Rock' : null,
    forfeit: false,
    player1_choice: player1,
    player2_choice: player2,
    player1_auto: player1 === null ? null : false,
    player2_auto: player2 === null ? null : true,
    fairness_commitment: 'c0ffee',
    fairness_seed: complete ? '5eed' : null,
  };
}

describe(gameView.name, () => {
  it('shows a player their own choice and only that the opponent has moved', () => {
    const open = game('ROCK', 'SPOCK');
    const mine = gameView(match, open, { viewerId: P1, usernames });
    expect(mine).toMatchObject({
      player1_choice: 'ROCK',
      player2_choice: null,
      my_choice: 'ROCK',
      opponent_choice: null,
      opponent_choice_display: null,
      my_submitted: true,
      opponent_submitted: true,
      opponent_username: 'bob',
      result_description: null,
      my_move_deadline: '2026-11-22T12:01:00.000Z',
      move_timeout: 60,
      server_time: '2026-11-22T12:00:10.000Z',
    });
    expect(JSON.stringify(mine)).not.toMatch(/spock/i);
    const theirs = gameView(match, open, { viewerId: P2, usernames });
    expect(theirs).toMatchObject({
      player1_choice: null,
      player2_choice: 'SPOCK',
      my_choice: 'SPOCK',
      opponent_choice: null,
    });
    expect(JSON.stringify(theirs)).not.toMatch(/rock/i);
  });

  it('shows an outsider no choice of an open game and no player perspective', () => {
    const view = gameView(match, game('ROCK', 'SPOCK'), { viewerId: OUTSIDER, usernames });
    expect(view).toMatchObject({
      player1_submitted: true,
      player2_submitted: true,
      my_submitted: false,
      opponent_username: null,
      my_move_deadline: null,
    });
    expect(JSON.stringify(view)).not.toMatch(/rock|spock/i);
  });

  it('shows everyone both choices once the game is complete', () => {
    const done = game('ROCK', 'SPOCK', true);
    expect(gameView(match, done, { viewerId: OUTSIDER, usernames })).toMatchObject({
      player1_choice: 'ROCK',
      player2_choice: 'SPOCK',
      player1_choice_display: 'Rock',
      player2_choice_display: 'Spock',
      winner_username: 'bob',
      result_description: 'Spock vaporizes Rock',
    });
    expect(gameView(match, done, { viewerId: P1, usernames })).toMatchObject({
      my_choice: 'ROCK',
      opponent_choice: 'SPOCK',
      opponent_choice_display: 'Spock',
    });
  });
});

describe('auto flags and fairness', () => {
  it('shows an auto flag only where its choice shows: player 2 timed out, player 1 sees nothing of it yet', () => {
    const open = game('ROCK', 'SPOCK');
    expect(gameView(match, open, { viewerId: P1, usernames })).toMatchObject({
      player1_auto: false,
      player2_auto: null,
      my_auto: false,
      opponent_auto: null,
    });
    expect(gameView(match, open, { viewerId: P2, usernames })).toMatchObject({
      player1_auto: null,
      player2_auto: true,
      my_auto: true,
      opponent_auto: null,
    });
    expect(gameView(match, open, { viewerId: OUTSIDER, usernames })).toMatchObject({
      player1_auto: null,
      player2_auto: null,
      my_auto: null,
      opponent_auto: null,
    });
    const done = game('ROCK', 'SPOCK', true);
    expect(gameView(match, done, { viewerId: P1, usernames })).toMatchObject({
      player1_auto: false,
      player2_auto: true,
      my_auto: false,
      opponent_auto: true,
    });
    expect(completedGameView(done, usernames)).toMatchObject({ player1_auto: false, player2_auto: true });
  });

  it('shows the commitment from the start and the seed only once the game is complete', () => {
    // A reader row of an open game never has a seed; even if one slipped in, the view withholds it.
    const open = { ...game('ROCK', null), fairness_seed: '5eed' };
    expect(gameView(match, open, { viewerId: P1, usernames }).fairness).toEqual({ commitment: 'c0ffee', seed: null });
    expect(gameView(match, game('ROCK', 'SPOCK', true), { viewerId: OUTSIDER, usernames }).fairness).toEqual({
      commitment: 'c0ffee',
      seed: '5eed',
    });
    expect(completedGameView(game('ROCK', 'SPOCK', true), usernames).fairness).toEqual({
      commitment: 'c0ffee',
      seed: '5eed',
    });
    expect(
      gameView(match, { ...game(null, null), fairness_commitment: null }, { viewerId: P1, usernames }).fairness,
    ).toBeNull();
  });
});

describe(matchView.name, () => {
  it('says whose move is awaited in the current game', () => {
    const games = [game('ROCK', null)];
    expect(matchView(match, games, { viewerId: P1, usernames })).toMatchObject({
      needs_my_move: false,
      player1_submitted: true,
      player2_submitted: false,
    });
    expect(matchView(match, games, { viewerId: P2, usernames })).toMatchObject({
      needs_my_move: true,
      is_participant: true,
    });
    expect(matchView(match, games, { viewerId: OUTSIDER, usernames })).toMatchObject({
      needs_my_move: false,
      is_participant: false,
    });
  });
});

describe('results and history', () => {
  it('has no result and no history entry for an open game', () => {
    expect(gameResultView(match, game('ROCK', null), { viewerId: P1, usernames })).toBeNull();
    expect(() => completedGameView(game('ROCK', 'SPOCK'), usernames)).toThrow('not complete');
    expect(() => completedGameView(game('ROCK', null, true), usernames)).toThrow('not complete');
  });
});

describe('a game won by forfeit', () => {
  const forfeited: GameReadRow = {
    ...game('LIZARD', null, true),
    winner_id: P1,
    result_description: 'Won by forfeit: opponent did not show up',
    forfeit: true,
  };
  const decided: MatchReadRow = { ...match, status: 'COMPLETED', winner_id: P1, player1_score: 1, forfeit: true };

  it("shows the mover's choice, no choice for the absent player, and says it was a forfeit", () => {
    expect(completedGameView(forfeited, usernames)).toMatchObject({
      player1_choice: 'LIZARD',
      player2_choice: null,
      player2_choice_display: null,
      forfeit: true,
      result_description: 'Won by forfeit: opponent did not show up',
    });
    const seen = matchView(decided, [forfeited], { viewerId: P2, usernames });
    expect(seen).toMatchObject({ forfeit: true, winner_username: 'alice' });
    expect(seen.games[0]).toMatchObject({ forfeit: true, my_choice: null, opponent_choice: 'LIZARD' });
  });
});
