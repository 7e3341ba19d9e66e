import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { CHOICES, type Choice } from '../../gameplay/contracts/choices.js';
import { FAIRNESS_PROPERTY, FairnessDto } from '../../gameplay/contracts/fairness.js';
import {
  type BracketMatchWithGames,
  type CompletedGameView,
  type PlayerMatchView,
} from '../../gameplay/contracts/gameplay.queries.js';
import { GAME_MODES, type GameMode, TOURNAMENT_STATUSES, type TournamentStatus } from '../domain/tournament-rules.js';
import type { PayoutTableView, TournamentTermsView } from '../queries/get-tournament-terms.query.js';
import type { HistoryRound, TournamentHistory } from '../queries/get-tournament-history.query.js';
import type { ParticipantView, PrizeView, TournamentView } from '../queries/tournament.view.js';
import {
  BracketMatchDto,
  ParticipantViewDto,
  PrizeViewDto,
  TournamentViewDto,
} from '../contracts/tournament-view.dto.js';

export { BracketMatchDto, TournamentViewDto };

const DATE = { type: String, format: 'date-time' } as const;
const NULLABLE_DATE = { ...DATE, nullable: true } as const;
const MONEY = { type: String, example: '10.00', description: 'Coins as a decimal string with two decimals.' } as const;
const NULLABLE_ID = { type: Number, nullable: true } as const;
const NULLABLE_TEXT = { type: String, nullable: true } as const;

export class TournamentActionResponseDto {
  @ApiProperty({ example: 'Successfully joined tournament!' }) message!: string;
  @ApiProperty({ type: TournamentViewDto }) tournament!: TournamentView;
}

export class CompletedGameDto implements CompletedGameView {
  @ApiProperty() id!: number;
  @ApiProperty() game_number!: number;
  @ApiProperty({ enum: CHOICES, nullable: true, description: 'Null only for the absent player of a forfeit.' })
  player1_choice!: Choice | null;
  @ApiProperty({ enum: CHOICES, nullable: true, description: 'Null only for the absent player of a forfeit.' })
  player2_choice!: Choice | null;
  @ApiProperty(NULLABLE_TEXT) player1_choice_display!: string | null;
  @ApiProperty(NULLABLE_TEXT) player2_choice_display!: string | null;
  @ApiProperty({ description: 'The server made this move at the deadline ("random move: time ran out").' })
  player1_auto!: boolean;
  @ApiProperty({ description: 'The server made this move at the deadline ("random move: time ran out").' })
  player2_auto!: boolean;
  @ApiProperty({ ...NULLABLE_ID, description: 'Null for a tie.' }) winner!: number | null;
  @ApiProperty(NULLABLE_TEXT) winner_username!: string | null;
  @ApiProperty({ example: 'Spock vaporizes Rock' }) result_description!: string;
  @ApiProperty({ description: 'Won by forfeit: the opponent never showed up.' }) forfeit!: boolean;
  @ApiProperty(DATE) completed_at!: string;
  @ApiProperty(FAIRNESS_PROPERTY) fairness!: FairnessDto | null;
}

export class HistoryMatchDto extends BracketMatchDto implements BracketMatchWithGames {
  @ApiProperty({ type: [CompletedGameDto] }) games!: CompletedGameView[];
}

export class HistoryRoundDto implements HistoryRound {
  @ApiProperty() round_number!: number;
  @ApiProperty({ example: 'Semi-Finals', description: 'Final, Semi-Finals, Quarter-Finals or Round n.' })
  round_name!: string;
  @ApiProperty({ type: [HistoryMatchDto] }) matches!: BracketMatchWithGames[];
}

export class PayoutTableDto implements PayoutTableView {
  @ApiProperty({ type: [Number], example: [70, 30], description: 'Whole percents of the pool by place.' })
  payouts!: number[];
  @ApiProperty({ example: 4, description: 'The fewest seats (max_players) a tournament paying this table needs.' })
  min_players!: number;
}

export class TournamentTermsDto implements TournamentTermsView {
  @ApiProperty({ example: 7, description: "The house's share of the fees in whole percent, rounded down in cents." })
  rake_percent!: number;
  @ApiProperty(MONEY) min_entry_fee!: string;
  @ApiProperty(MONEY) max_entry_fee!: string;
  @ApiProperty({ type: [Number], example: [2, 4, 8] }) bracket_sizes!: number[];
  @ApiProperty({
    type: [Number],
    example: [60, 300, 3600, 86400],
    description: "Seconds per move a new tournament may take: 60, 300, 3600, 86400 and the server's default.",
  })
  move_timeouts!: number[];
  @ApiProperty({ example: 60, description: 'The clock of a tournament created without one (MOVE_TIMEOUT_SECONDS).' })
  default_move_timeout!: number;
  @ApiProperty({ type: [PayoutTableDto], description: 'The prize tables on offer, the default ([100]) first.' })
  payout_tables!: PayoutTableView[];
}

export class TournamentHistoryDto implements TournamentHistory {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: TOURNAMENT_STATUSES }) status!: TournamentStatus;
  @ApiProperty() status_display!: string;
  @ApiProperty({ enum: GAME_MODES }) game_mode!: GameMode;
  @ApiProperty() game_mode_display!: string;
  @ApiProperty(MONEY) entry_fee!: string;
  @ApiProperty(MONEY) prize_pool!: string;
  @ApiProperty({ type: [Number], example: [50, 30, 20], description: 'Whole percents of the prize pool by place.' })
  payouts!: number[];
  @ApiProperty({ type: [PrizeViewDto], description: 'What each paid place won, adding up to prize_pool.' })
  prizes!: PrizeView[];
  @ApiProperty({ description: 'Seconds per move in every game.' }) move_timeout!: number;
  @ApiProperty() max_players!: number;
  @ApiProperty() participant_count!: number;
  @ApiProperty() total_rounds!: number;
  @ApiProperty(NULLABLE_ID) winner!: number | null;
  @ApiProperty(NULLABLE_TEXT) winner_username!: string | null;
  @ApiProperty(NULLABLE_DATE) started_at!: string | null;
  @ApiProperty(NULLABLE_DATE) completed_at!: string | null;
  @ApiProperty({ type: [ParticipantViewDto], description: 'By placement, the champion first.' })
  participants!: ParticipantView[];
  @ApiProperty({ type: [HistoryRoundDto], description: 'Round 1 first; the last is the final.' })
  rounds!: HistoryRound[];
  @ApiProperty({
    type: HistoryMatchDto,
    nullable: true,
    description: "The semi-finals' losers' match for third place, with its games; null where none was played.",
  })
  third_place_match!: BracketMatchWithGames | null;
}

/** A match of the caller's, with what the tournament page's "Play Now!" needs. */
export class PlayerMatchDto extends BracketMatchDto implements PlayerMatchView {
  @ApiProperty() tournament_name!: string;
  @ApiProperty({ description: 'Player 1 has a move in the current game (false when there is none).' })
  player1_submitted!: boolean;
  @ApiProperty({ description: 'Player 2 has a move in the current game (false when there is none).' })
  player2_submitted!: boolean;
  @ApiProperty({ description: 'In progress and the caller has no move in its current game yet.' })
  needs_my_move!: boolean;
  @ApiProperty(NULLABLE_ID) current_game_id!: number | null;
}

/** Matches keyed round_1 .. round_N; {} while the tournament waits for players. */
export const BRACKET_SCHEMA = {
  type: 'object',
  description: 'One key per round, round_1 .. round_N; {} while waiting for players.',
  additionalProperties: { type: 'array', items: { $ref: getSchemaPath(BracketMatchDto) } },
} as const;
