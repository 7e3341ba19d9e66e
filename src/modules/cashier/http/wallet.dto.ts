import { ApiProperty } from '@nestjs/swagger';
import { AMOUNT_SCHEMA, IsAmount } from '../../../shared/http/amount.validator.js';
import { MAX_DEPOSIT, MIN_DEPOSIT } from '../domain/deposit-options.js';

export class DepositDto {
  @ApiProperty({ ...AMOUNT_SCHEMA, description: 'Coins, 0.01 to 10000.00, at most two decimals.' })
  @IsAmount(MIN_DEPOSIT, MAX_DEPOSIT)
  amount!: string | number;
}
