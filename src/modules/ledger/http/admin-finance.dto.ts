import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';

const DATE_MESSAGE = 'Enter a valid date in the format YYYY-MM-DD.';
export const FINANCE_FORMATS = ['json', 'csv'] as const;

/** The period's days are checked as dates by the domain (resolveFinancePeriod); here only that they are text. */
export class FinanceQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-11-01',
    description: 'First UTC day; default 29 days before `to`.',
  })
  @IsOptional()
  @IsString({ message: DATE_MESSAGE })
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last UTC day, included; default today.' })
  @IsOptional()
  @IsString({ message: DATE_MESSAGE })
  to?: string;

  @ApiPropertyOptional({ enum: FINANCE_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(FINANCE_FORMATS, { message: 'Choose one of: json, csv.' })
  format?: (typeof FINANCE_FORMATS)[number];
}
