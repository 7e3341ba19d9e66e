import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { AMOUNT_SCHEMA, IsAmount } from '../../../shared/http/amount.validator.js';
import { ValidateProblem } from '../../../shared/http/validate-problem.js';
import { cents } from '../../../shared/money/money.js';
import { BRACKET_SIZES } from '../domain/tournament-rules.js';
import {
  DEFAULT_REGISTRATION_OPENS_HOURS,
  SCHEDULE_REPEATS,
  type ScheduleRepeat,
} from '../domain/tournament-schedule.entity.js';
import type { TournamentScheduleView } from '../queries/list-tournament-schedules.query.js';
import { CreateTournamentDto } from './tournaments.dto.js';
import { msg, remembered } from '#i18n';

/** The least and the most a schedule may guarantee, in cents. */
export const MIN_GUARANTEE = cents(100);
export const MAX_GUARANTEE = cents(100_000_000);
export const MAX_REGISTRATION_OPENS_HOURS = 720;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant with its offset (ISO 8601); a time without one names no instant, so it is refused, not guessed. */
export function instantProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !INSTANT.test(value) || !Number.isFinite(Date.parse(value)))
    return remembered(msg({ message: 'Enter a date and time with its offset, e.g. 2026-12-01T18:00:00Z.' }));
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 9999 ? null : remembered(msg({ message: 'Enter a date between 2000 and 9999.' }));
}

/**
 * A schedule (issue 32 §2): the tournament's own fields, validated by the same rules (PickType copies their
 * validators), plus when it starts, how often, how many it needs and what it guarantees.
 */
export class CreateScheduleDto extends PickType(CreateTournamentDto, [
  'name',
  'description',
  'entry_fee',
  'max_players',
  'game_mode',
  'move_timeout',
  'payouts',
] as const) {
  @ApiPropertyOptional({
    enum: BRACKET_SIZES.filter((n) => n >= 2),
    default: 2,
    description: 'Fewest players it starts with (at least 2, at most max_players); fewer at the start cancel it.',
  })
  @IsOptional()
  @IsInt({ message: remembered(msg({ message: 'A valid integer is required.' })) })
  @Min(2, { message: remembered(msg({ message: 'Ensure this value is greater than or equal to 2.' })) })
  @Max(256, { message: remembered(msg({ message: 'Ensure this value is less than or equal to 256.' })) })
  min_players?: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-12-01T18:00:00Z',
    description: 'The first start, with its offset; stored in UTC.',
  })
  @IsDefined({ message: remembered(msg({ message: 'This field is required.' })) })
  @ValidateProblem('isInstant', instantProblem)
  starts_at!: string;

  @ApiPropertyOptional({ enum: SCHEDULE_REPEATS, default: 'none' })
  @IsOptional()
  @IsIn(SCHEDULE_REPEATS, { message: `Choose one of: ${SCHEDULE_REPEATS.join(', ')}.` })
  repeat?: ScheduleRepeat;

  @ApiPropertyOptional({
    ...AMOUNT_SCHEMA,
    nullable: true,
    description: 'The least prize pool; the house pays the shortfall (the overlay) at the start. Null: none.',
  })
  @IsOptional()
  @IsAmount(MIN_GUARANTEE, MAX_GUARANTEE)
  guaranteed_prize?: string | number | null;

  @ApiPropertyOptional({ default: DEFAULT_REGISTRATION_OPENS_HOURS, minimum: 1, maximum: MAX_REGISTRATION_OPENS_HOURS })
  @IsOptional()
  @IsInt({ message: remembered(msg({ message: 'A valid integer is required.' })) })
  @Min(1, { message: remembered(msg({ message: 'Ensure this value is greater than or equal to 1.' })) })
  @Max(MAX_REGISTRATION_OPENS_HOURS, {
    message: `Ensure this value is less than or equal to ${MAX_REGISTRATION_OPENS_HOURS}.`,
  })
  registration_opens_hours?: number;
}

/** Any of the fields; they apply from the next occurrence opened. `guaranteed_prize: null` removes the guarantee. */
export class UpdateScheduleDto extends PartialType(CreateScheduleDto) {}

export class ScheduleDto implements TournamentScheduleView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: '5.00' }) entry_fee!: string;
  @ApiProperty({ enum: ['BLITZ', 'CLASSIC'] }) game_mode!: 'BLITZ' | 'CLASSIC';
  @ApiProperty({ type: [Number], example: [70, 30] }) payouts!: number[];
  @ApiProperty({ description: 'Seconds per move.' }) move_timeout!: number;
  @ApiProperty() min_players!: number;
  @ApiProperty() max_players!: number;
  @ApiProperty({ type: String, format: 'date-time' }) starts_at!: string;
  @ApiProperty({ enum: SCHEDULE_REPEATS }) repeat!: ScheduleRepeat;
  @ApiProperty({ type: String, nullable: true, example: '100.00' }) guaranteed_prize!: string | null;
  @ApiProperty() registration_opens_hours!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
  @ApiProperty({ type: [Number], description: 'Its occurrences open for registration, soonest first.' })
  open_tournament_ids!: number[];
}

/** What a delete answers: the contract declares a body for every success. */
export class ScheduleDeletedDto {
  @ApiProperty({ example: 'Schedule deleted.' }) detail!: string;
}
