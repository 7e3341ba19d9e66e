import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsInstantParam } from '../../../shared/http/date-params.js';
import { PageQueryDto } from '../../../shared/http/pagination.js';
import { CharLength } from '../../../shared/http/text-length.js';
import { msg, remembered } from '#i18n';

export class EventQueryDto {
  @ApiPropertyOptional({ example: 'PlayerJoinedTournament' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  type?: string;

  @ApiPropertyOptional({ example: 'tournament' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  aggregate_type?: string;

  @ApiPropertyOptional({ example: '7' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  aggregate_id?: string;

  @ApiPropertyOptional({ description: 'Acting user id' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: remembered(msg({ message: 'A valid integer is required.' })) })
  @Min(1)
  // user_id is an int4: a larger id names no user, and PostgreSQL would refuse the bound value (a 500).
  @Max(2_147_483_647, { message: remembered(msg({ message: 'A valid integer is required.' })) })
  user?: number;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsInstantParam()
  since?: Date;

  @ApiPropertyOptional({ format: 'date-time' })
  @IsOptional()
  @IsInstantParam()
  until?: Date;

  @ApiPropertyOptional({ description: 'next_cursor of the previous page' })
  @IsOptional()
  @Matches(/^\d{1,15}$/, { message: remembered(msg({ message: 'Invalid cursor.' })) })
  cursor?: string;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: remembered(msg({ message: 'A valid integer is required.' })) })
  @Min(1, { message: remembered(msg({ message: 'Ensure this value is greater than or equal to 1.' })) })
  @Max(200, { message: remembered(msg({ message: 'Ensure this value is less than or equal to 200.' })) })
  limit?: number;
}

export class UserSearchDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

/** Granting or revoking the admin role: the acting admin's own authenticator code confirms it. */
export class RoleChangeDto {
  @ApiPropertyOptional({
    maxLength: 64,
    example: '123456',
    description: "The current code of the acting admin's authenticator app (or a recovery code). Required.",
  })
  @IsOptional()
  @CharLength(0, 64)
  @IsString({ message: remembered(msg({ message: 'Not a valid string.' })) })
  otp?: string;
}
