import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { TransactionViewDto } from '../../ledger/contracts/transaction-view.dto.js';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { IdempotencyKey, Idempotent } from '../../../shared/http/idempotency.interceptor.js';
import { formatCents, requireAmount } from '../../../shared/money/money.js';
import { GetPlayerMoney, GetWalletTransactions } from '../../ledger/contracts/ledger.queries.js';
import { depositView } from '../queries/deposit.view.js';
import { MakeDeposit } from '../commands/make-deposit.command.js';
import { MAX_DEPOSIT, MIN_DEPOSIT } from '../domain/deposit-options.js';
import { DepositDto } from './wallet.dto.js';
import { DepositScreeningGuard } from './deposit-screening.guard.js';
import { DepositResultDto, DepositStartedDto, WalletMeDto } from './wallet.responses.js';

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

  @Get('transactions/recent')
  @ApiOkResponse({ type: [TransactionViewDto], description: "The caller's latest 50 wallet postings, newest first." })
  recentTransactions(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetWalletTransactions(user.id, RECENT_TRANSACTIONS));
  }
}
