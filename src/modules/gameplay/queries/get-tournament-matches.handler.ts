import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  type BracketMatchView,
  type BracketMatchWithGames,
  GetTournamentMatches,
} from '../contracts/gameplay.queries.js';
import { MatchReader } from './match-reader.js';
import { bracketMatchView, completedGameView } from './match-views.js';

/**
 * The bracket and history of a tournament: every match by round and number, usernames from identity in one
 * query, and with `withGames` each match's completed games with both choices (public once complete).
 */
@QueryHandler(GetTournamentMatches)
export class GetTournamentMatchesHandler implements IQueryHandler<GetTournamentMatches> {
  constructor(private readonly reader: MatchReader) {}

  async execute({
    tournamentId,
    withGames,
  }: GetTournamentMatches): Promise<BracketMatchView[] | BracketMatchWithGames[]> {
    const matches = await this.reader.tournamentMatches(tournamentId);
    const [usernames, games] = await Promise.all([
      this.reader.usernames(matches),
      withGames
        ? this.reader.games(
            matches.map((m) => m.id),
            { status: 'COMPLETED' },
          )
        : Promise.resolve([]),
    ]);
    if (!withGames) return matches.map((match) => bracketMatchView(match, usernames));
    return matches.map((match) => ({
      ...bracketMatchView(match, usernames),
      games: games.filter((g) => g.match_id === match.id).map((g) => completedGameView(g, usernames)),
    }));
  }
}
