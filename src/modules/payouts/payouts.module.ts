import { Module } from '@nestjs/common';
import { IdempotencyInterceptor } from '../../shared/http/idempotency.interceptor.js';
import { WithdrawalsController } from './http/withdrawals.controller.js';
import { AdminWithdrawalsController } from './http/admin-withdrawals.controller.js';
import { RequestWithdrawalHandler } from './commands/request-withdrawal.handler.js';
import { RequestWithdrawalCancellationHandler } from './commands/request-withdrawal-cancellation.handler.js';
import { ApproveWithdrawalHandler } from './commands/approve-withdrawal.handler.js';
import { RejectWithdrawalHandler } from './commands/reject-withdrawal.handler.js';
import { ApproveWithdrawalCancellationHandler } from './commands/approve-withdrawal-cancellation.handler.js';
import { DenyWithdrawalCancellationHandler } from './commands/deny-withdrawal-cancellation.handler.js';
import { GetMyWithdrawalsHandler } from './queries/get-my-withdrawals.handler.js';
import { ListWithdrawalsHandler } from './queries/list-withdrawals.handler.js';
import { GetUserWithdrawalsHandler } from './queries/get-user-withdrawals.handler.js';
import { GetRiskSignalsHandler } from './queries/get-risk-signals.handler.js';
import { GetReviewStatesHandler } from './queries/get-review-states.handler.js';

/**
 * Money out: a player's withdrawal requests (each a hold in the ledger), their cancellation, the admins' review
 * with its risk signals, and the payout. Deposits, money in, are the cashier's.
 */
@Module({
  controllers: [WithdrawalsController, AdminWithdrawalsController],
  providers: [
    IdempotencyInterceptor,
    RequestWithdrawalHandler,
    RequestWithdrawalCancellationHandler,
    ApproveWithdrawalHandler,
    RejectWithdrawalHandler,
    ApproveWithdrawalCancellationHandler,
    DenyWithdrawalCancellationHandler,
    GetMyWithdrawalsHandler,
    ListWithdrawalsHandler,
    GetUserWithdrawalsHandler,
    GetRiskSignalsHandler,
    GetReviewStatesHandler,
  ],
})
export class PayoutsModule {}
