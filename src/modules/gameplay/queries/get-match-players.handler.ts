import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetMatchPlayers, type MatchPlayers } from '../contracts/match-players.query.js';

interface Row {
  id: number;
  tournament_id: number;
  player1_id: number | null;
  player2_id: number | null;
}

/** One indexed look for the whole list, however many matches a batch of events names. */
@QueryHandler(GetMatchPlayers)
export class GetMatchPlayersHandler implements IQueryHandler<GetMatchPlayers> {
  constructor(private readonly em: EntityManager) {}

  async execute({ matchIds }: GetMatchPlayers): Promise<MatchPlayers[]> {
    if (matchIds.length === 0) return [];
    const rows = await this.em.execute<Row[]>(
      'SELECT id, tournament_id, player1_id, player2_id FROM matches WHERE id = ANY(?::int[])',
      [`{${matchIds.map((id) => Math.trunc(id)).join(',')}}`],
    );
    return rows.map((row) => ({
      matchId: row.id,
      tournamentId: row.tournament_id,
      playerIds: [row.player1_id, row.player2_id].filter((id): id is number => id !== null),
    }));
  }
}
