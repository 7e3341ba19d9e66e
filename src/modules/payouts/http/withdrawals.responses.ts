import { ApiProperty } from '@nestjs/swagger';
import { WithdrawalViewDto } from '../contracts/withdrawal-view.dto.js';

export class WithdrawalResultDto {
  @ApiProperty({ example: 'Withdrawal request submitted!' }) message!: string;
  @ApiProperty({ type: WithdrawalViewDto }) withdrawal!: WithdrawalViewDto;
}
