import { ApiProperty } from '@nestjs/swagger';
import {
  MATCH_STATUS_VIEWS,
  type BracketMatchView,
  type MatchStatusView,
} from '../../gameplay/contracts/gameplay.queries.js';
import {
  GAME_MODES,
  type GameMode,
  TOURNAMENT_KINDS,
  TOURNAMENT_STATUSES,
  type TournamentKind,
  type TournamentStatus,
} from '../domain/tournament-rules.js';
import type { ParticipantView, PrizeView, TournamentView } from '../queries/tournament.view.js';

const DATE = { type: String, format: 'date-time' } as const;
const NULLABLE_DATE = { ...DATE, nullable: true } as const;
const MONEY = { type: String, example: '10.00', description: 'Coins as a decimal string with two decimals.' } as const;
const NULLABLE_ID = { type: Number, nullable: true } as const;
const NULLABLE_TEXT = { type: String, nullable: true } as const;

export class BracketMatchDto implements BracketMatchView {
  @ApiProperty() id!: number;
  @ApiProperty() round_number!: number;
  @ApiProperty() match_number!: number;
  @ApiProperty(NULLABLE_ID) player1!: number | null;
  @ApiProperty(NULLABLE_ID) player2!: number | null;
  @ApiProperty(NULLABLE_TEXT) player1_username!: string | null;
  @ApiProperty(NULLABLE_TEXT) player2_username!: string | null;
  @ApiProperty() player1_score!: number;
  @ApiProperty() player2_score!: number;
  @ApiProperty(NULLABLE_ID) winner!: number | null;
  @ApiProperty(NULLABLE_TEXT) winner_username!: string | null;
  @ApiProperty({ enum: MATCH_STATUS_VIEWS }) status!: MatchStatusView;
  @ApiProperty() status_display!: string;
  @ApiProperty({ description: '1 for BLITZ, 3 for CLASSIC.' }) max_games!: number;
  @ApiProperty({ description: 'Won by forfeit: the loser never showed up.' }) forfeit!: boolean;
  @ApiProperty({
    description:
      'A bye (a scheduled tournament short of a power of two): round 1 with one player (player2 null), completed, that player through to round 2 without playing. Neither a win nor a loss.',
  })
  bye!: boolean;
  @ApiProperty({
    description:
      "The semi-finals' losers' match for third place: the final's round, match 2, in no round of the bracket.",
  })
  is_third_place!: boolean;
}

export class PrizeViewDto implements PrizeView {
  @ApiProperty({
    example: 1,
    description: '1 for the champion, 2 for the runner-up, 3 for the third-place match winner.',
  })
  place!: number;
  @ApiProperty({ example: 70, description: 'Whole percent of the prize pool.' }) percent!: number;
  @ApiProperty({
    ...MONEY,
    description:
      'The floor of pool x percent / 100; the cents left over go to first place, so the prizes add up to the pool.',
  })
  amount!: string;
}

export class ParticipantViewDto implements ParticipantView {
  @ApiProperty({ description: "The player's user id." }) id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: '1 champion, 2 runner-up, 3, 5, 9, ... by the round lost in.',
  })
  placement!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Random seed from the start; 2k-1 meets 2k in round 1.' })
  seed!: number | null;
  @ApiProperty({
    description:
      'Checked in for the start: pressed "I\'m here", had a client connected, or took the seat within 2 minutes of the last seat filling. False before a check-in and after one lapsed.',
  })
  checked_in!: boolean;
}

/** The OpenAPI shape of a tournament, for the tournament pages and the admin's user page. */
export class TournamentViewDto implements TournamentView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty(MONEY) entry_fee!: string;
  @ApiProperty({ enum: [2, 4, 8, 16, 32, 64, 128, 256] }) max_players!: number;
  @ApiProperty({ enum: GAME_MODES }) game_mode!: GameMode;
  @ApiProperty({ example: 'Classic (Best of 3)' }) game_mode_display!: string;
  @ApiProperty({ example: 60, description: 'Seconds per move in every game: 60, 300, 3600 or 86400 ("Daily").' })
  move_timeout!: number;
  @ApiProperty({
    enum: TOURNAMENT_KINDS,
    description:
      "Who opened it: a player (PLAYER), a house table that is always open (SIT_AND_GO), a schedule (SCHEDULED), or a challenge between two players (CHALLENGE), which the lobby's lists leave out.",
  })
  kind!: TournamentKind;
  @ApiProperty({
    type: [Number],
    example: [70, 30],
    description: 'Whole percents of the prize pool by place, first place first: [100], [70, 30] or [50, 30, 20].',
  })
  payouts!: number[];
  @ApiProperty({ type: [PrizeViewDto], description: 'What each paid place wins, adding up to prize_pool.' })
  prizes!: PrizeView[];
  @ApiProperty({
    type: BracketMatchDto,
    nullable: true,
    description:
      "The semi-finals' losers' match for third place, played beside the final (three paid places); null before the start and where there is none. The bracket's rounds do not hold it.",
  })
  third_place_match!: BracketMatchView | null;
  @ApiProperty({ enum: TOURNAMENT_STATUSES }) status!: TournamentStatus;
  @ApiProperty({ example: 'Waiting for Players' }) status_display!: string;
  @ApiProperty({ ...MONEY, description: 'Entry fee x max players minus the house rake.' }) prize_pool!: string;
  @ApiProperty() current_players!: number;
  @ApiProperty({ description: 'PENDING, registration still open, a free seat, and the caller not in it.' })
  can_join!: boolean;
  @ApiProperty() user_is_participant!: boolean;
  @ApiProperty({ ...NULLABLE_ID, description: "The champion's user id." }) winner!: number | null;
  @ApiProperty(NULLABLE_TEXT) winner_username!: string | null;
  @ApiProperty({ description: '0 before the start, then the lowest round still being played.' }) current_round!: number;
  @ApiProperty({ description: 'log2(max_players).' }) total_rounds!: number;
  @ApiProperty({ type: [ParticipantViewDto] }) participants!: ParticipantView[];
  @ApiProperty({
    ...NULLABLE_ID,
    description: "The creator's user id; null for a house table (kind SIT_AND_GO), which the house keeps open.",
  })
  created_by!: number | null;
  @ApiProperty(NULLABLE_TEXT) created_by_username!: string | null;
  @ApiProperty(DATE) created_at!: string;
  @ApiProperty(NULLABLE_DATE) started_at!: string | null;
  @ApiProperty(NULLABLE_DATE) completed_at!: string | null;
  @ApiProperty({
    ...DATE,
    description:
      'Creation time plus TOURNAMENT_FILL_DEADLINE_SECONDS: joins are refused from then on, and a tournament still PENDING then is cancelled with every fee refunded.',
  })
  registration_closes_at!: string;
  @ApiProperty({
    ...NULLABLE_DATE,
    description:
      'While the full tournament waits for its players to check in (status still PENDING), when the check-in ends: players not checked in by then lose their seat and get their entry fee back. Null otherwise.',
  })
  check_in_ends_at!: string | null;
  @ApiProperty({
    ...NULLABLE_DATE,
    description:
      "A scheduled tournament's start (kind SCHEDULED): registration closes then, and it starts with the players registered, or is cancelled with every fee refunded when fewer than min_players. Null for every other kind.",
  })
  starts_at!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The fewest players a scheduled tournament starts with; null for every other kind.',
  })
  min_players!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '100.00',
    description:
      'The least prize pool a scheduled tournament pays: the house adds the shortfall (the overlay) at the start. Null without a guarantee.',
  })
  guaranteed_prize!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The caller's match here that waits on their move (Play Now!), else null.",
  })
  my_match_id_to_play!: number | null;
}
