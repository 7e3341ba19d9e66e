import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GetThirdPlaceMatches, type ThirdPlaceMatch } from '../contracts/third-place-matches.query.js';
import { MatchReader } from './match-reader.js';
import { bracketMatchView } from './match-views.js';

@QueryHandler(GetThirdPlaceMatches)
export class GetThirdPlaceMatchesHandler implements IQueryHandler<GetThirdPlaceMatches> {
  constructor(private readonly reader: MatchReader) {}

  async execute({ tournamentIds }: GetThirdPlaceMatches): Promise<ThirdPlaceMatch[]> {
    if (tournamentIds.length === 0) return [];
    const matches = await this.reader.thirdPlaceMatches(tournamentIds);
    const usernames = await this.reader.usernames(matches);
    // Read by tournament id, so each has one; the filter only tells the compiler (practice matches have none).
    return matches.flatMap((match) =>
      match.tournament_id === null
        ? []
        : [{ tournamentId: match.tournament_id, match: bracketMatchView(match, usernames) }],
    );
  }
}
