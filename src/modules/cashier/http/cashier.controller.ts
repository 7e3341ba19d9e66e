import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CurrentUser, Public } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { ApiPage, PageRequest } from '../../../shared/http/pagination.js';
import { formatCents } from '../../../shared/money/money.js';
import { DepositViewDto } from '../contracts/deposit-view.dto.js';
import { CoinPrice } from '../domain/coin-price.js';
import { MAX_WITHDRAWAL, MIN_WITHDRAWAL } from '../../payouts/contracts/payouts.queries.js';
import { MAX_DEPOSIT, MIN_DEPOSIT } from '../domain/deposit-options.js';
import { GetMyDeposit, GetMyDeposits } from '../queries/deposit-lists.query.js';
import { CashierInfoDto } from './cashier.responses.js';
import { DepositsQueryDto } from './deposits.dto.js';

@ApiTags('economy')
@Controller('economy')
export class CashierController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public: the sandbox ribbon shows on the login page too. Nothing secret is in it. */
  @Get('cashier')
  @Public()
  @ApiOperation({ summary: 'The payment provider, what a coin is worth, and the deposit and withdrawal limits.' })
  @ApiOkResponse({ type: CashierInfoDto })
  info() {
    const { provider, currency, coinsPerUnit } = this.config.payments;
    return {
      provider,
      sandbox: provider === 'sandbox',
      currency,
      coins_per_unit: coinsPerUnit,
      coin_value: new CoinPrice(currency, coinsPerUnit).coinValue(),
      min_deposit: formatCents(MIN_DEPOSIT),
      max_deposit: formatCents(MAX_DEPOSIT),
      min_withdrawal: formatCents(MIN_WITHDRAWAL),
      max_withdrawal: formatCents(MAX_WITHDRAWAL),
    };
  }

  @Get('deposits')
  @ApiBearerAuth()
  @ApiOperation({ summary: "The caller's deposits, newest first, with their status." })
  @ApiPage(DepositViewDto)
  @ApiErrors({ 400: '{"status": [...]} not a deposit status.' })
  async list(@CurrentUser() user: AuthUser, @Query() query: DepositsQueryDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    return at.answer(await this.queries.execute(new GetMyDeposits(user.id, at, query.status ?? null)));
  }

  @Get('deposits/:id')
  @ApiBearerAuth()
  @ApiOkResponse({ type: DepositViewDto })
  @ApiErrors({ 404: "Unknown deposit, or another player's." })
  one(@CurrentUser() user: AuthUser, @Param('id', EntityIdPipe) id: number) {
    return this.queries.execute(new GetMyDeposit(user.id, id));
  }
}
