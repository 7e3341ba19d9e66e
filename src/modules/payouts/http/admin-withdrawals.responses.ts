import { ApiProperty } from '@nestjs/swagger';
import { ReviewedWithdrawalDto } from '../contracts/withdrawal-view.dto.js';
import type { AdminWithdrawalView } from '../queries/withdrawal.view.js';

/** A row of the admin's withdrawal queue: the withdrawal, its risk signals, and whose it is. */
export class AdminWithdrawalDto extends ReviewedWithdrawalDto implements AdminWithdrawalView {
  @ApiProperty() user_id!: number;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
}
