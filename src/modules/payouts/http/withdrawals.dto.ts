import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { CharLength } from '../../../shared/http/text-length.js';
import { VisibleText } from '../../../shared/http/visible-text.js';
import { AMOUNT_SCHEMA, IsAmount } from '../../../shared/http/amount.validator.js';
import {
  CANCELLATION_REASON_DISPLAY,
  CANCELLATION_REASONS,
  DEFAULT_PAYMENT_METHOD,
  MAX_WITHDRAWAL,
  MIN_WITHDRAWAL,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../domain/withdrawal-options.js';
import { NoBidiControls } from '../../../shared/http/bidi-controls.js';
import { msg, remembered } from '#i18n';

const REQUIRED = { message: remembered(msg({ message: 'This field is required.' })) };

// class-validator runs a property's decorators bottom-up and stops at the first failure, so the most basic
// check (present, then the right type) is listed last.

export class WithdrawDto {
  @ApiProperty({
    ...AMOUNT_SCHEMA,
    description: 'Coins, at least 10.00 and at most the balance, at most two decimals.',
  })
  @IsAmount(MIN_WITHDRAWAL, MAX_WITHDRAWAL)
  amount!: string | number;

  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: DEFAULT_PAYMENT_METHOD })
  @IsOptional()
  @IsIn(PAYMENT_METHODS, { message: `Choose one of: ${PAYMENT_METHODS.join(', ')}.` })
  payment_method?: PaymentMethod;

  @ApiProperty({ minLength: 1, maxLength: 500, example: 'player@example.com' })
  @CharLength(0, 500)
  @NoBidiControls()
  @VisibleText()
  @IsString({ message: remembered(msg({ message: 'Not a valid string.' })) })
  @IsDefined(REQUIRED)
  payment_details!: string;

  @ApiPropertyOptional({
    maxLength: 64,
    example: '123456',
    description: 'With two-factor on: the current code of the authenticator app (or a recovery code). Required then.',
  })
  @IsOptional()
  @CharLength(0, 64)
  @IsString({ message: remembered(msg({ message: 'Not a valid string.' })) })
  otp?: string;
}

export class CancellationRequestDto {
  @ApiProperty({ type: Number, minimum: 1, example: 12 })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value,
  )
  @Min(1, { message: remembered(msg({ message: 'A valid withdrawal id is required.' })) })
  @IsInt({ message: remembered(msg({ message: 'A valid integer is required.' })) })
  @IsDefined(REQUIRED)
  withdrawal_id!: number;

  /** Checked by the controller, so that a missing reason reads as the form's own message. */
  @ApiProperty({
    enum: [...CANCELLATION_REASONS, ...Object.values(CANCELLATION_REASON_DISPLAY)],
    description: 'A reason code, or its label as the form shows it.',
  })
  @IsOptional()
  reason?: unknown;
}
