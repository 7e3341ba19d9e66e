import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { PageQueryDto } from '../../../shared/http/pagination.js';
import { CharLength } from '../../../shared/http/text-length.js';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../domain/withdrawal-options.js';
import { NoBidiControls } from '../../../shared/http/bidi-controls.js';
import { msg, remembered } from '#i18n';

export class AdminNotesDto {
  @ApiPropertyOptional({ maxLength: 1000, default: '', example: 'Paid to the PayPal account on file.' })
  @IsOptional()
  @IsString({ message: remembered(msg({ message: 'Not a valid string.' })) })
  @CharLength(0, 1000)
  @NoBidiControls()
  admin_notes?: string;
}

/** An approval: the notes, and the payout reference the approval that releases the money must carry. */
export class ApproveWithdrawalDto extends AdminNotesDto {
  @ApiPropertyOptional({
    maxLength: 200,
    example: '5TY05013RG002845M',
    description:
      'The PayPal, bank or chain transaction id of the payment, which the player sees. Required by the approval ' +
      'that releases the money; refused with the first of two approvals (over WITHDRAWAL_SECOND_APPROVAL_OVER).',
  })
  @IsOptional()
  @IsString({ message: remembered(msg({ message: 'Not a valid string.' })) })
  @CharLength(0, 200)
  @NoBidiControls()
  payout_reference?: string;
}

export class AdminWithdrawalsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: WITHDRAWAL_STATUSES })
  @IsOptional()
  @IsIn(WITHDRAWAL_STATUSES, { message: `Choose one of: ${WITHDRAWAL_STATUSES.join(', ')}.` })
  status?: WithdrawalStatus;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn(['true', 'false', '1', '0'], { message: remembered(msg({ message: 'Must be true or false.' })) })
  cancellation_requested?: string;
}
