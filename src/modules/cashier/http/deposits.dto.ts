import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { IsDayParam } from '../../../shared/http/date-params.js';
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
  @IsDayParam()
  from?: string;

  @ApiPropertyOptional({ type: String, format: 'date', description: 'Created on or before this day (UTC).' })
  @IsOptional()
  @IsDayParam()
  to?: string;
}
