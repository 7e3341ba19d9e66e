import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { CharLength } from '../../../shared/http/text-length.js';
import { PageQueryDto } from '../../../shared/http/pagination.js';
import { LEADERBOARD_SORTS, type LeaderboardEntry, type LeaderboardSort } from '../queries/get-leaderboard.query.js';
import { USERNAME_PATTERN } from '../domain/password-policy.js';
import { NoBidiControls } from '../../../shared/http/bidi-controls.js';
import { IsMailSafeEmail } from './mail-safe-email.js';

const REQUIRED = { message: 'This field is required.' };

const STRING = { message: 'Not a valid string.' };

export class RegisterDto {
  @ApiProperty({ minLength: 3, maxLength: 30, pattern: USERNAME_PATTERN.source, example: 'spock_fan' })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @Matches(USERNAME_PATTERN, {
    message: 'Enter a username of 3 to 30 characters: letters, digits and _ . - only.',
  })
  @NoBidiControls()
  username!: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(0, 254)
  @IsMailSafeEmail()
  email!: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(0, 128)
  password!: string;

  @ApiProperty({ minLength: 8, maxLength: 128 })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(0, 128)
  password2!: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '1990-04-01',
    description: 'Optional; under MIN_AGE (18) is refused. Without it, the first deposit asks for it.',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a valid date in the format YYYY-MM-DD.' })
  @IsString({ message: 'Enter a valid date in the format YYYY-MM-DD.' })
  date_of_birth?: string;
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
  @IsIn(['asc', 'desc'], { message: 'Choose asc or desc.' })
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
