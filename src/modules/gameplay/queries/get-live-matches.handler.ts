import type { NotNull } from 'kysely';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db, one } from '../../../shared/database/query.js';
import type { Counted, PageWindow } from '../../../shared/http/pagination.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';

/** One match in play as the Live page lists it: who, the score, where in which tournament, and the pace. */
export interface LiveMatchView {
  id: number;
  tournament: number;
  tournament_name: string;
  round_number: number;
  total_rounds: number;
  player1: number;
  player2: number;
  player1_username: string | null;
  player2_username: string | null;
  player1_score: number;
  player2_score: number;
  max_games: number;
  move_timeout: number;
  started_at: string;
}

/** One page of the matches in play, newest first (issue 33 §4: GET /api/matches/live/). */
export class GetLiveMatches extends Query<Counted<LiveMatchView>> {
  constructor(readonly window: PageWindow) {
    super();
  }
}

@QueryHandler(GetLiveMatches)
export class GetLiveMatchesHandler implements IQueryHandler<GetLiveMatches> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ window }: GetLiveMatches): Promise<Counted<LiveMatchView>> {
    // A challenge's matches (issue 33 §1) are private to their two players: tournaments marks them unlisted when it
    // creates them (CreateBracketMatches' `listed`). Practice against the computer is the player's own (issue 33
    // §5): never on the Live page.
    const live = db(this.em)
      .selectFrom('matches')
      .where('status', '=', 'IN_PROGRESS')
      .where('listed', '=', true)
      .where('practice', '=', false)
      .where('player1_id', 'is not', null)
      .where('player2_id', 'is not', null);
    const [{ count }, rows] = await Promise.all([
      one(
        this.em,
        live.select((eb) => eb.fn.countAll<string>().as('count')),
      ),
      all(
        this.em,
        live
          .select([
            'id',
            'tournament_id',
            'tournament_name',
            'round_number',
            'total_rounds',
            'player1_id',
            'player2_id',
            'player1_score',
            'player2_score',
            'max_games',
            'move_timeout',
            'started_at',
          ])
          // Not practice, so in a tournament (the matches_practice_without_tournament CHECK).
          .$narrowType<{ tournament_id: NotNull }>()
          // Newest first; the id orders matches started in the same instant, so pages neither skip nor repeat.
          .orderBy('started_at', (ob) => ob.desc().nullsLast())
          .orderBy('id', 'desc')
          .limit(window.limit)
          .offset(window.offset),
      ),
    ]);
    // Usernames belong to identity: asked for through its query, never read from its table.
    const users = await this.queries.execute(
      new GetUserSummaries(rows.flatMap((m) => [m.player1_id, m.player2_id]).filter((id): id is number => id !== null)),
    );
    // Both seats are filled in play (the WHERE says so); the type cannot follow it.
    const results = rows.map((m) => ({
      id: m.id,
      tournament: m.tournament_id,
      tournament_name: m.tournament_name,
      round_number: m.round_number,
      total_rounds: m.total_rounds,
      player1: m.player1_id ?? 0,
      player2: m.player2_id ?? 0,
      player1_username: users.get(m.player1_id ?? 0)?.username ?? null,
      player2_username: users.get(m.player2_id ?? 0)?.username ?? null,
      player1_score: m.player1_score,
      player2_score: m.player2_score,
      max_games: m.max_games,
      move_timeout: m.move_timeout,
      started_at: new Date(m.started_at ?? 0).toISOString(),
    }));
    return { count: Number(count), results };
  }
}
