import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TRANSACTION_TYPES, type TransactionType } from '../contracts/ledger.types.js';
import type {
  AccountStatement,
  StatementAccount,
  StatementLine,
  TrialBalance,
  TrialBalanceAccount,
} from '../contracts/ledger.queries.js';

const NULLABLE_ID = { type: Number, nullable: true } as const;

export class TrialBalanceAccountDto implements TrialBalanceAccount {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'WALLET' }) kind!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: '25.00' }) balance!: string;
  @ApiPropertyOptional({ description: 'Wallets only: the owner.' }) user_id?: number;
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Wallets only; null when the user is gone.' })
  username?: string | null;
}

export class TrialBalanceDto implements TrialBalance {
  @ApiProperty({ type: [TrialBalanceAccountDto] }) accounts!: TrialBalanceAccount[];
  @ApiProperty({ example: '0.00', description: 'The sum of every account: always "0.00".' }) total!: string;
}

export class StatementAccountDto implements StatementAccount {
  @ApiProperty() id!: number;
  @ApiProperty() key!: string;
  @ApiProperty() kind!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: '25.00' }) balance!: string;
  @ApiProperty(NULLABLE_ID) user_id!: number | null;
  @ApiProperty(NULLABLE_ID) tournament_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: "Wallets only: the owner's username." }) username!:
    string | null;
}

export class StatementLineDto implements StatementLine {
  @ApiProperty() id!: number;
  @ApiProperty() entry_id!: number;
  @ApiProperty({ enum: TRANSACTION_TYPES }) transaction_type!: TransactionType;
  @ApiProperty() transaction_type_display!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: '-10.00', description: 'Signed: + into the account, - out of it.' }) amount!: string;
  @ApiProperty({ example: '15.00' }) balance_after!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class AccountStatementDto implements AccountStatement {
  @ApiProperty({ type: StatementAccountDto }) account!: StatementAccount;
  @ApiProperty({ type: [StatementLineDto], description: 'Newest first.' }) results!: StatementLine[];
  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next, older page; null on the last.' })
  next_cursor!: string | null;
}
