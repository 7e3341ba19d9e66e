import { Query } from '@nestjs/cqrs';
import type { BracketMatchWithGames } from '../../gameplay/contracts/gameplay.queries.js';
import type { GameMode, TournamentStatus } from '../domain/tournament-rules.js';
import type { ParticipantView, PrizeView } from './tournament.view.js';

export interface HistoryRound {
  round_number: number;
  /** Final, Semi-Finals, Quarter-Finals or Round n. */
  round_name: string;
  matches: BracketMatchWithGames[];
}

/** A completed tournament told in full: header, standings, and every game of every round. */
export interface TournamentHistory {
  id: number;
  name: string;
  description: string;
  status: TournamentStatus;
  status_display: string;
  game_mode: GameMode;
  game_mode_display: string;
  entry_fee: string;
  prize_pool: string;
  /** Whole percents of the pool by place (issue 32 §3). */
  payouts: number[];
  /** What each paid place won. */
  prizes: PrizeView[];
  /** Seconds per move in every game (issue 32 §4). */
  move_timeout: number;
  max_players: number;
  participant_count: number;
  total_rounds: number;
  winner: number | null;
  winner_username: string | null;
  started_at: string | null;
  completed_at: string | null;
  /** By placement: the champion first. */
  participants: ParticipantView[];
  /** Round 1 first; the last is the final. */
  rounds: HistoryRound[];
  /** The semi-finals' losers' match for third place, with its games; null where none was played. */
  third_place_match: BracketMatchWithGames | null;
}

export class GetTournamentHistory extends Query<TournamentHistory> {
  constructor(
    readonly tournamentId: number,
    readonly viewerId: number,
  ) {
    super();
  }
}
