import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Matches } from 'class-validator';
import { IsAmount } from '../../../shared/http/amount.validator.js';
import { NoBidiControls } from '../../../shared/http/bidi-controls.js';
import { CharLength } from '../../../shared/http/text-length.js';
import { VisibleText } from '../../../shared/http/visible-text.js';
import { cents } from '../../../shared/money/money.js';
import { LIMIT_KINDS, type LimitKind } from '../domain/limits.js';
import { REALITY_CHECK_MINUTES, SELF_EXCLUSION_MONTHS, TIME_OUT_DAYS } from '../domain/restrictions.js';
import { msg, remembered } from '#i18n';

const REQUIRED = { message: remembered(msg({ message: 'This field is required.' })) };
const DATE_MESSAGE = { message: remembered(msg({ message: 'Enter a valid date in the format YYYY-MM-DD.' })) };
const MIN_LIMIT = cents(1);
/** A limit above any deposit a month could hold is no limit; refused so a typo does not read as one. */
const MAX_LIMIT = cents(100_000_000);

const LIMIT_SCHEMA = {
  oneOf: [
    { type: 'string', example: '50.00' },
    { type: 'number', example: 50 },
  ],
  nullable: true,
  description: 'Coins; null removes the limit (after 24 hours); left out: unchanged.',
};

/** A date of birth (as the profile takes it), its presence checked after the user is found: an unknown id reads 404 first. */
export class AdminDateOfBirthDto {
  @ApiProperty({ format: 'date', example: '1990-04-01' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  @IsString(DATE_MESSAGE)
  date_of_birth?: string;
}

export class LimitsDto {
  @ApiPropertyOptional(LIMIT_SCHEMA) @IsOptional() @IsAmount(MIN_LIMIT, MAX_LIMIT) deposit_daily?:
    string | number | null;
  @ApiPropertyOptional(LIMIT_SCHEMA) @IsOptional() @IsAmount(MIN_LIMIT, MAX_LIMIT) deposit_weekly?:
    string | number | null;
  @ApiPropertyOptional(LIMIT_SCHEMA) @IsOptional() @IsAmount(MIN_LIMIT, MAX_LIMIT) deposit_monthly?:
    string | number | null;
  @ApiPropertyOptional(LIMIT_SCHEMA) @IsOptional() @IsAmount(MIN_LIMIT, MAX_LIMIT) loss_daily?: string | number | null;
  @ApiPropertyOptional(LIMIT_SCHEMA) @IsOptional() @IsAmount(MIN_LIMIT, MAX_LIMIT) loss_weekly?: string | number | null;
  @ApiPropertyOptional(LIMIT_SCHEMA) @IsOptional() @IsAmount(MIN_LIMIT, MAX_LIMIT) loss_monthly?:
    string | number | null;

  @ApiPropertyOptional({ enum: REALITY_CHECK_MINUTES, nullable: true, description: 'null: no reality check.' })
  @IsOptional()
  @IsIn(REALITY_CHECK_MINUTES, { message: remembered(msg({ message: 'Choose 15, 30, 60 or null (none).' })) })
  reality_check_minutes?: number | null;
}

export class CancelPendingLimitDto {
  @ApiProperty({ enum: LIMIT_KINDS })
  @IsIn(LIMIT_KINDS, { message: `Choose one of: ${LIMIT_KINDS.join(', ')}.` })
  @IsDefined(REQUIRED)
  limit!: LimitKind;
}

export class TimeOutDto {
  @ApiProperty({ enum: TIME_OUT_DAYS })
  @IsIn(TIME_OUT_DAYS, { message: `Choose one of: ${TIME_OUT_DAYS.join(', ')} days.` })
  @IsInt({ message: remembered(msg({ message: 'A whole number of days.' })) })
  @IsDefined(REQUIRED)
  days!: number;
}

export class SelfExcludeDto {
  @ApiProperty({ enum: SELF_EXCLUSION_MONTHS })
  @IsIn(SELF_EXCLUSION_MONTHS, { message: `Choose one of: ${SELF_EXCLUSION_MONTHS.join(', ')} months.` })
  @IsInt({ message: remembered(msg({ message: 'A whole number of months.' })) })
  @IsDefined(REQUIRED)
  months!: number;
}

/**
 * Why the admin clears a review hold: what they checked. Kept in the event, so the next admin reads it. Required,
 * its presence checked after the user is found (an unknown id reads 404 first), as the date of birth above.
 */
export class ClearReviewHoldDto {
  @ApiProperty({ maxLength: 500, example: 'Passport seen: a different person from the excluded account.' })
  @IsOptional()
  @IsString({ message: remembered(msg({ message: 'Not a valid string.' })) })
  @CharLength(1, 500)
  @VisibleText()
  @NoBidiControls()
  note?: string;
}
