import { ApiProperty } from '@nestjs/swagger';
import { WithdrawalViewDto } from '../contracts/withdrawal-view.dto.js';

export class WalletBalanceDto {
  @ApiProperty({ example: '25.00', description: 'Spendable coins; a pending withdrawal is already taken out.' })
  balance!: string;
}

export class DepositResultDto {
  @ApiProperty({ example: 'Deposit successful!' }) message!: string;
  @ApiProperty({ type: WalletBalanceDto }) wallet!: WalletBalanceDto;
}

export class WithdrawalResultDto {
  @ApiProperty({ example: 'Withdrawal request submitted!' }) message!: string;
  @ApiProperty({ type: WithdrawalViewDto }) withdrawal!: WithdrawalViewDto;
}
