import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

export class StatementQueryDto {
  @ApiPropertyOptional({ description: 'next_cursor of the previous page' })
  @IsOptional()
  @Matches(/^\d{1,15}$/, { message: 'Invalid cursor.' })
  cursor?: string;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 200 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'A valid integer is required.' })
  @Min(1, { message: 'Ensure this value is greater than or equal to 1.' })
  @Max(200, { message: 'Ensure this value is less than or equal to 200.' })
  limit?: number;
}
