import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn } from 'class-validator';
import { CHOICES, type Choice } from '../contracts/choices.js';
import { FAIRNESS_PROPERTY, FairnessDto } from '../contracts/fairness.js';
import { MATCH_STATUS_VIEWS } from '../contracts/gameplay.queries.js';
import { INVALID_CHOICE } from '../domain/rules.js';
import type { GameResultView, GameView, MatchView } from '../queries/match-views.js';
import type { LiveMatchView } from '../queries/get-live-matches.handler.js';
import { msg, remembered } from '#i18n';

export class SubmitChoiceDto {
  @ApiProperty({ enum: CHOICES, description: 'Case does not matter.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsDefined({ message: remembered(msg({ message: 'This field is required.' })) })
  @IsIn(CHOICES, { message: remembered(INVALID_CHOICE) })
  choice!: Choice;
}

const DATE = { type: String, format: 'date-time' } as const;
const NULLABLE_DATE = { ...DATE, nullable: true } as const;
const CHOICE = { enum: CHOICES, nullable: true, type: String } as const;
const AUTO = {
  type: Boolean,
  nullable: true,
  description:
    'The server made this move at the deadline ("random move: time ran out"). Null while the matching choice is null.',
} as const;

export class GameViewDto implements GameView {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The match id.' }) match!: number;
  @ApiProperty() game_number!: number;
  @ApiProperty({ ...CHOICE, description: "Null until the game is complete, except the viewer's own." })
  player1_choice!: Choice | null;
  @ApiProperty({ ...CHOICE, description: "Null until the game is complete, except the viewer's own." })
  player2_choice!: Choice | null;
  @ApiProperty({ type: String, nullable: true }) player1_choice_display!: string | null;
  @ApiProperty({ type: String, nullable: true }) player2_choice_display!: string | null;
  @ApiProperty(CHOICE) my_choice!: Choice | null;
  @ApiProperty({ type: String, nullable: true }) my_choice_display!: string | null;
  @ApiProperty({ ...CHOICE, description: 'Null until the game is complete.' }) opponent_choice!: Choice | null;
  @ApiProperty({ type: String, nullable: true }) opponent_choice_display!: string | null;
  @ApiProperty(AUTO) player1_auto!: boolean | null;
  @ApiProperty(AUTO) player2_auto!: boolean | null;
  @ApiProperty(AUTO) my_auto!: boolean | null;
  @ApiProperty(AUTO) opponent_auto!: boolean | null;
  @ApiProperty({ type: String, nullable: true }) opponent_username!: string | null;
  @ApiProperty() my_submitted!: boolean;
  @ApiProperty() opponent_submitted!: boolean;
  @ApiProperty() player1_submitted!: boolean;
  @ApiProperty() player2_submitted!: boolean;
  @ApiProperty() is_complete!: boolean;
  @ApiProperty({ type: Number, nullable: true }) winner!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null for a tie or an open game.' }) winner_username!:
    string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Spock vaporizes Rock' }) result_description!: string | null;
  @ApiProperty({
    description:
      'Won by forfeit: the absent player never moved and has no choice ("Won by forfeit: opponent did not show up").',
  })
  forfeit!: boolean;
  @ApiProperty(DATE) started_at!: string;
  @ApiProperty(NULLABLE_DATE) completed_at!: string | null;
  @ApiProperty({ ...NULLABLE_DATE, description: "The viewer's deadline; null for a spectator." }) my_move_deadline!:
    string | null;
  @ApiProperty(NULLABLE_DATE) opponent_move_deadline!: string | null;
  @ApiProperty(DATE) player1_move_deadline!: string;
  @ApiProperty(DATE) player2_move_deadline!: string;
  @ApiProperty({ description: 'Seconds per move.' }) move_timeout!: number;
  @ApiProperty({ ...DATE, description: "The server's clock, to correct the countdown for skew." }) server_time!: string;
  @ApiProperty(FAIRNESS_PROPERTY) fairness!: FairnessDto | null;
}

export class MatchViewDto implements MatchView {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The tournament id; null for a practice match.' })
  tournament!: number | null;
  @ApiProperty({ description: 'The tournament\'s name; "Practice" for a practice match.' }) tournament_name!: string;
  @ApiProperty({
    description:
      'Practice against the computer ("Computer (practice)", player 0, in slot 2): no money moves and nothing counts.',
  })
  practice!: boolean;
  @ApiProperty() round_number!: number;
  @ApiProperty() match_number!: number;
  @ApiProperty() total_rounds!: number;
  @ApiProperty({ description: 'The final, not the third-place match beside it.' }) is_final!: boolean;
  @ApiProperty({ description: "The semi-finals' losers' match for third place, in the final's round." })
  is_third_place!: boolean;
  @ApiProperty({ type: Number, nullable: true }) player1!: number | null;
  @ApiProperty({ type: Number, nullable: true }) player2!: number | null;
  @ApiProperty({ type: String, nullable: true }) player1_username!: string | null;
  @ApiProperty({ type: String, nullable: true }) player2_username!: string | null;
  @ApiProperty() player1_score!: number;
  @ApiProperty() player2_score!: number;
  @ApiProperty({ description: 'Player 1 has a move in the current game.' }) player1_submitted!: boolean;
  @ApiProperty({ description: 'Player 2 has a move in the current game.' }) player2_submitted!: boolean;
  @ApiProperty({ enum: MATCH_STATUS_VIEWS }) status!: MatchView['status'];
  @ApiProperty() status_display!: string;
  @ApiProperty({ type: Number, nullable: true }) winner!: number | null;
  @ApiProperty({ type: String, nullable: true }) winner_username!: string | null;
  @ApiProperty() is_complete!: boolean;
  @ApiProperty({ description: 'Decided by forfeit in game 1: the loser never showed up.' }) forfeit!: boolean;
  @ApiProperty({ description: 'A bye: one player through to round 2 without playing; no opponent, no game.' })
  bye!: boolean;
  @ApiProperty({ description: '1 for BLITZ, 3 for CLASSIC.' }) max_games!: number;
  @ApiProperty({ description: "Seconds per move in every game of this match: its tournament's clock." })
  move_timeout!: number;
  @ApiProperty() is_participant!: boolean;
  @ApiProperty() needs_my_move!: boolean;
  @ApiProperty({ type: () => [GameViewDto] }) games!: GameViewDto[];
  @ApiProperty({
    type: () => GameViewDto,
    nullable: true,
    description: 'The game being played; null before the start and after the end.',
  })
  current_game!: GameViewDto | null;
  @ApiProperty(NULLABLE_DATE) started_at!: string | null;
  @ApiProperty(NULLABLE_DATE) completed_at!: string | null;
  @ApiProperty(DATE) server_time!: string;
  @ApiProperty({ description: 'Signed-in users other than the players with this match open now (its page).' })
  watchers!: number;
}

/** One match in play, as the Live page lists it. */
export class LiveMatchDto implements LiveMatchView {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'The tournament id.' }) tournament!: number;
  @ApiProperty() tournament_name!: string;
  @ApiProperty() round_number!: number;
  @ApiProperty() total_rounds!: number;
  @ApiProperty() player1!: number;
  @ApiProperty() player2!: number;
  @ApiProperty({ type: String, nullable: true }) player1_username!: string | null;
  @ApiProperty({ type: String, nullable: true }) player2_username!: string | null;
  @ApiProperty() player1_score!: number;
  @ApiProperty() player2_score!: number;
  @ApiProperty({ description: '1 for BLITZ, 3 for CLASSIC.' }) max_games!: number;
  @ApiProperty({ description: 'Seconds per move: the pace.' }) move_timeout!: number;
  @ApiProperty(DATE) started_at!: string;
}

export class GameResultDto implements GameResultView {
  @ApiProperty({ type: String, nullable: true, description: 'Null for a tie.' }) winner_username!: string | null;
  @ApiProperty({ example: 'Rock crushes Scissors' }) result_description!: string;
  @ApiProperty() player1_score!: number;
  @ApiProperty() player2_score!: number;
  @ApiProperty() match_complete!: boolean;
  @ApiProperty({ type: String, nullable: true }) match_winner_username!: string | null;
}

export class SubmitChoiceResponseDto {
  @ApiProperty({ type: () => GameViewDto }) game!: GameViewDto;
  @ApiProperty({ type: () => GameResultDto, nullable: true, description: 'Null while waiting for the opponent.' })
  result!: GameResultDto | null;
}
