import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_PROVIDERS } from '../domain/deposit-options.js';

/** What the client shows about the cashier: who takes payments and what a coin is worth. */
export class CashierInfoDto {
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider!: string;
  @ApiProperty({ description: 'True when coins are not real money (the sandbox ribbon shows).' }) sandbox!: boolean;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: 1, description: 'Coins one unit of the currency buys.' }) coins_per_unit!: number;
  @ApiProperty({ example: '1.00', description: 'The price of one coin in currency, at least two decimals.' })
  coin_value!: string;
  @ApiProperty({ example: '0.01' }) min_deposit!: string;
  @ApiProperty({ example: '10000.00' }) max_deposit!: string;
  @ApiProperty({ example: '10.00' }) min_withdrawal!: string;
  @ApiProperty({ example: '1000000000.00' }) max_withdrawal!: string;
}
