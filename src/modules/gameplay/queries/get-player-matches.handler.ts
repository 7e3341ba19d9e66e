import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetPlayerMatches, type PlayerMatchView } from '../contracts/gameplay.queries.js';
import { MatchReader } from './match-reader.js';
import { playerMatchView } from './match-views.js';

/** "Your Matches": the user's matches in a tournament, with whether their move is awaited. */
@QueryHandler(GetPlayerMatches)
export class GetPlayerMatchesHandler implements IQueryHandler<GetPlayerMatches> {
  constructor(private readonly reader: MatchReader) {}

  async execute({ tournamentId, userId }: GetPlayerMatches): Promise<PlayerMatchView[]> {
    const matches = await this.reader.tournamentMatches(tournamentId, userId);
    const [usernames, open] = await Promise.all([
      this.reader.usernames(matches),
      this.reader.games(
        matches.map((m) => m.id),
        { status: 'IN_PROGRESS' },
      ),
    ]);
    return matches.map((match) =>
      playerMatchView(match, open.find((g) => g.match_id === match.id) ?? null, userId, usernames),
    );
  }
}
