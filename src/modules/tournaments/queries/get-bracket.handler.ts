import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type BracketMatchView, GetTournamentMatches } from '../../gameplay/contracts/gameplay.queries.js';
import { GetBracket, type BracketView } from './get-bracket.query.js';
import { TournamentViews } from './tournament-views.js';

/**
 * Groups matches by round, each round in match-number order, rounds in order. The third-place match is no
 * round's: a spec client marks the last key the Final, so it stays out (the tournament shows it on its own).
 */
export function byRound<M extends BracketMatchView>(matches: M[], totalRounds: number): Record<string, M[]> {
  const rounds: Record<string, M[]> = {};
  for (let round = 1; round <= totalRounds; round++) rounds[`round_${round}`] = [];
  const knockout = matches.filter((m) => !m.is_third_place);
  for (const match of knockout.sort((a, b) => a.round_number - b.round_number || a.match_number - b.match_number)) {
    (rounds[`round_${match.round_number}`] ??= []).push(match);
  }
  return rounds;
}

@QueryHandler(GetBracket)
export class GetBracketHandler implements IQueryHandler<GetBracket> {
  constructor(
    private readonly views: TournamentViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, viewerId }: GetBracket): Promise<BracketView> {
    const tournament = await this.views.load(tournamentId, viewerId);
    // No bracket exists before the field is full, nor for a tournament cancelled while waiting.
    if (tournament.status === 'PENDING' || tournament.status === 'CANCELLED') return {};
    const matches = await this.queries.execute(new GetTournamentMatches(tournamentId));
    return byRound(matches, tournament.total_rounds);
  }
}
