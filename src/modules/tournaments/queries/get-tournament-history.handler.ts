import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type BracketMatchWithGames, GetTournamentMatches } from '../../gameplay/contracts/gameplay.queries.js';
import { ReadsFromReplica } from '../../../shared/database/replica-reads.js';
import { roundName } from '../domain/bracket-engine.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import { GetTournamentHistory, type TournamentHistory } from './get-tournament-history.query.js';
import { byRound } from './get-bracket.handler.js';
import { TournamentViews } from './tournament-views.js';

@QueryHandler(GetTournamentHistory)
@ReadsFromReplica()
export class GetTournamentHistoryHandler implements IQueryHandler<GetTournamentHistory> {
  constructor(
    private readonly views: TournamentViews,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId, viewerId }: GetTournamentHistory): Promise<TournamentHistory> {
    const tournament = await this.views.load(tournamentId, viewerId);
    if (tournament.status !== 'COMPLETED') throw TournamentErrors.historyUnavailable();
    const view = await this.views.one(tournament, viewerId);
    const matches = (await this.queries.execute(
      new GetTournamentMatches(tournamentId, true),
    )) as BracketMatchWithGames[];
    const grouped = byRound(matches, tournament.total_rounds);
    const withGamesInOrder = (m: BracketMatchWithGames) => ({
      ...m,
      games: [...m.games].sort((a, b) => a.game_number - b.game_number),
    });
    const thirdPlace = matches.find((m) => m.is_third_place);
    return {
      id: view.id,
      name: view.name,
      description: view.description,
      status: view.status,
      status_display: view.status_display,
      game_mode: view.game_mode,
      game_mode_display: view.game_mode_display,
      entry_fee: view.entry_fee,
      prize_pool: view.prize_pool,
      payouts: view.payouts,
      prizes: view.prizes,
      move_timeout: view.move_timeout,
      max_players: view.max_players,
      participant_count: view.current_players,
      total_rounds: view.total_rounds,
      winner: view.winner,
      winner_username: view.winner_username,
      started_at: view.started_at,
      completed_at: view.completed_at,
      participants: view.participants,
      rounds: Object.values(grouped).map((roundMatches, index) => ({
        round_number: index + 1,
        round_name: roundName(tournament.total_rounds, index + 1),
        matches: roundMatches.map(withGamesInOrder),
      })),
      third_place_match: thirdPlace ? withGamesInOrder(thirdPlace) : null,
    };
  }
}
