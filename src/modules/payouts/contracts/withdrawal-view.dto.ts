import { ApiProperty } from '@nestjs/swagger';
import { RISK_SIGNAL_CODES, type RiskSignal, type RiskSignalCode, type RiskUser } from '../domain/risk-signals.js';
import {
  CANCELLATION_REASONS,
  type CancellationReason,
  PAYMENT_METHODS,
  type PaymentMethod,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
} from '../domain/withdrawal-options.js';
import type {
  FirstApprovalView,
  ReviewedWithdrawalView,
  ReviewStateView,
  WithdrawalView,
} from '../queries/withdrawal.view.js';

const DATE = { type: String, format: 'date-time' } as const;
const NULLABLE_DATE = { ...DATE, nullable: true } as const;
const NULLABLE_TEXT = { type: String, nullable: true } as const;

/** The OpenAPI shape of a withdrawal request, for the player's wallet and every admin page that shows one. */
export class WithdrawalViewDto implements WithdrawalView {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: WITHDRAWAL_STATUSES }) status!: WithdrawalStatus;
  @ApiProperty({ example: 'Pending' }) status_display!: string;
  @ApiProperty({ type: String, example: '20.00' }) amount!: string;
  @ApiProperty({ enum: PAYMENT_METHODS }) payment_method!: PaymentMethod;
  @ApiProperty() payment_method_display!: string;
  @ApiProperty() payment_details!: string;
  @ApiProperty(NULLABLE_DATE) requested_at!: string | null;
  @ApiProperty(NULLABLE_DATE) reviewed_at!: string | null;
  @ApiProperty() cancellation_requested!: boolean;
  @ApiProperty({ enum: CANCELLATION_REASONS, nullable: true }) cancellation_reason!: CancellationReason | null;
  @ApiProperty(NULLABLE_TEXT) cancellation_reason_display!: string | null;
  @ApiProperty(NULLABLE_DATE) cancellation_requested_at!: string | null;
  @ApiProperty() admin_notes!: string;
  @ApiProperty({
    ...NULLABLE_TEXT,
    example: '5TY05013RG002845M',
    description: 'The PayPal, bank or chain transaction id of the payment, given with the approval. Null until then.',
  })
  payout_reference!: string | null;
}

export class FirstApprovalDto implements FirstApprovalView {
  @ApiProperty() admin_id!: number;
  @ApiProperty(NULLABLE_TEXT) username!: string | null;
  @ApiProperty(DATE) approved_at!: string;
  @ApiProperty() admin_notes!: string;
}

/** A withdrawal as the admins see it after a review: where its approvals stand. */
export class ReviewStateDto extends WithdrawalViewDto implements ReviewStateView {
  @ApiProperty({
    type: Number,
    enum: [1, 2],
    description: 'Approvals needed before the money leaves: 2 over WITHDRAWAL_SECOND_APPROVAL_OVER (docs/payments.md).',
  })
  approvals_required!: 1 | 2;
  @ApiProperty({
    type: FirstApprovalDto,
    nullable: true,
    description: 'The first of two approvals while the withdrawal waits for a second admin; null when none was given.',
  })
  first_approval!: FirstApprovalDto | null;
}

export class RiskUserDto implements RiskUser {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
}

export class RiskSignalDto implements RiskSignal {
  @ApiProperty({ enum: RISK_SIGNAL_CODES }) code!: RiskSignalCode;
  @ApiProperty({
    example:
      'Won 18.00 coins in prizes from 1 tournament (Spring Cup) that include 1 match in which bob_2 never moved by hand.',
  })
  detail!: string;
  @ApiProperty({ type: [Number], description: 'Ids of the matches the signal is about (GET /matches/{id}/).' })
  matches!: number[];
  @ApiProperty({ type: [RiskUserDto], description: 'The other users the signal is about.' }) users!: RiskUser[];
}

/** A withdrawal as an admin reviews it: with the facts to weigh before the money leaves. */
export class ReviewedWithdrawalDto extends ReviewStateDto implements ReviewedWithdrawalView {
  @ApiProperty({
    type: [RiskSignalDto],
    description: 'Facts to weigh before approving (docs/decisions.md); [] for a clean account.',
  })
  risk_signals!: RiskSignal[];
}
