import { ApiProperty } from '@nestjs/swagger';
import type { TransactionView } from './ledger.queries.js';
import { TRANSACTION_TYPES, type TransactionType } from './ledger.types.js';

/** The OpenAPI shape of a wallet posting, for every answer that lists a user's transactions. */
export class TransactionViewDto implements TransactionView {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: TRANSACTION_TYPES }) transaction_type!: TransactionType;
  @ApiProperty({ example: 'Deposit' }) transaction_type_display!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: '-10.00', description: 'Signed: + into the wallet, - out of it.' }) amount!: string;
  @ApiProperty({ example: '15.00' }) balance_after!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}
