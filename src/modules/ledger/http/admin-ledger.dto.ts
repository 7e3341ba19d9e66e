import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { msg, remembered } from '#i18n';

export class StatementQueryDto {
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
