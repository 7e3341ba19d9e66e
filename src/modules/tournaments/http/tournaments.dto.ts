import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString } from 'class-validator';
import { CharLength } from '../../../shared/http/text-length.js';
import { VisibleText } from '../../../shared/http/visible-text.js';
import { IsAmount } from '../../../shared/http/amount.validator.js';
import { PageQueryDto } from '../../../shared/http/pagination.js';
import { ValidateProblem } from '../../../shared/http/validate-problem.js';
import { formatCents, ZERO_CENTS } from '../../../shared/money/money.js';
import {
  BRACKET_SIZES,
  DEFAULT_GAME_MODE,
  DEFAULT_MAX_PLAYERS,
  DESCRIPTION_MAX_LENGTH,
  GAME_MODES,
  type GameMode,
  MAX_ENTRY_FEE,
  MIN_ENTRY_FEE,
  NAME_MAX_LENGTH,
  LOBBY_KINDS,
  TOURNAMENT_STATUSES,
  type TournamentKind,
  type TournamentStatus,
} from '../domain/tournament-rules.js';
import { NoBidiControls } from '../../../shared/http/bidi-controls.js';
import { MOVE_TIMEOUT_CHOICES, moveTimeoutShapeProblem } from '../domain/pace.js';
import { DEFAULT_PAYOUTS, payoutTableProblem } from '../domain/payouts.js';
import { msg, remembered } from '#i18n';

const REQUIRED = { message: remembered(msg({ message: 'This field is required.' })) };
const STRING = { message: remembered(msg({ message: 'Not a valid string.' })) };
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateTournamentDto {
  @ApiProperty({ minLength: 1, maxLength: NAME_MAX_LENGTH, example: 'Friday Night Spock-Off' })
  @Transform(trim)
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @VisibleText()
  @NoBidiControls()
  @CharLength(1, NAME_MAX_LENGTH, { message: `Ensure this field has 1 to ${NAME_MAX_LENGTH} characters.` })
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DESCRIPTION_MAX_LENGTH, default: '' })
  @Transform(trim)
  @IsOptional()
  @IsString(STRING)
  @VisibleText(true)
  @NoBidiControls()
  @CharLength(0, DESCRIPTION_MAX_LENGTH)
  description?: string | null;

  @ApiProperty({
    oneOf: [
      { type: 'string', example: '10.00' },
      { type: 'number', example: 10 },
    ],
    description: `Coins with at most two decimals, from ${formatCents(MIN_ENTRY_FEE)} to ${formatCents(MAX_ENTRY_FEE)}.`,
  })
  @IsAmount(MIN_ENTRY_FEE, MAX_ENTRY_FEE)
  entry_fee!: string | number;

  @ApiPropertyOptional({ enum: BRACKET_SIZES, default: DEFAULT_MAX_PLAYERS })
  @IsOptional()
  @IsInt({ message: remembered(msg({ message: 'A valid integer is required.' })) })
  @IsIn(BRACKET_SIZES, { message: `Choose one of: ${BRACKET_SIZES.join(', ')}.` })
  max_players?: number;

  @ApiPropertyOptional({ enum: GAME_MODES, default: DEFAULT_GAME_MODE })
  @IsOptional()
  @IsIn(GAME_MODES, { message: `Choose one of: ${GAME_MODES.join(', ')}.` })
  game_mode?: GameMode;

  @ApiPropertyOptional({
    type: Number,
    example: MOVE_TIMEOUT_CHOICES[3],
    description:
      'Seconds per move in every game: 60, 300, 3600 or 86400 ("Daily"). Omitted, the server\'s MOVE_TIMEOUT_SECONDS (60 unless configured), which is also accepted.',
  })
  @IsOptional()
  @ValidateProblem('isMoveTimeout', moveTimeoutShapeProblem)
  move_timeout?: number;

  @ApiPropertyOptional({
    type: [Number],
    default: DEFAULT_PAYOUTS,
    example: [50, 30, 20],
    description:
      "Whole percents of the prize pool by place, first place first: [100] (the default, winner takes all), [70, 30] (at least 4 players) or [50, 30, 20] (at least 8; the semi-finals' losers play for third).",
  })
  @IsOptional()
  @ValidateProblem('isPayoutTable', payoutTableProblem)
  payouts?: number[];
}

/** Whole seconds as a query parameter spells them, one of the clocks on offer; null when not. */
export function paceParameter(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return null;
  const seconds = Number(value);
  return (MOVE_TIMEOUT_CHOICES as readonly number[]).includes(seconds) ? seconds : null;
}

const PACE_PROBLEM = `Choose one of: ${MOVE_TIMEOUT_CHOICES.join(', ')} (seconds per move).`;

/**
 * The lobby's lists: optionally of some kinds only (issue 32 §1), and of an entry fee range and a pace (§5). A
 * challenge is never listed.
 */
export class KindQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    type: String,
    example: '1.00',
    description: 'Only tournaments whose entry fee is at least this.',
  })
  @IsOptional()
  @IsAmount(ZERO_CENTS, MAX_ENTRY_FEE)
  entry_fee_min?: string;

  @ApiPropertyOptional({
    type: String,
    example: '5.00',
    description: 'Only tournaments whose entry fee is at most this.',
  })
  @IsOptional()
  @IsAmount(ZERO_CENTS, MAX_ENTRY_FEE)
  entry_fee_max?: string;

  @ApiPropertyOptional({
    type: Number,
    enum: MOVE_TIMEOUT_CHOICES,
    description: 'Only tournaments played at this clock, in seconds per move.',
  })
  @IsOptional()
  @ValidateProblem('isPace', (value) =>
    typeof value === 'string' && paceParameter(value) !== null ? null : PACE_PROBLEM,
  )
  move_timeout?: string;

  @ApiPropertyOptional({
    description: `One kind, or several separated by commas: ${LOBBY_KINDS.join(', ')}. All of them when absent.`,
    example: 'SIT_AND_GO',
  })
  @IsOptional()
  @ValidateProblem('isKindList', (value) =>
    typeof value === 'string' && kindList(value) !== null ? null : `Choose one or more of: ${LOBBY_KINDS.join(', ')}.`,
  )
  kind?: string;
}

export class ListTournamentsQueryDto extends KindQueryDto {
  @ApiPropertyOptional({
    description: `One status, or several separated by commas: ${TOURNAMENT_STATUSES.join(', ')}.`,
    example: 'PENDING,ACTIVE',
  })
  @IsOptional()
  @ValidateProblem('isStatusList', (value) =>
    typeof value === 'string' && statusList(value) !== null
      ? null
      : `Choose one or more of: ${TOURNAMENT_STATUSES.join(', ')}.`,
  )
  status?: string;
}

/** "PLAYER,SIT_AND_GO" as kinds, every lobby kind when empty, or null when any part is not one. */
export function kindList(value: string | undefined): TournamentKind[] | null {
  return commaList(value ?? '', LOBBY_KINDS) ?? null;
}

function commaList<T extends string>(value: string, allowed: readonly T[]): T[] | null {
  const parts = value
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (parts.length === 0) return [...allowed];
  if (!parts.every((s): s is T => (allowed as readonly string[]).includes(s))) return null;
  return [...new Set(parts)];
}

/** "PENDING,ACTIVE" as statuses, or null when any part is not one; case does not matter. */
export function statusList(value: string): TournamentStatus[] | null {
  const parts = value
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (parts.length === 0) return [];
  if (!parts.every((s): s is TournamentStatus => (TOURNAMENT_STATUSES as readonly string[]).includes(s))) return null;
  return [...new Set(parts)];
}
