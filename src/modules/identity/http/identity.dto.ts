import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { CharLength } from '../../../shared/http/text-length.js';
import { PageQueryDto } from '../../../shared/http/pagination.js';
import {
  LEADERBOARD_SORTS,
  type LeaderboardEntry,
  type LeaderboardSort,
} from '../account/queries/get-leaderboard.query.js';
import { FORMULA_START_MESSAGE, startsLikeFormula, USERNAME_PATTERN } from '../domain/password-policy.js';
import { ValidateProblem } from '../../../shared/http/validate-problem.js';
import { NoBidiControls } from '../../../shared/http/bidi-controls.js';
import { IsMailSafeEmail } from './mail-safe-email.js';
import { NewPasswordField } from './new-password.field.js';
import { LOCALES, type Locale, msg, remembered } from '#i18n';

const REQUIRED = { message: remembered(msg({ message: 'This field is required.' })) };

const STRING = { message: remembered(msg({ message: 'Not a valid string.' })) };

export class RegisterDto {
  @ApiProperty({ minLength: 3, maxLength: 30, pattern: USERNAME_PATTERN.source, example: 'spock_fan' })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @Matches(USERNAME_PATTERN, {
    message: remembered(msg({ message: 'Enter a username of 3 to 30 characters: letters, digits and _ . - only.' })),
  })
  // Checked before the pattern (the lower decorator runs first), so the refusal says what is wrong.
  @ValidateProblem('noFormulaStart', (value) =>
    typeof value === 'string' && startsLikeFormula(value) ? FORMULA_START_MESSAGE : null,
  )
  @NoBidiControls()
  username!: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(0, 254)
  @IsMailSafeEmail()
  email!: string;

  @NewPasswordField()
  password!: string;

  @NewPasswordField()
  password2!: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '1990-04-01',
    description: 'Optional; under MIN_AGE (18) is refused. Without it, the first deposit asks for it.',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, {
    message: remembered(msg({ message: 'Enter a valid date in the format YYYY-MM-DD.' })),
  })
  @IsString({ message: remembered(msg({ message: 'Enter a valid date in the format YYYY-MM-DD.' })) })
  date_of_birth?: string;

  @ApiPropertyOptional({
    enum: LOCALES,
    description: 'The language of the answers, mails and notices (issue 36); it follows the player to every device.',
  })
  @ValidateIf((body: UpdateProfileDto) => body.locale !== undefined)
  @IsIn(LOCALES, { message: `Choose one of: ${LOCALES.join(', ')}.` })
  locale?: Locale;
}

export class LoginDto {
  @ApiProperty({ maxLength: 254 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 254)
  username!: string;

  @ApiProperty({ maxLength: 128 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 128)
  password!: string;
}

export class RefreshDto {
  @ApiProperty()
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 200)
  refresh!: string;
}

/** PUT /accounts/profile/: the player's own settings. */
/** The player's own settings; a field left out stays as it is, and at least one is sent. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ description: 'Mail me when a match of mine starts while I have no tab open.' })
  @ValidateIf((body: UpdateProfileDto) => body.email_match_start !== undefined)
  @IsBoolean({ message: remembered(msg({ message: 'Must be true or false.' })) })
  email_match_start?: boolean;

  @ApiPropertyOptional({
    format: 'date',
    example: '1990-04-01',
    description:
      'Set once by the player (issue 22 §1): under MIN_AGE, or a second time, is refused; an admin corrects it.',
  })
  @ValidateIf((body: UpdateProfileDto) => body.date_of_birth !== undefined)
  @Matches(/^\d{4}-\d{2}-\d{2}$/, {
    message: remembered(msg({ message: 'Enter a valid date in the format YYYY-MM-DD.' })),
  })
  @IsString({ message: remembered(msg({ message: 'Enter a valid date in the format YYYY-MM-DD.' })) })
  date_of_birth?: string;

  @ApiPropertyOptional({
    enum: LOCALES,
    description: 'The language of the answers, mails and notices (issue 36); it follows the player to every device.',
  })
  @ValidateIf((body: UpdateProfileDto) => body.locale !== undefined)
  @IsIn(LOCALES, { message: `Choose one of: ${LOCALES.join(', ')}.` })
  locale?: Locale;
}

export class LogoutDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString(STRING)
  @CharLength(0, 200)
  refresh?: string;
}

export class LeaderboardQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LEADERBOARD_SORTS, default: 'wins' })
  @IsOptional()
  @IsIn(LEADERBOARD_SORTS, { message: `Choose one of: ${LEADERBOARD_SORTS.join(', ')}.` })
  sort_by?: LeaderboardSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'], { message: remembered(msg({ message: 'Choose asc or desc.' })) })
  order?: 'asc' | 'desc';
}

export class LeaderboardEntryDto implements LeaderboardEntry {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Position in the chosen order, 1 first.' }) rank!: number;
  @ApiProperty() username!: string;
  @ApiProperty() games_played!: number;
  @ApiProperty() wins!: number;
  @ApiProperty() losses!: number;
  @ApiProperty({ example: 66.67 }) win_rate!: number;
  @ApiProperty({ example: '40.00' }) money_won!: string;
}
