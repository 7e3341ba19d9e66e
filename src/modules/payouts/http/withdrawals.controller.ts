import { Body, Controller, Get, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { IdempotencyKey, Idempotent } from '../../../shared/http/idempotency.interceptor.js';
import { requireAmount } from '../../../shared/money/money.js';
import { WithdrawalViewDto } from '../contracts/withdrawal-view.dto.js';
import { RequestWithdrawal } from '../commands/request-withdrawal.command.js';
import { RequestWithdrawalCancellation } from '../commands/request-withdrawal-cancellation.command.js';
import { GetMyWithdrawals } from '../queries/get-my-withdrawals.query.js';
import { withdrawalView } from '../queries/withdrawal.view.js';
import {
  cancellationReasonFrom,
  DEFAULT_PAYMENT_METHOD,
  MAX_WITHDRAWAL,
  MIN_WITHDRAWAL,
} from '../domain/withdrawal-options.js';
import { CancellationRequestDto, WithdrawDto } from './withdrawals.dto.js';
import { WithdrawalResultDto } from './withdrawals.responses.js';
import { msg } from '#i18n';

/**
 * The player's side of money out, under the wallet's paths (the spec's `/economy/wallet/...`). The operations keep
 * the ids they had while the wallet's controller served them, so the OpenAPI document stayed the same when money
 * out became its own context.
 */
@ApiTags('economy')
@ApiBearerAuth()
@Controller('economy')
export class WithdrawalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post('wallet/withdraw')
  @ApiOperation({ operationId: 'WalletController_withdraw' })
  @Idempotent()
  @ApiCreatedResponse({ type: WithdrawalResultDto, description: 'The request, holding its amount until reviewed.' })
  @ApiErrors({
    400: 'Field errors (amount under 10.00 or over the balance, payment details; {"otp": [...]} missing or wrong with two-factor on), or {"error"}: too many pending.',
    429: 'Too many wrong two-factor codes; Retry-After says when to try again.',
    403: ['The email address is not verified yet, or no date of birth is declared (issue 24 §4).', 'ErrorMessage'],
  })
  async withdraw(
    @CurrentUser() user: AuthUser,
    @Body() body: WithdrawDto,
    @IdempotencyKey() key: string | null,
    @Ip() address: string,
  ) {
    const amount = requireAmount('amount', body.amount, MIN_WITHDRAWAL, MAX_WITHDRAWAL);
    const method = body.payment_method ?? DEFAULT_PAYMENT_METHOD;
    const withdrawal = await this.commands.execute(
      new RequestWithdrawal(user.id, amount, method, body.payment_details.trim(), key, body.otp ?? null, address),
    );
    return { message: 'Withdrawal request submitted!', withdrawal: withdrawalView(withdrawal) };
  }

  @Get('wallet/withdrawal_requests')
  @ApiOperation({ operationId: 'WalletController_withdrawalRequests' })
  @ApiOkResponse({ type: [WithdrawalViewDto], description: "The caller's withdrawal requests, newest first." })
  withdrawalRequests(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetMyWithdrawals(user.id));
  }

  @Post('wallet/request_cancellation')
  @ApiOperation({ operationId: 'WalletController_requestCancellation' })
  @HttpCode(200)
  @Idempotent()
  @ApiOkResponse({ type: WithdrawalViewDto })
  @ApiErrors({
    400: 'Field errors, or {"error"}: not pending, or already requested.',
    404: "Unknown withdrawal, or another player's.",
  })
  async requestCancellation(@CurrentUser() user: AuthUser, @Body() body: CancellationRequestDto) {
    const reason = cancellationReasonFrom(body.reason);
    if (!reason) throw DomainError.validation('reason', msg({ message: 'Please select a cancellation reason' }));
    const withdrawal = await this.commands.execute(
      new RequestWithdrawalCancellation(user.id, body.withdrawal_id, reason),
    );
    return withdrawalView(withdrawal);
  }
}
