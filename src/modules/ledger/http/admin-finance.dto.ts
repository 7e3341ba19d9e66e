import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsDayParam } from '../../../shared/http/date-params.js';
import { msg, remembered } from '#i18n';

export const FINANCE_FORMATS = ['json', 'csv'] as const;

/** Each day is checked here; how they make a period (order, length, defaults) is the domain's (resolveFinancePeriod). */
export class FinanceQueryDto {
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-11-01',
    description: 'First UTC day; default 29 days before `to`.',
  })
  @IsOptional()
  @IsDayParam()
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last UTC day, included; default today.' })
  @IsOptional()
  @IsDayParam()
  to?: string;

  @ApiPropertyOptional({ enum: FINANCE_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(FINANCE_FORMATS, { message: remembered(msg({ message: 'Choose one of: json, csv.' })) })
  format?: (typeof FINANCE_FORMATS)[number];
}
