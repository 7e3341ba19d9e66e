import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { GetMatchesAwaitingPlayer, type MatchAwaitingPlayer } from '../contracts/matches-awaiting-player.query.js';

/** One statement for a whole list of tournaments (a page of cards asks once, not once per card). */
@QueryHandler(GetMatchesAwaitingPlayer)
export class GetMatchesAwaitingPlayerHandler implements IQueryHandler<GetMatchesAwaitingPlayer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, tournamentIds }: GetMatchesAwaitingPlayer): Promise<MatchAwaitingPlayer[]> {
    if (tournamentIds.length === 0) return [];
    // A player has at most one match in progress per tournament; the earliest round wins should that ever change.
    const ids = tournamentIds.map((id) => Math.trunc(id));
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('matches as m')
        .innerJoin('games as g', (join) => join.onRef('g.match_id', '=', 'm.id').on('g.status', '=', 'IN_PROGRESS'))
        .distinctOn('m.tournament_id')
        .select(['m.tournament_id', 'm.id as match_id'])
        .where((eb) => eb.or([eb('m.player1_id', '=', userId), eb('m.player2_id', '=', userId)]))
        .where('m.status', '=', 'IN_PROGRESS')
        .where((eb) => eb('m.tournament_id', '=', eb.fn.any(eb.val(ids))))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('moves as mv')
                .select(eb.lit(1).as('one'))
                .whereRef('mv.game_id', '=', 'g.id')
                .where('mv.user_id', '=', userId),
            ),
          ),
        )
        .orderBy('m.tournament_id')
        .orderBy('m.round_number')
        .orderBy('m.match_number'),
    );
    // Read by tournament id, so each has one; the filter only tells the compiler (practice matches have none).
    return rows.flatMap((row) =>
      row.tournament_id === null ? [] : [{ tournamentId: row.tournament_id, matchId: row.match_id }],
    );
  }
}
