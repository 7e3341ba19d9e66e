import { ApiProperty } from '@nestjs/swagger';
import { DEPOSIT_STATUSES, type DepositStatus } from '../domain/deposit-options.js';
import type { AdminDepositView, DepositView } from '../queries/deposit.view.js';

const NULLABLE_MONEY = { type: String, nullable: true, example: '25.00' } as const;

/** The OpenAPI shape of a deposit, for the player's wallet and the admin's deposits list. */
export class DepositViewDto implements DepositView {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, example: '25.00', description: 'Coins asked for.' }) amount!: string;
  @ApiProperty({ ...NULLABLE_MONEY, description: 'Coins credited: what the provider says was paid. Null until then.' })
  amount_credited!: string | null;
  @ApiProperty({ type: String, example: '0.00', description: 'Coins refunds and open or lost disputes took back.' })
  amount_taken_back!: string;
  @ApiProperty({ enum: DEPOSIT_STATUSES }) status!: DepositStatus;
  @ApiProperty({ example: 'stripe' }) provider!: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment page, while PENDING." })
  checkout_url!: string | null;
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ type: String, example: '25.00', description: 'What the provider was asked to charge, in currency.' })
  price!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completed_at!: string | null;
}

export class AdminDepositViewDto extends DepositViewDto implements AdminDepositView {
  @ApiProperty() user_id!: number;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
}
