import { Body, Controller, Get, HttpCode, Ip, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { TransactionViewDto } from '../../ledger/contracts/transaction-view.dto.js';
import { WithdrawalViewDto } from '../contracts/withdrawal-view.dto.js';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { IdempotencyKey, Idempotent } from '../../../shared/http/idempotency.interceptor.js';
import { formatCents, requireAmount } from '../../../shared/money/money.js';
import { GetPlayerMoney, GetWalletTransactions } from '../../ledger/contracts/ledger.queries.js';
import { depositView } from '../queries/deposit.view.js';
import { MakeDeposit } from '../commands/make-deposit.command.js';
import { RequestWithdrawal } from '../commands/request-withdrawal.command.js';
import { RequestWithdrawalCancellation } from '../commands/request-withdrawal-cancellation.command.js';
import { GetMyWithdrawals } from '../queries/get-my-withdrawals.query.js';
import { withdrawalView } from '../queries/withdrawal.view.js';
import {
  cancellationReasonFrom,
  DEFAULT_PAYMENT_METHOD,
  MAX_DEPOSIT,
  MIN_DEPOSIT,
  MAX_WITHDRAWAL,
  MIN_WITHDRAWAL,
} from '../domain/withdrawal-options.js';
import { CancellationRequestDto, DepositDto, WithdrawDto } from './wallet.dto.js';
import { DepositScreeningGuard } from './deposit-screening.guard.js';
import { DepositResultDto, DepositStartedDto, WalletMeDto, WithdrawalResultDto } from './wallet.responses.js';

const RECENT_TRANSACTIONS = 50;

@ApiTags('economy')
@ApiBearerAuth()
@Controller('economy')
export class WalletController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('wallet/me')
  @ApiOkResponse({ type: WalletMeDto })
  async me(@CurrentUser() user: AuthUser) {
    const { balance, owed } = await this.queries.execute(new GetPlayerMoney(user.id));
    return { balance: formatCents(balance), owed: formatCents(owed) };
  }

  @Post('wallet/deposit')
  @HttpCode(200)
  @UseGuards(DepositScreeningGuard)
  @Idempotent()
  @ApiOkResponse({ type: DepositResultDto, description: 'The sandbox: credited at once.' })
  @ApiAcceptedResponse({
    type: DepositStartedDto,
    description: 'A paying provider: PENDING until the provider confirms; send the player to checkout_url.',
  })
  @ApiErrors({
    400: '{"amount": [...]} outside 0.01 to 10000.00 or with more than two decimals; {"error"}: a deposit limit.',
    403:
      'No date of birth declared, under age, in a time-out or self-excluded; {"error"}: held for a review, or ' +
      'an exclusion in force covers its email (issue 30).',
    503: 'The payment provider could not be reached; nothing was recorded.',
  })
  async deposit(
    @CurrentUser() user: AuthUser,
    @Body() body: DepositDto,
    @IdempotencyKey() key: string | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const amount = requireAmount('amount', body.amount, MIN_DEPOSIT, MAX_DEPOSIT);
    const { deposit, balance } = await this.commands.execute(new MakeDeposit(user.id, amount, key));
    if (balance === null) {
      void reply.status(202);
      return { message: 'Complete the payment to receive your coins.', deposit: depositView(deposit) };
    }
    return { message: 'Deposit successful!', wallet: { balance: formatCents(balance) }, deposit: depositView(deposit) };
  }

  @Post('wallet/withdraw')
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
  @ApiOkResponse({ type: [WithdrawalViewDto], description: "The caller's withdrawal requests, newest first." })
  withdrawalRequests(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetMyWithdrawals(user.id));
  }

  @Post('wallet/request_cancellation')
  @HttpCode(200)
  @Idempotent()
  @ApiOkResponse({ type: WithdrawalViewDto })
  @ApiErrors({
    400: 'Field errors, or {"error"}: not pending, or already requested.',
    404: "Unknown withdrawal, or another player's.",
  })
  async requestCancellation(@CurrentUser() user: AuthUser, @Body() body: CancellationRequestDto) {
    const reason = cancellationReasonFrom(body.reason);
    if (!reason) throw DomainError.validation('reason', 'Please select a cancellation reason');
    const withdrawal = await this.commands.execute(
      new RequestWithdrawalCancellation(user.id, body.withdrawal_id, reason),
    );
    return withdrawalView(withdrawal);
  }

  @Get('transactions/recent')
  @ApiOkResponse({ type: [TransactionViewDto], description: "The caller's latest 50 wallet postings, newest first." })
  recentTransactions(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetWalletTransactions(user.id, RECENT_TRANSACTIONS));
  }
}
