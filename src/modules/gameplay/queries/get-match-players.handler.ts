import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { all, db } from '../../../shared/database/query.js';
import { COMPUTER_PLAYER_ID } from '../contracts/practice.js';
import { GetMatchPlayers, type MatchPlayers } from '../contracts/match-players.query.js';

/** One indexed look for the whole list, however many matches a batch of events names. */
@QueryHandler(GetMatchPlayers)
export class GetMatchPlayersHandler implements IQueryHandler<GetMatchPlayers> {
  constructor(private readonly em: EntityManager) {}

  async execute({ matchIds }: GetMatchPlayers): Promise<MatchPlayers[]> {
    if (matchIds.length === 0) return [];
    const ids = matchIds.map((id) => Math.trunc(id));
    const rows = await all(
      this.em,
      db(this.em)
        .selectFrom('matches')
        .select(['id', 'tournament_id', 'player1_id', 'player2_id', 'status', 'listed'])
        .where((eb) => eb('id', '=', eb.fn.any(eb.val(ids)))),
    );
    return rows.map((row) => ({
      matchId: row.id,
      tournamentId: row.tournament_id,
      // The computer of a practice match (player 0) has no stream to tell.
      playerIds: [row.player1_id, row.player2_id].filter(
        (id): id is number => id !== null && id !== COMPUTER_PLAYER_ID,
      ),
      completed: row.status === 'COMPLETED',
      listed: row.listed,
    }));
  }
}
