import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { all, first } from '../../../shared/database/query.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import type { Choice } from '../contracts/choices.js';
import type { GameStatus } from '../domain/game.entity.js';
import type { GameRow } from '../persistence/game.repository.js';
import type { MatchRow } from '../persistence/match.repository.js';

/** A match as the read side sees it: its row (persistence/match.repository.ts) and the database clock. */
export interface MatchReadRow extends Omit<MatchRow, 'created_at'> {
  /** The database clock when the row was read. */
  now: string;
}

/**
 * A game with both players' moves: its row (persistence/game.repository.ts), but for the seed, which only a
 * completed game's row carries here. The choices here are raw: only match-views decides who may see them.
 */
export interface GameReadRow extends Omit<GameRow, 'reminder_at'> {
  player1_choice: Choice | null;
  player2_choice: Choice | null;
  /** Whether the timer made each move; null where there is no move. */
  player1_auto: boolean | null;
  player2_auto: boolean | null;
  /** SHA-256 of the game's seed; null for a game from before seeds existed. */
  fairness_commitment: string | null;
  /** The seed itself, only of a completed game: the database never hands the read side an open game's seed. */
  fairness_seed: string | null;
}

const MATCH_COLUMNS = sql`m.id, m.tournament_id, m.tournament_name, m.round_number, m.match_number, m.total_rounds,
  m.max_games, m.move_timeout, m.third_place, m.player1_id, m.player2_id, m.player1_score, m.player2_score, m.winner_id, m.forfeit, m.status,
  m.started_at, m.completed_at, clock_timestamp() AS now`;

/** Plain rows for the read side: queries bypass the domain entities. */
@Injectable()
export class MatchReader {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async match(matchId: number): Promise<MatchReadRow | null> {
    return (
      (await first(this.em, sql<MatchReadRow>`SELECT ${MATCH_COLUMNS} FROM matches m WHERE m.id = ${matchId}`)) ?? null
    );
  }

  async matchOfGame(gameId: number): Promise<MatchReadRow | null> {
    const row = await first(
      this.em,
      sql<MatchReadRow>`SELECT ${MATCH_COLUMNS} FROM matches m JOIN games g ON g.match_id = m.id WHERE g.id = ${gameId}`,
    );
    return row ?? null;
  }

  /** A tournament's matches by round and number; only those the player plays in when playerId is given. */
  tournamentMatches(tournamentId: number, playerId?: number): Promise<MatchReadRow[]> {
    const player = playerId !== undefined ? sql`AND (m.player1_id = ${playerId} OR m.player2_id = ${playerId})` : sql``;
    return all(
      this.em,
      sql<MatchReadRow>`SELECT ${MATCH_COLUMNS} FROM matches m WHERE m.tournament_id = ${tournamentId} ${player}
                         ORDER BY m.round_number, m.match_number`,
    );
  }

  /** The third-place matches of the given tournaments (at most one each; served by the matches_slot index). */
  thirdPlaceMatches(tournamentIds: number[]): Promise<MatchReadRow[]> {
    const ids = tournamentIds.map((id) => Math.trunc(id));
    return all(
      this.em,
      sql<MatchReadRow>`SELECT ${MATCH_COLUMNS} FROM matches m
                         WHERE m.tournament_id = ANY(${ids}::int[]) AND m.third_place
                         ORDER BY m.tournament_id`,
    );
  }

  /** Games of the given matches by match and game number, optionally only completed or only open ones. */
  async games(matchIds: number[], filter: { status?: GameStatus; gameId?: number } = {}): Promise<GameReadRow[]> {
    if (matchIds.length === 0) return [];
    const status = filter.status ? sql`AND g.status = ${filter.status}` : sql``;
    const game = filter.gameId !== undefined ? sql`AND g.id = ${filter.gameId}` : sql``;
    return all(
      this.em,
      sql<GameReadRow>`SELECT g.id, g.match_id, g.game_number, g.status, g.started_at, g.player1_deadline, g.player2_deadline,
              g.completed_at, g.winner_id, g.result_description, g.forfeit,
              mv1.choice AS player1_choice, mv2.choice AS player2_choice, mv1.auto AS player1_auto, mv2.auto AS player2_auto,
              encode(sha256(decode(g.fairness_seed, 'hex')), 'hex') AS fairness_commitment,
              CASE WHEN g.status = 'COMPLETED' THEN g.fairness_seed END AS fairness_seed
         FROM games g
         JOIN matches m ON m.id = g.match_id
         LEFT JOIN moves mv1 ON mv1.game_id = g.id AND mv1.user_id = m.player1_id
         LEFT JOIN moves mv2 ON mv2.game_id = g.id AND mv2.user_id = m.player2_id
        WHERE g.match_id IN (${sql.join(matchIds)}) ${status} ${game}
        ORDER BY g.match_id, g.game_number`,
    );
  }

  /** Usernames of every player of the given matches, in one query to identity. */
  async usernames(matches: MatchReadRow[]): Promise<Map<number, string>> {
    const ids = matches.flatMap((m) => [m.player1_id, m.player2_id]).filter((id): id is number => id !== null);
    const summaries = await this.queries.execute(new GetUserSummaries(ids));
    return new Map([...summaries.values()].map((s) => [s.id, s.username]));
  }
}
