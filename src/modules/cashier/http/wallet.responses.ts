import { ApiProperty } from '@nestjs/swagger';
import { DepositViewDto } from '../contracts/deposit-view.dto.js';

export class WalletBalanceDto {
  @ApiProperty({ example: '25.00', description: 'Spendable coins; a pending withdrawal is already taken out.' })
  balance!: string;
}

export class WalletMeDto extends WalletBalanceDto {
  @ApiProperty({
    example: '0.00',
    description:
      'Coins owed after a refund or dispute took back more than the wallet held; a deposit settles it first.',
  })
  owed!: string;
}

export class DepositResultDto {
  @ApiProperty({ example: 'Deposit successful!' }) message!: string;
  @ApiProperty({ type: WalletBalanceDto }) wallet!: WalletBalanceDto;
  @ApiProperty({ type: DepositViewDto }) deposit!: DepositViewDto;
}

export class DepositStartedDto {
  @ApiProperty({ example: 'Complete the payment to receive your coins.' }) message!: string;
  @ApiProperty({ type: DepositViewDto, description: 'PENDING, with checkout_url.' }) deposit!: DepositViewDto;
}
