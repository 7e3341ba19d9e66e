import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../shared/http/pagination.js';
import { ValidateProblem } from '../../../shared/http/validate-problem.js';
import { DEPOSIT_STATUSES, PAYMENT_PROVIDERS, type DepositStatus } from '../domain/deposit-options.js';

const STATUS_MESSAGE = { message: `Choose one of: ${DEPOSIT_STATUSES.join(', ')}.` };

export class DepositsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: DEPOSIT_STATUSES })
  @IsOptional()
  @IsIn(DEPOSIT_STATUSES, STATUS_MESSAGE)
  status?: DepositStatus;
}

/** A calendar day (UTC) as YYYY-MM-DD that exists. */
export function dayProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(value)) return 'Enter a date as YYYY-MM-DD.';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? 'Enter a real date.' : null;
}

export class AdminDepositsQueryDto extends DepositsQueryDto {
  @ApiPropertyOptional({ enum: PAYMENT_PROVIDERS })
  @IsOptional()
  @IsIn(PAYMENT_PROVIDERS, { message: `Choose one of: ${PAYMENT_PROVIDERS.join(', ')}.` })
  provider?: string;

  @ApiPropertyOptional({ type: Number, description: "The player's user id." })
  @IsOptional()
  @ValidateProblem('isUserId', (value) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) > 0 ? null : 'A valid user id is required.',
  )
  user?: string;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Created on or after this day (UTC).' })
  @IsOptional()
  @ValidateProblem('isDay', dayProblem)
  from?: string;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Created on or before this day (UTC).' })
  @IsOptional()
  @ValidateProblem('isDay', dayProblem)
  to?: string;
}
