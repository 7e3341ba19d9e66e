import { CommandBus, QueryBus, type Query } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { CreateBracketMatches, SeatMatchPlayer } from '../../src/modules/gameplay/contracts/gameplay.commands.js';
import {
  type BracketMatchWithGames,
  GetPlayerMatches,
  GetTournamentMatches,
} from '../../src/modules/gameplay/contracts/gameplay.queries.js';
import type { Choice } from '../../src/modules/gameplay/contracts/choices.js';
import { SubmitMove } from '../../src/modules/gameplay/commands/submit-move.command.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const BLITZ = 1;
const CLASSIC = 3;

describe('Gameplay context through its command and query buses', () => {
  let t: TestApp;
  let tournamentSeq = 0;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  /** A bracket of the given first-round pairs; returns its tournament id and match ids by round and number. */
  async function bracket(maxGames: number, pairs: [Player, Player][], totalRounds = 1) {
    const tournamentId = 1000 + ++tournamentSeq;
    await t.app.get(CommandBus).execute(
      new CreateBracketMatches(
        tournamentId,
        `Cup ${tournamentId}`,
        maxGames,
        totalRounds,
        pairs.map(([a, b]) => [a.id, b.id]),
        t.config.moveTimeoutSeconds,
      ),
    );
    const rows = await t.sql<{ id: number }>(
      'SELECT id FROM matches WHERE tournament_id = $1 ORDER BY round_number, match_number',
      [tournamentId],
    );
    return { tournamentId, matchIds: rows.map((r) => r.id) };
  }

  async function match(maxGames = BLITZ, totalRounds = 1) {
    const [p1, p2] = [await fixtures(t).player({ name: 'p1_' }), await fixtures(t).player({ name: 'p2_' })];
    const { tournamentId, matchIds } = await bracket(maxGames, [[p1, p2]], totalRounds);
    return { tournamentId, matchId: matchIds[0], p1, p2 };
  }

  /** Runs a query as another context would: inside a request's (or transaction's) unit of work. */
  function query<T>(q: Query<T>): Promise<T> {
    return RequestContext.create(t.orm.em, () => t.app.get(QueryBus).execute(q));
  }

  async function currentGameId(matchId: number): Promise<number> {
    const row = (
      await t.sql<{ id: number }>("SELECT id FROM games WHERE match_id = $1 AND status = 'IN_PROGRESS'", [matchId])
    ).at(0);
    if (!row) throw new Error(`match ${matchId} has no open game`);
    return row.id;
  }

  const submit = (gameId: number, player: Player, choice: unknown) =>
    t.api.raw('POST', `/api/games/${gameId}/submit_choice/`, {
      body: choice === undefined ? {} : { choice },
      token: player.access,
    });

  /** Plays one game of the match's current game: both players submit, player 1 first. */
  async function playGame(matchId: number, p1: Player, c1: Choice, p2: Player, c2: Choice) {
    const gameId = await currentGameId(matchId);
    const first = await submit(gameId, p1, c1);
    expect(first.status).toBe(200);
    const second = await submit(gameId, p2, c2);
    expect(second.status).toBe(200);
    return { gameId, first: first.body, second: second.body };
  }

  const eventsOf = (type: string, aggregateId: number) =>
    t.sql<{ payload: Record<string, unknown>; user_id: number | null }>(
      'SELECT payload, user_id FROM domain_events WHERE type = $1 AND aggregate_id = $2 ORDER BY id',
      [type, String(aggregateId)],
    );

  describe('creating matches', () => {
    it('starts round 1 with game 1 open, leaves later rounds pending, raises MatchStarted, and is idempotent', async () => {
      const players = await Promise.all([1, 2, 3, 4].map(() => fixtures(t).player({ name: 'brk' })));
      const { tournamentId, matchIds } = await bracket(
        CLASSIC,
        [
          [players[0], players[1]],
          [players[2], players[3]],
        ],
        2,
      );
      const rows = await t.sql(
        `SELECT round_number, match_number, player1_id, player2_id, status, max_games, total_rounds, tournament_name,
                started_at IS NOT NULL AS started
           FROM matches WHERE tournament_id = $1 ORDER BY round_number, match_number`,
        [tournamentId],
      );
      expect(rows).toEqual([
        {
          round_number: 1,
          match_number: 1,
          player1_id: players[0].id,
          player2_id: players[1].id,
          status: 'IN_PROGRESS',
          max_games: 3,
          total_rounds: 2,
          tournament_name: `Cup ${tournamentId}`,
          started: true,
        },
        {
          round_number: 1,
          match_number: 2,
          player1_id: players[2].id,
          player2_id: players[3].id,
          status: 'IN_PROGRESS',
          max_games: 3,
          total_rounds: 2,
          tournament_name: `Cup ${tournamentId}`,
          started: true,
        },
        {
          round_number: 2,
          match_number: 1,
          player1_id: null,
          player2_id: null,
          status: 'PENDING',
          max_games: 3,
          total_rounds: 2,
          tournament_name: `Cup ${tournamentId}`,
          started: false,
        },
      ]);
      const games = await t.sql<{
        match_id: number;
        game_number: number;
        status: string;
        timeout: number;
        same: boolean;
      }>(
        `SELECT match_id, game_number, status, extract(epoch FROM player1_deadline - started_at)::int AS timeout,
                player1_deadline = player2_deadline AS same
           FROM games WHERE match_id = ANY($1) ORDER BY match_id`,
        [matchIds],
      );
      expect(games).toEqual([
        { match_id: matchIds[0], game_number: 1, status: 'IN_PROGRESS', timeout: 60, same: true },
        { match_id: matchIds[1], game_number: 1, status: 'IN_PROGRESS', timeout: 60, same: true },
      ]);
      expect(await eventsOf('MatchStarted', matchIds[0])).toEqual([
        {
          payload: {
            matchId: matchIds[0],
            tournamentId,
            roundNumber: 1,
            matchNumber: 1,
            player1Id: players[0].id,
            player2Id: players[1].id,
            moveTimeout: 60,
            thirdPlace: false,
          },
          user_id: null,
        },
      ]);
      expect(await eventsOf('MatchStarted', matchIds[2])).toEqual([]);

      await t.app.get(CommandBus).execute(
        new CreateBracketMatches(
          tournamentId,
          'Again',
          CLASSIC,
          2,
          [
            [players[0].id, players[1].id],
            [players[2].id, players[3].id],
          ],
          t.config.moveTimeoutSeconds,
        ),
      );
      const [{ n }] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM matches WHERE tournament_id = $1', [
        tournamentId,
      ]);
      expect(Number(n)).toBe(3);
    });

    it('refuses a bracket whose pairs do not fit its rounds', async () => {
      const [a, b] = [await fixtures(t).player(), await fixtures(t).player()];
      await expect(
        t.app.get(CommandBus).execute(new CreateBracketMatches(999_001, 'Bad', BLITZ, 2, [[a.id, b.id]], 60)),
      ).rejects.toThrow('first-round matches');
      await expect(
        t.app.get(CommandBus).execute(new CreateBracketMatches(999_002, 'Bad', 2, 1, [[a.id, b.id]], 60)),
      ).rejects.toThrow('odd');
    });

    it('seats later-round players idempotently and starts the match when both slots are filled', async () => {
      const players = await Promise.all([1, 2, 3, 4].map(() => fixtures(t).player({ name: 'seat' })));
      const { tournamentId, matchIds } = await bracket(
        BLITZ,
        [
          [players[0], players[1]],
          [players[2], players[3]],
        ],
        2,
      );
      const final = matchIds[2];
      const bus = t.app.get(CommandBus);
      await bus.execute(new SeatMatchPlayer(tournamentId, 2, 1, 1, players[0].id));
      await bus.execute(new SeatMatchPlayer(tournamentId, 2, 1, 1, players[0].id));
      let [row] = await t.sql<{ status: string; player1_id: number; player2_id: number | null }>(
        'SELECT * FROM matches WHERE id = $1',
        [final],
      );
      expect(row).toMatchObject({ status: 'PENDING', player1_id: players[0].id, player2_id: null });
      await expect(bus.execute(new SeatMatchPlayer(tournamentId, 2, 1, 1, players[2].id))).rejects.toThrow(
        'already taken',
      );

      await bus.execute(new SeatMatchPlayer(tournamentId, 2, 1, 2, players[3].id));
      await bus.execute(new SeatMatchPlayer(tournamentId, 2, 1, 2, players[3].id));
      [row] = await t.sql('SELECT * FROM matches WHERE id = $1', [final]);
      expect(row).toMatchObject({ status: 'IN_PROGRESS', player1_id: players[0].id, player2_id: players[3].id });
      const games = await t.sql('SELECT game_number FROM games WHERE match_id = $1', [final]);
      expect(games).toEqual([{ game_number: 1 }]);
      expect(await eventsOf('MatchStarted', final)).toHaveLength(1);
      await expect(bus.execute(new SeatMatchPlayer(tournamentId, 3, 1, 1, players[0].id))).rejects.toThrow(
        'Match not found',
      );
    });
  });

  describe('reading a match', () => {
    it('answers every field of Match and Game, seen from the caller', async () => {
      const { matchId, p1, p2, tournamentId } = await match(CLASSIC);
      const gameId = await currentGameId(matchId);
      const before = Date.now();
      const res = await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: p1.access });
      expect(res.status).toBe(200);
      const game = {
        id: gameId,
        match: matchId,
        game_number: 1,
        player1_choice: null,
        player2_choice: null,
        player1_choice_display: null,
        player2_choice_display: null,
        my_choice: null,
        my_choice_display: null,
        opponent_choice: null,
        opponent_choice_display: null,
        player1_auto: null,
        player2_auto: null,
        my_auto: null,
        opponent_auto: null,
        opponent_username: p2.username,
        my_submitted: false,
        opponent_submitted: false,
        player1_submitted: false,
        player2_submitted: false,
        is_complete: false,
        winner: null,
        winner_username: null,
        result_description: null,
        forfeit: false,
        started_at: expect.any(String),
        completed_at: null,
        my_move_deadline: expect.any(String),
        opponent_move_deadline: expect.any(String),
        player1_move_deadline: expect.any(String),
        player2_move_deadline: expect.any(String),
        move_timeout: 60,
        server_time: expect.any(String),
        fairness: { commitment: expect.stringMatching(/^[0-9a-f]{64}$/), seed: null },
      };
      expect(res.body).toEqual({
        id: matchId,
        tournament: tournamentId,
        tournament_name: `Cup ${tournamentId}`,
        practice: false,
        round_number: 1,
        match_number: 1,
        total_rounds: 1,
        is_final: true,
        is_third_place: false,
        player1: p1.id,
        player2: p2.id,
        player1_username: p1.username,
        player2_username: p2.username,
        player1_score: 0,
        player2_score: 0,
        player1_submitted: false,
        player2_submitted: false,
        status: 'IN_PROGRESS',
        status_display: 'In Progress',
        // Nobody else has a stream on it (issue 33 §4).
        watchers: 0,
        winner: null,
        winner_username: null,
        is_complete: false,
        forfeit: false,
        bye: false,
        max_games: 3,
        move_timeout: 60,
        is_participant: true,
        needs_my_move: true,
        games: [game],
        current_game: game,
        started_at: expect.any(String),
        completed_at: null,
        server_time: expect.any(String),
      });
      const deadline = Date.parse(res.body.current_game.my_move_deadline);
      const serverTime = Date.parse(res.body.server_time);
      expect(Math.abs(serverTime - Date.now())).toBeLessThan(5000);
      expect(deadline - Date.parse(res.body.current_game.started_at)).toBe(60_000);
      expect(deadline).toBeGreaterThan(before);

      const current = await t.api.get('/api/matches/{id}/current_game', {
        params: { path: { id: matchId } },
        token: p2.access,
      });
      expect(current.status).toBe(200);
      expect(current.body).toMatchObject({ id: gameId, opponent_username: p1.username, my_submitted: false });
      const games = await t.api.get('/api/matches/{id}/games', { params: { path: { id: matchId } }, token: p2.access });
      expect(games.status).toBe(200);
      expect(games.body).toEqual([{ ...current.body, server_time: expect.any(String) }]);
    });

    it('lets any signed-in user watch, without the player perspective; unknown or malformed ids are 404', async () => {
      const { matchId } = await match();
      const outsider = await fixtures(t).player({ name: 'watch' });
      const res = await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: outsider.access });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ is_participant: false, needs_my_move: false });
      expect(res.body.current_game).toMatchObject({
        my_choice: null,
        opponent_choice: null,
        opponent_username: null,
        my_submitted: false,
        my_move_deadline: null,
        opponent_move_deadline: null,
      });
      for (const path of [
        '/matches/99999999/',
        '/matches/abc/',
        '/matches/0/',
        '/matches/99999999999/',
        '/matches/1e3/',
      ]) {
        const missing = await t.api.raw('GET', `/api${path}`, { token: outsider.access });
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ detail: 'Match not found.', code: 'not_found' });
      }
      expect(
        (
          await t.api.get('/api/matches/{id}/current_game', {
            params: { path: { id: 99999999 } },
            token: outsider.access,
          })
        ).status,
      ).toBe(404);
      expect(
        (await t.api.get('/api/matches/{id}/games', { params: { path: { id: 99999999 } }, token: outsider.access }))
          .status,
      ).toBe(404);
      expect((await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } } })).status).toBe(401);
    });

    it('a pending match has no players yet and no active game', async () => {
      const players = await Promise.all([1, 2, 3, 4].map(() => fixtures(t).player({ name: 'pend' })));
      const { matchIds: later } = await bracket(
        BLITZ,
        [
          [players[0], players[1]],
          [players[2], players[3]],
        ],
        2,
      );
      const pending = await t.api.get('/api/matches/{id}', {
        params: { path: { id: later[2] } },
        token: players[0].access,
      });
      // The API spells a waiting match's status as the spec does: lower-case "pending".
      expect(pending.body).toMatchObject({
        status: 'pending',
        status_display: 'Pending',
        player1: null,
        player2: null,
        games: [],
        current_game: null,
      });
      const none = await t.api.get('/api/matches/{id}/current_game', {
        params: { path: { id: later[2] } },
        token: players[0].access,
      });
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ detail: 'No active game', code: 'not_found' });
    });
  });

  describe('submitting a choice', () => {
    it('answers result null while waiting, raises MoveSubmitted without the choice, and shows the opponent only that a move is in', async () => {
      const { matchId, p1, p2 } = await match(CLASSIC);
      const gameId = await currentGameId(matchId);
      const res = await submit(gameId, p1, 'rock');
      expect(res.status).toBe(200);
      expect(res.body.result).toBeNull();
      expect(res.body.game).toMatchObject({
        id: gameId,
        my_choice: 'ROCK',
        my_choice_display: 'Rock',
        my_submitted: true,
        opponent_submitted: false,
        player1_choice: 'ROCK',
        player2_choice: null,
        is_complete: false,
      });

      const events = await eventsOf('MoveSubmitted', gameId);
      expect(events).toEqual([
        {
          payload: {
            matchId,
            tournamentId: expect.any(Number),
            roundNumber: 1,
            matchNumber: 1,
            gameId,
            gameNumber: 1,
            userId: p1.id,
            fairness: { commitment: expect.stringMatching(/^[0-9a-f]{64}$/), seed: null },
          },
          user_id: p1.id,
        },
      ]);
      const opponentView = await t.api.get('/api/matches/{id}', {
        params: { path: { id: matchId } },
        token: p2.access,
      });
      expect(opponentView.body).toMatchObject({
        player1_submitted: true,
        player2_submitted: false,
        needs_my_move: true,
      });
      expect(opponentView.body.current_game).toMatchObject({
        opponent_submitted: true,
        opponent_choice: null,
        player1_choice: null,
        my_submitted: false,
      });
      const [move] = await t.sql('SELECT choice, auto FROM moves WHERE game_id = $1', [gameId]);
      expect(move).toEqual({ choice: 'ROCK', auto: false });
    });

    it('completes the game on the second move and answers the result', async () => {
      const { matchId, p1, p2 } = await match(CLASSIC);
      const { gameId, first, second } = await playGame(matchId, p1, 'SCISSORS', p2, 'LIZARD');
      expect(first.result).toBeNull();
      expect(second.result).toEqual({
        winner_username: p1.username,
        result_description: 'Scissors decapitates Lizard',
        player1_score: 1,
        player2_score: 0,
        match_complete: false,
        match_winner_username: null,
      });
      expect(second.game).toMatchObject({
        id: gameId,
        is_complete: true,
        my_choice: 'LIZARD',
        opponent_choice: 'SCISSORS',
        opponent_choice_display: 'Scissors',
        player1_choice: 'SCISSORS',
        player2_choice: 'LIZARD',
        player1_choice_display: 'Scissors',
        player2_choice_display: 'Lizard',
        winner: p1.id,
        winner_username: p1.username,
        result_description: 'Scissors decapitates Lizard',
        completed_at: expect.any(String),
      });
      expect(await eventsOf('GameCompleted', gameId)).toEqual([
        {
          payload: expect.objectContaining({
            gameId,
            gameNumber: 1,
            player1Choice: 'SCISSORS',
            player2Choice: 'LIZARD',
            winnerId: p1.id,
            resultDescription: 'Scissors decapitates Lizard',
          }),
          user_id: null,
        },
      ]);
      const view = await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: p1.access });
      expect(view.body).toMatchObject({ player1_score: 1, player2_score: 0, status: 'IN_PROGRESS' });
      expect(view.body.games).toHaveLength(2);
      expect(view.body.current_game).toMatchObject({ game_number: 2, my_submitted: false, opponent_submitted: false });
    });

    it('a tie counts for nobody and opens a new game with new deadlines', async () => {
      const { matchId, p1, p2 } = await match(BLITZ);
      const [{ player1_deadline: firstDeadline }] = await t.sql<{ player1_deadline: Date }>(
        'SELECT player1_deadline FROM games WHERE match_id = $1',
        [matchId],
      );
      // Deadlines are read to the millisecond: the next game starts at least one later on the database's clock.
      await eventually(
        () =>
          t.sql<{ later: boolean }>(
            "SELECT clock_timestamp() >= started_at + interval '1 millisecond' AS later FROM games WHERE match_id = $1",
            [matchId],
          ),
        { until: ([row]) => row.later, interval: 1, what: 'a millisecond on the database clock' },
      );
      const { gameId, second } = await playGame(matchId, p1, 'ROCK', p2, 'ROCK');
      expect(second.result).toEqual({
        winner_username: null,
        result_description: 'Tie! Both chose Rock',
        player1_score: 0,
        player2_score: 0,
        match_complete: false,
        match_winner_username: null,
      });
      expect(await eventsOf('GameCompleted', gameId)).toEqual([
        {
          payload: expect.objectContaining({ winnerId: null, resultDescription: 'Tie! Both chose Rock' }),
          user_id: null,
        },
      ]);
      const games = await t.sql<{
        game_number: number;
        status: string;
        player1_deadline: Date;
        winner_id: number | null;
      }>(
        'SELECT game_number, status, player1_deadline, winner_id FROM games WHERE match_id = $1 ORDER BY game_number',
        [matchId],
      );
      expect(games.map((g) => [g.game_number, g.status, g.winner_id])).toEqual([
        [1, 'COMPLETED', null],
        [2, 'IN_PROGRESS', null],
      ]);
      expect(games[1].player1_deadline.getTime()).toBeGreaterThan(new Date(firstDeadline).getTime());
      const current = await t.api.get('/api/matches/{id}/current_game', {
        params: { path: { id: matchId } },
        token: p2.access,
      });
      expect(current.body).toMatchObject({ game_number: 2, is_complete: false });
    });

    it('ends a BLITZ match with one decided game and raises MatchCompleted', async () => {
      const { matchId, p1, p2 } = await match(BLITZ);
      const { second } = await playGame(matchId, p1, 'PAPER', p2, 'SPOCK');
      expect(second.result).toEqual({
        winner_username: p1.username,
        result_description: 'Paper disproves Spock',
        player1_score: 1,
        player2_score: 0,
        match_complete: true,
        match_winner_username: p1.username,
      });
      const view = await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: p2.access });
      expect(view.body).toMatchObject({
        status: 'COMPLETED',
        status_display: 'Completed',
        is_complete: true,
        winner: p1.id,
        winner_username: p1.username,
        current_game: null,
        needs_my_move: false,
        completed_at: expect.any(String),
      });
      const none = await t.api.get('/api/matches/{id}/current_game', {
        params: { path: { id: matchId } },
        token: p1.access,
      });
      expect(none.status).toBe(404);
      expect(none.body).toEqual({ detail: 'No active game', code: 'not_found' });
      expect(await eventsOf('MatchCompleted', matchId)).toEqual([
        {
          payload: {
            matchId,
            tournamentId: expect.any(Number),
            roundNumber: 1,
            matchNumber: 1,
            winnerId: p1.id,
            loserId: p2.id,
            player1Score: 1,
            player2Score: 0,
            isFinal: true,
            thirdPlace: false,
            forfeit: false,
          },
          user_id: null,
        },
      ]);
    });

    it('ends a CLASSIC match at two wins, through a tie and a 1-1, and marks a non-final round', async () => {
      const players = await Promise.all([1, 2, 3, 4].map(() => fixtures(t).player({ name: 'cls' })));
      const { matchIds } = await bracket(
        CLASSIC,
        [
          [players[0], players[1]],
          [players[2], players[3]],
        ],
        2,
      );
      const [matchId] = matchIds;
      const [p1, p2] = players;
      expect((await playGame(matchId, p1, 'ROCK', p2, 'LIZARD')).second.result).toMatchObject({
        player1_score: 1,
        player2_score: 0,
        match_complete: false,
      });
      expect((await playGame(matchId, p1, 'SPOCK', p2, 'SPOCK')).second.result).toMatchObject({
        player1_score: 1,
        player2_score: 0,
        match_complete: false,
      });
      expect((await playGame(matchId, p1, 'ROCK', p2, 'PAPER')).second.result).toMatchObject({
        player1_score: 1,
        player2_score: 1,
        match_complete: false,
      });
      const last = await playGame(matchId, p1, 'LIZARD', p2, 'SPOCK');
      expect(last.second.result).toEqual({
        winner_username: p1.username,
        result_description: 'Lizard poisons Spock',
        player1_score: 2,
        player2_score: 1,
        match_complete: true,
        match_winner_username: p1.username,
      });
      const view = await t.api.get('/api/matches/{id}/games', { params: { path: { id: matchId } }, token: p1.access });
      expect(
        view.body.map((g: { game_number: number; result_description: string }) => [
          g.game_number,
          g.result_description,
        ]),
      ).toEqual([
        [1, 'Rock crushes Lizard'],
        [2, 'Tie! Both chose Spock'],
        [3, 'Paper covers Rock'],
        [4, 'Lizard poisons Spock'],
      ]);
      expect(await eventsOf('MatchCompleted', matchId)).toEqual([
        {
          payload: expect.objectContaining({
            winnerId: p1.id,
            loserId: p2.id,
            player1Score: 2,
            player2Score: 1,
            isFinal: false,
          }),
          user_id: null,
        },
      ]);
      expect(await eventsOf('GameCompleted', last.gameId)).toHaveLength(1);
    });

    describe('refusals', () => {
      it('refuses an outsider with 403 and an unknown or malformed game with 404', async () => {
        const { matchId } = await match();
        const outsider = await fixtures(t).player({ name: 'out' });
        const gameId = await currentGameId(matchId);
        const res = await submit(gameId, outsider, 'ROCK');
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: 'You are not a player in this match.', code: 'not_a_player' });
        for (const id of ['99999999', 'abc', '-1']) {
          const missing = await submit(id as unknown as number, outsider, 'ROCK');
          expect(missing.status).toBe(404);
          expect(missing.body).toEqual({ detail: 'Game not found.', code: 'not_found' });
        }
        expect(
          (
            await t.api.post('/api/games/{id}/submit_choice', {
              params: { path: { id: gameId } },
              body: { choice: 'ROCK' },
            })
          ).status,
        ).toBe(401);
        expect(await t.sql('SELECT 1 FROM moves WHERE game_id = $1', [gameId])).toEqual([]);
      });

      it('refuses a second submit for the same game', async () => {
        const { matchId, p1 } = await match();
        const gameId = await currentGameId(matchId);
        expect((await submit(gameId, p1, 'ROCK')).status).toBe(200);
        const again = await submit(gameId, p1, 'PAPER');
        expect(again.status).toBe(400);
        expect(again.body).toEqual({
          error: 'You have already submitted a choice for this game',
          code: 'already_submitted',
        });
        expect(await t.sql('SELECT choice FROM moves WHERE game_id = $1', [gameId])).toEqual([{ choice: 'ROCK' }]);
      });

      it.each([
        ['an unknown choice', 'WELL'],
        ['a number', 3],
        ['an empty string', ''],
      ])('refuses %s with a field error', async (_label, choice) => {
        const { matchId, p1 } = await match();
        const res = await submit(await currentGameId(matchId), p1, choice);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ choice: ['Not a valid choice.'] });
      });

      it('refuses a missing choice with a field error', async () => {
        const { matchId, p1 } = await match();
        const res = await submit(await currentGameId(matchId), p1, undefined);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ choice: ['This field is required.'] });
      });

      it('refuses a game of a finished match', async () => {
        const { matchId, p1, p2 } = await match(BLITZ);
        const { gameId } = await playGame(matchId, p1, 'ROCK', p2, 'SCISSORS');
        const res = await submit(gameId, p2, 'PAPER');
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'This match is already complete.', code: 'match_complete' });
      });

      it('refuses a game that is no longer the current one', async () => {
        const { matchId, p1, p2 } = await match(CLASSIC);
        const { gameId } = await playGame(matchId, p1, 'ROCK', p2, 'SCISSORS');
        const res = await submit(gameId, p1, 'PAPER');
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'This is not the current game of this match.', code: 'not_current_game' });
      });

      it('refuses a blocked player', async () => {
        const { matchId, p1 } = await match();
        await t.sql('UPDATE users SET is_blocked = true WHERE id = $1', [p1.id]);
        const res = await submit(await currentGameId(matchId), p1, 'ROCK');
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ detail: 'Your account is blocked and cannot play.', code: 'account_blocked' });
      });
    });

    it('resolves both players submitting at the same moment into one completed game', async () => {
      for (let round = 0; round < 10; round++) {
        const { matchId, p1, p2 } = await match(CLASSIC);
        const gameId = await currentGameId(matchId);
        const [a, b] = await Promise.all([submit(gameId, p1, 'ROCK'), submit(gameId, p2, 'SCISSORS')]);
        expect([a.status, b.status]).toEqual([200, 200]);
        expect([a.body.result, b.body.result].some((r) => r !== null)).toBe(true);
        const [state] = await t.sql<{ moves: string; games: string; completed: string }>(
          `SELECT (SELECT count(*) FROM moves WHERE game_id = $1) AS moves,
                  (SELECT count(*) FROM games WHERE match_id = $2) AS games,
                  (SELECT count(*) FROM domain_events WHERE type = 'GameCompleted' AND aggregate_id = $1::text) AS completed`,
          [gameId, matchId],
        );
        expect(state).toEqual({ moves: '2', games: '2', completed: '1' });
        const view = await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: p1.access });
        expect(view.body).toMatchObject({ player1_score: 1, player2_score: 0 });
      }
    });
  });

  describe('hidden choices', () => {
    /** Every text the other side could read while only player 1 has moved. */
    async function everythingVisibleTo(viewer: Player, matchId: number): Promise<string> {
      const reads = await Promise.all([
        t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: viewer.access }),
        t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: viewer.access }),
        t.api.get('/api/matches/{id}/games', { params: { path: { id: matchId } }, token: viewer.access }),
      ]);
      for (const r of reads) expect(r.status).toBe(200);
      return JSON.stringify(reads.map((r) => r.body)) + JSON.stringify(reads.map((r) => Object.fromEntries(r.headers)));
    }

    it('no view, answer, error or event shows a choice before both are in', async () => {
      const { matchId, tournamentId, p1, p2 } = await match(CLASSIC);
      const outsider = await fixtures(t).player({ name: 'spy' });
      const gameId = await currentGameId(matchId);
      const secret = /spock/i;

      const mine = await submit(gameId, p1, 'SPOCK');
      expect(mine.status).toBe(200);
      expect(mine.body.game.my_choice).toBe('SPOCK');

      expect(await everythingVisibleTo(p2, matchId)).not.toMatch(secret);
      expect(await everythingVisibleTo(outsider, matchId)).not.toMatch(secret);
      const refusals = await Promise.all([
        submit(gameId, outsider, 'ROCK'),
        submit(gameId, p1, 'ROCK'),
        submit(gameId, p2, 'NOPE'),
      ]);
      expect(refusals.map((r) => r.status)).toEqual([403, 400, 400]);
      expect(JSON.stringify(refusals.map((r) => r.body))).not.toMatch(secret);
      const bracketView = await query(new GetTournamentMatches(tournamentId, true));
      expect(JSON.stringify(bracketView)).not.toMatch(secret);
      const playerView = await query(new GetPlayerMatches(tournamentId, p2.id));
      expect(JSON.stringify(playerView)).not.toMatch(secret);
      const events = await t.sql<{ type: string; payload: unknown }>(
        "SELECT type, payload FROM domain_events WHERE aggregate_type IN ('game', 'match') AND (payload->>'matchId')::int = $1",
        [matchId],
      );
      expect(events.map((e) => e.type).sort()).toEqual(['MatchStarted', 'MoveSubmitted']);
      expect(JSON.stringify(events)).not.toMatch(secret);

      // A database failure while storing the second move: the driver's message would carry the SQL with the
      // choice, so neither the answer nor the error that reaches the error filter's log may show it.
      await t.sql(
        `CREATE OR REPLACE FUNCTION refuse_move() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'storage down' USING DETAIL = format('Failing row contains %s.', NEW); END $$ LANGUAGE plpgsql`,
      );
      await t.sql(
        `CREATE TRIGGER refuse_move BEFORE INSERT ON moves FOR EACH ROW WHEN (NEW.game_id = ${gameId}) EXECUTE FUNCTION refuse_move()`,
      );
      try {
        const failed = await submit(gameId, p2, 'LIZARD');
        expect(failed.status).toBe(500);
        expect(JSON.stringify(failed.body)).not.toMatch(/spock|lizard/i);
        const thrown = await RequestContext.create(t.orm.em, () =>
          t.app
            .get(CommandBus)
            .execute(new SubmitMove(gameId, p2.id, 'LIZARD'))
            .then(
              () => null,
              (error: unknown) => error,
            ),
        );
        expect(thrown).toBeInstanceOf(Error);
        const error = thrown as Error;
        // What a structured logger writes for an error: every own property, the stack included.
        const logged = JSON.stringify(error, Object.getOwnPropertyNames(error)) + String(error.stack);
        expect(logged).not.toMatch(/spock|lizard/i);
        expect(error.message).toContain(`Storing a move in game ${gameId} failed`);
      } finally {
        await t.sql('DROP TRIGGER refuse_move ON moves');
      }

      // The database cutting the session mid-move (a restart, a failover): the move did not happen and may be
      // sent again, so 503 with Retry-After, not 500; and still nothing of the choice in the answer.
      await t.sql(
        `CREATE OR REPLACE FUNCTION cut_session() RETURNS trigger AS $$ BEGIN PERFORM pg_terminate_backend(pg_backend_pid()); RETURN NEW; END $$ LANGUAGE plpgsql`,
      );
      await t.sql(
        `CREATE TRIGGER cut_session BEFORE INSERT ON moves FOR EACH ROW WHEN (NEW.game_id = ${gameId}) EXECUTE FUNCTION cut_session()`,
      );
      try {
        const cut = await submit(gameId, p2, 'LIZARD');
        expect(cut.status).toBe(503);
        expect(cut.body).toEqual({ detail: 'Service temporarily unavailable. Please try again.' });
        expect(cut.headers.get('retry-after')).toBe('1');
      } finally {
        await t.sql('DROP TRIGGER cut_session ON moves');
      }
      expect(await t.sql('SELECT 1 FROM moves WHERE game_id = $1 AND user_id = $2', [gameId, p2.id])).toEqual([]);

      // Once both are in, the game is public to everyone.
      const theirs = await submit(gameId, p2, 'PAPER');
      expect(theirs.body.game).toMatchObject({ opponent_choice: 'SPOCK', my_choice: 'PAPER' });
      const watched = await t.api.get('/api/matches/{id}/games', {
        params: { path: { id: matchId } },
        token: outsider.access,
      });
      expect(watched.body[0]).toMatchObject({
        player1_choice: 'SPOCK',
        player2_choice: 'PAPER',
        my_choice: null,
        opponent_choice: null,
        is_complete: true,
      });
    });
  });

  describe('queries for the tournaments context', () => {
    it('GetTournamentMatches answers every match by round with usernames, and completed games on request', async () => {
      const players = await Promise.all([1, 2, 3, 4].map(() => fixtures(t).player({ name: 'tq' })));
      const { tournamentId, matchIds } = await bracket(
        CLASSIC,
        [
          [players[0], players[1]],
          [players[2], players[3]],
        ],
        2,
      );
      await playGame(matchIds[0], players[0], 'ROCK', players[1], 'SCISSORS');
      await submit(await currentGameId(matchIds[0]), players[0], 'LIZARD');
      const plain = await query(new GetTournamentMatches(tournamentId));
      expect(
        plain.map((m) => [m.round_number, m.match_number, m.player1_username, m.player2_username, m.status]),
      ).toEqual([
        [1, 1, players[0].username, players[1].username, 'IN_PROGRESS'],
        [1, 2, players[2].username, players[3].username, 'IN_PROGRESS'],
        [2, 1, null, null, 'pending'],
      ]);
      expect(plain[0]).toEqual({
        id: matchIds[0],
        round_number: 1,
        match_number: 1,
        player1: players[0].id,
        player2: players[1].id,
        player1_username: players[0].username,
        player2_username: players[1].username,
        player1_score: 1,
        player2_score: 0,
        winner: null,
        winner_username: null,
        status: 'IN_PROGRESS',
        status_display: 'In Progress',
        max_games: 3,
        forfeit: false,
        bye: false,
        is_third_place: false,
      });
      const history = (await query(new GetTournamentMatches(tournamentId, true))) as BracketMatchWithGames[];
      expect(history[0].games).toEqual([
        {
          id: expect.any(Number),
          game_number: 1,
          player1_choice: 'ROCK',
          player2_choice: 'SCISSORS',
          player1_choice_display: 'Rock',
          player2_choice_display: 'Scissors',
          player1_auto: false,
          player2_auto: false,
          winner: players[0].id,
          winner_username: players[0].username,
          result_description: 'Rock crushes Scissors',
          forfeit: false,
          completed_at: expect.any(String),
          fairness: {
            commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
            seed: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
        },
      ]);
      expect(history[1].games).toEqual([]);
      expect(JSON.stringify(history)).not.toContain('LIZARD');
    });

    it("GetPlayerMatches answers the user's matches with whose move is awaited", async () => {
      const players = await Promise.all([1, 2, 3, 4].map(() => fixtures(t).player({ name: 'pm' })));
      const { tournamentId, matchIds } = await bracket(
        BLITZ,
        [
          [players[0], players[1]],
          [players[2], players[3]],
        ],
        2,
      );
      await submit(await currentGameId(matchIds[0]), players[0], 'ROCK');
      const mine = await query(new GetPlayerMatches(tournamentId, players[0].id));
      expect(mine).toEqual([
        expect.objectContaining({
          id: matchIds[0],
          tournament_name: `Cup ${tournamentId}`,
          player1_submitted: true,
          player2_submitted: false,
          needs_my_move: false,
          current_game_id: expect.any(Number),
        }),
      ]);
      const theirs = await query(new GetPlayerMatches(tournamentId, players[1].id));
      expect(theirs).toEqual([expect.objectContaining({ id: matchIds[0], needs_my_move: true })]);
      expect(await query(new GetPlayerMatches(tournamentId, 987654))).toEqual([]);
    });
  });

  it('documents the gameplay endpoints in the OpenAPI document', async () => {
    const doc = await t.api.raw('GET', '/api/docs-json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/matches/{id}',
        '/api/matches/{id}/current_game',
        '/api/matches/{id}/games',
        '/api/games/{id}/submit_choice',
      ]),
    );
    expect(doc.body.components.schemas.SubmitChoiceDto.properties.choice.enum).toEqual([
      'ROCK',
      'PAPER',
      'SCISSORS',
      'SPOCK',
      'LIZARD',
    ]);
    expect(Object.keys(doc.body.components.schemas.GameViewDto.properties)).toEqual(
      expect.arrayContaining(['my_move_deadline', 'server_time', 'move_timeout']),
    );
  });

  describe('stats', () => {
    it('a completed match gives the winner a win and the loser a loss, with Elo from 1000, and both reach the leaderboard', async () => {
      const { matchId, p1, p2 } = await match(BLITZ);
      await playGame(matchId, p1, 'SPOCK', p2, 'SCISSORS');
      const winner = await eventually(async () => {
        const profile = await t.api.get('/api/accounts/profile', { token: p1.access });
        return profile.body.wins === 1 ? profile.body : undefined;
      });
      expect(winner).toMatchObject({ wins: 1, losses: 0, rating: 1016, win_rate: 100 });
      const loser = await t.api.get('/api/accounts/profile', { token: p2.access });
      expect(loser.body).toMatchObject({ wins: 0, losses: 1, rating: 984, win_rate: 0 });
      const board = await t.api.get('/api/accounts/leaderboard', {
        params: { query: { sort_by: 'wins', order: 'desc', page_size: 100 } },
        token: p1.access,
      });
      const rows = board.body.results.filter((r: { username: string }) =>
        [p1.username, p2.username].includes(r.username),
      );
      expect(rows).toEqual([
        expect.objectContaining({ username: p1.username, wins: 1, losses: 0, games_played: 1 }),
        expect.objectContaining({ username: p2.username, wins: 0, losses: 1, games_played: 1 }),
      ]);
      const [{ dispatched }] = await t.sql<{ dispatched: boolean }>(
        "SELECT dispatched_at IS NOT NULL AS dispatched FROM domain_events WHERE type = 'MatchCompleted' AND aggregate_id = $1",
        [String(matchId)],
      );
      expect(dispatched).toBe(true);
    });

    it('writes the events nobody listens to as dispatched, and leaves the match result to the relay', async () => {
      const { matchId, p1, p2 } = await match(BLITZ);
      await playGame(matchId, p1, 'ROCK', p2, 'LIZARD');
      await eventually(async () =>
        (await t.api.get('/api/accounts/profile', { token: p2.access })).body.losses === 1 ? true : undefined,
      );
      const rows = await t.sql<{ type: string; with_insert: boolean }>(
        `SELECT type, dispatched_at = occurred_at AS with_insert FROM domain_events
          WHERE payload->>'matchId' = $1 AND type IN ('MoveSubmitted', 'GameCompleted', 'MatchCompleted') ORDER BY id`,
        [String(matchId)],
      );
      // The same transaction's now(): written dispatched. The relay's own, later transaction: handed to listeners.
      expect(rows).toEqual([
        { type: 'MoveSubmitted', with_insert: true },
        { type: 'MoveSubmitted', with_insert: true },
        { type: 'GameCompleted', with_insert: true },
        { type: 'MatchCompleted', with_insert: false },
      ]);
    });

    it('a second match moves ratings by the new expectation', async () => {
      const { matchId, p1, p2 } = await match(BLITZ);
      await playGame(matchId, p1, 'ROCK', p2, 'SCISSORS');
      await eventually(async () =>
        (await t.api.get('/api/accounts/profile', { token: p2.access })).body.losses === 1 ? true : undefined,
      );
      const { matchIds } = await bracket(BLITZ, [[p2, p1]]);
      await playGame(matchIds[0], p2, 'PAPER', p1, 'ROCK');
      const profile = await eventually(async () => {
        const body = (await t.api.get('/api/accounts/profile', { token: p2.access })).body;
        return body.wins === 1 ? body : undefined;
      });
      // 984 beats 1016: expected 0.454, so +17.
      expect(profile).toMatchObject({ wins: 1, losses: 1, rating: 1001 });
      expect((await t.api.get('/api/accounts/profile', { token: p1.access })).body).toMatchObject({
        wins: 1,
        losses: 1,
        rating: 999,
      });
    });

    it('PrizePaid adds to money_won', async () => {
      const player = await fixtures(t).player({ name: 'prize' });
      await t.sql(
        // Owed to the registered listeners of its type, as recordEvents writes it.
        `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, pending_listeners)
         VALUES ('PrizePaid', 'tournament', '1', $1, (SELECT array_agg(listener) FROM event_listeners WHERE event_type = 'PrizePaid'))`,
        [JSON.stringify({ tournamentId: 1, userId: player.id, amount: 1250 })],
      );
      await eventually(async () => {
        const [row] = await t.sql<{ money_won: string }>('SELECT money_won FROM users WHERE id = $1', [player.id]);
        return row.money_won === '1250' ? true : undefined;
      });
    });
  });
});
