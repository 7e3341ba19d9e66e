import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { prepared } from '../../../shared/database/prepared.js';
import { all, db, first, type DB } from '../../../shared/database/query.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import type { Choice } from '../contracts/choices.js';
import { COMPUTER_PLAYER_ID, COMPUTER_USERNAME } from '../contracts/practice.js';
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

/** A listed match to anyone; an unlisted one (a challenge's) to its two players only, else as if it did not exist. */
function visibleTo(row: MatchReadRow | undefined, viewerId: number): MatchReadRow | null {
  if (!row) return null;
  return row.listed || row.player1_id === viewerId || row.player2_id === viewerId ? row : null;
}

/** A query from `matches m`. */
type FromMatches = ExpressionBuilder<DB & { m: DB['matches'] }, 'm'>;

/** The columns of a MatchReadRow, from `matches m`: the row but its creation, and the database clock. */
const matchColumns = (eb: FromMatches) =>
  [
    'm.id',
    'm.tournament_id',
    'm.tournament_name',
    'm.round_number',
    'm.match_number',
    'm.total_rounds',
    'm.max_games',
    'm.move_timeout',
    'm.third_place',
    'm.practice',
    'm.listed',
    'm.player1_id',
    'm.player2_id',
    'm.player1_score',
    'm.player2_score',
    'm.winner_id',
    'm.forfeit',
    'm.bye',
    'm.status',
    'm.started_at',
    'm.completed_at',
    eb.fn<string>('clock_timestamp').as('now'),
  ] as const;

/** A query from `games g`, its match and both moves. */
type FromGames = ExpressionBuilder<
  DB & { g: DB['games']; m: DB['matches']; mv1: DB['moves']; mv2: DB['moves'] },
  'g' | 'm' | 'mv1' | 'mv2'
>;

/** The columns of a GameReadRow: the seed only of a completed game, its commitment always. */
const gameColumns = (eb: FromGames) =>
  [
    'g.id',
    'g.match_id',
    'g.game_number',
    'g.status',
    'g.started_at',
    'g.player1_deadline',
    'g.player2_deadline',
    'g.completed_at',
    'g.winner_id',
    'g.result_description',
    'g.forfeit',
    'mv1.choice as player1_choice',
    'mv2.choice as player2_choice',
    'mv1.auto as player1_auto',
    'mv2.auto as player2_auto',
    eb
      .fn<string | null>('encode', [
        eb.fn('sha256', [eb.fn('decode', ['g.fairness_seed', eb.val('hex')])]),
        eb.val('hex'),
      ])
      .as('fairness_commitment'),
    eb.case().when('g.status', '=', 'COMPLETED').then(eb.ref('g.fairness_seed')).end().as('fairness_seed'),
  ] as const;

// The read side's statements, compiled once (prepared.ts): the match poll and a move's answer run them all.
const MATCH = prepared((k, v: { matchId: number }) =>
  k.selectFrom('matches as m').select(matchColumns).where('m.id', '=', v.matchId),
);
const MATCH_OF_GAME = prepared((k, v: { gameId: number }) =>
  k
    .selectFrom('matches as m')
    .innerJoin('games as g', 'g.match_id', 'm.id')
    .select(matchColumns)
    .where('g.id', '=', v.gameId),
);
const TOURNAMENT_MATCHES = prepared((k, v: { tournamentId: number }) =>
  k
    .selectFrom('matches as m')
    .select(matchColumns)
    .where('m.tournament_id', '=', v.tournamentId)
    .orderBy('m.round_number')
    .orderBy('m.match_number'),
);
const PLAYER_MATCHES = prepared((k, v: { tournamentId: number; playerId: number }) =>
  k
    .selectFrom('matches as m')
    .select(matchColumns)
    .where('m.tournament_id', '=', v.tournamentId)
    .where((eb) => eb.or([eb('m.player1_id', '=', v.playerId), eb('m.player2_id', '=', v.playerId)]))
    .orderBy('m.round_number')
    .orderBy('m.match_number'),
);
const gamesOf = (k: Kysely<DB>, matchIds: number[]) =>
  k
    .selectFrom('games as g')
    .innerJoin('matches as m', 'm.id', 'g.match_id')
    .leftJoin('moves as mv1', (join) =>
      join.onRef('mv1.game_id', '=', 'g.id').onRef('mv1.user_id', '=', 'm.player1_id'),
    )
    .leftJoin('moves as mv2', (join) =>
      join.onRef('mv2.game_id', '=', 'g.id').onRef('mv2.user_id', '=', 'm.player2_id'),
    )
    .select(gameColumns)
    .where((eb) => eb('g.match_id', '=', eb.fn.any(eb.val(matchIds))))
    .orderBy('g.match_id')
    .orderBy('g.game_number');
const GAMES = prepared((k, v: { matchIds: number[] }) => gamesOf(k, v.matchIds));
const GAMES_IN_STATUS = prepared((k, v: { matchIds: number[]; status: GameStatus }) =>
  gamesOf(k, v.matchIds).where('g.status', '=', v.status),
);
const GAME = prepared((k, v: { matchIds: number[]; gameId: number }) =>
  gamesOf(k, v.matchIds).where('g.id', '=', v.gameId),
);

/** Plain rows for the read side: queries bypass the domain entities. */
@Injectable()
export class MatchReader {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  /** The match as `viewerId` may see it: an unlisted one (a challenge's, issue 33 §1) is null to all but its players. */
  async match(matchId: number, viewerId: number): Promise<MatchReadRow | null> {
    return visibleTo(await first(this.em, MATCH(this.em, { matchId })), viewerId);
  }

  /** The match of a game as `viewerId` may see it, as `match` does. */
  async matchOfGame(gameId: number, viewerId: number): Promise<MatchReadRow | null> {
    return visibleTo(await first(this.em, MATCH_OF_GAME(this.em, { gameId })), viewerId);
  }

  /** A tournament's matches by round and number; only those the player plays in when playerId is given. */
  tournamentMatches(tournamentId: number, playerId?: number): Promise<MatchReadRow[]> {
    return all(
      this.em,
      playerId === undefined
        ? TOURNAMENT_MATCHES(this.em, { tournamentId })
        : PLAYER_MATCHES(this.em, { tournamentId, playerId }),
    );
  }

  /** The third-place matches of the given tournaments (at most one each; served by the matches_slot index). */
  thirdPlaceMatches(tournamentIds: number[]): Promise<MatchReadRow[]> {
    const ids = tournamentIds.map((id) => Math.trunc(id));
    return all(
      this.em,
      db(this.em)
        .selectFrom('matches as m')
        .select(matchColumns)
        .where((eb) => eb('m.tournament_id', '=', eb.fn.any(eb.val(ids))))
        .where((eb) => eb.ref('m.third_place'))
        .orderBy('m.tournament_id'),
    );
  }

  /** Games of the given matches by match and game number, optionally only open (or completed) ones, or one. */
  async games(matchIds: number[], filter: { status?: GameStatus; gameId?: number } = {}): Promise<GameReadRow[]> {
    if (matchIds.length === 0) return [];
    const { status, gameId } = filter;
    if (gameId !== undefined) return all(this.em, GAME(this.em, { matchIds, gameId }));
    if (status !== undefined) return all(this.em, GAMES_IN_STATUS(this.em, { matchIds, status }));
    return all(this.em, GAMES(this.em, { matchIds }));
  }

  /** Usernames of every player of the given matches, in one query to identity. */
  async usernames(matches: MatchReadRow[]): Promise<Map<number, string>> {
    const ids = matches.flatMap((m) => [m.player1_id, m.player2_id]).filter((id): id is number => id !== null);
    const summaries = await this.queries.execute(new GetUserSummaries(ids));
    const names = new Map([...summaries.values()].map((s) => [s.id, s.username]));
    // The computer of a practice match is no user: its name is gameplay's (issue 33 §5).
    if (matches.some((m) => m.practice)) names.set(COMPUTER_PLAYER_ID, COMPUTER_USERNAME);
    return names;
  }
}
