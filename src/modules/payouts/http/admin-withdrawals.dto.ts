import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { PageQueryDto } from '../../../shared/http/pagination.js';
import { CharLength } from '../../../shared/http/text-length.js';
import {
  CANCELLATION_REASONS,
  type CancellationReason,
  PAYMENT_METHODS,
  type PaymentMethod,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '../domain/withdrawal-options.js';
import type { AdminWithdrawalView } from '../queries/withdrawal.view.js';

export class AdminNotesDto {
  @ApiPropertyOptional({ maxLength: 1000, default: '', example: 'Paid to the PayPal account on file.' })
  @IsOptional()
  @IsString({ message: 'Not a valid string.' })
  @CharLength(0, 1000)
  admin_notes?: string;
}

export class AdminWithdrawalsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: WITHDRAWAL_STATUSES })
  @IsOptional()
  @IsIn(WITHDRAWAL_STATUSES, { message: `Choose one of: ${WITHDRAWAL_STATUSES.join(', ')}.` })
  status?: WithdrawalStatus;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false', '1', '0'], { message: 'Must be true or false.' })
  cancellation_requested?: string;
}

const NULLABLE_DATE = { type: String, format: 'date-time', nullable: true } as const;

export class AdminWithdrawalDto implements AdminWithdrawalView {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: WITHDRAWAL_STATUSES }) status!: WithdrawalStatus;
  @ApiProperty() status_display!: string;
  @ApiProperty({ example: '10.00' }) amount!: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) payment_method!: PaymentMethod;
  @ApiProperty() payment_method_display!: string;
  @ApiProperty() payment_details!: string;
  @ApiProperty(NULLABLE_DATE) requested_at!: string | null;
  @ApiProperty(NULLABLE_DATE) reviewed_at!: string | null;
  @ApiProperty() cancellation_requested!: boolean;
  @ApiProperty({ enum: CANCELLATION_REASONS, nullable: true }) cancellation_reason!: CancellationReason | null;
  @ApiProperty({ type: String, nullable: true }) cancellation_reason_display!: string | null;
  @ApiProperty(NULLABLE_DATE) cancellation_requested_at!: string | null;
  @ApiProperty() admin_notes!: string;
  @ApiProperty() user_id!: number;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
}
