import { Module } from '@nestjs/common';
import { GetUserWithdrawalsHandler } from './queries/get-user-withdrawals.handler.js';
import { WalletController } from './http/wallet.controller.js';
import { AdminWithdrawalsController } from './http/admin-withdrawals.controller.js';
import { MakeDepositHandler } from './commands/make-deposit.handler.js';
import { RequestWithdrawalHandler } from './commands/request-withdrawal.handler.js';
import { RequestWithdrawalCancellationHandler } from './commands/request-withdrawal-cancellation.handler.js';
import { ApproveWithdrawalHandler } from './commands/approve-withdrawal.handler.js';
import { RejectWithdrawalHandler } from './commands/reject-withdrawal.handler.js';
import { ApproveWithdrawalCancellationHandler } from './commands/approve-withdrawal-cancellation.handler.js';
import { DenyWithdrawalCancellationHandler } from './commands/deny-withdrawal-cancellation.handler.js';
import { GetMyWithdrawalsHandler } from './queries/get-my-withdrawals.handler.js';
import { ListWithdrawalsHandler } from './queries/list-withdrawals.handler.js';
import { GetRiskSignalsHandler } from './queries/get-risk-signals.handler.js';
import { IdempotencyInterceptor } from '../../shared/http/idempotency.interceptor.js';

@Module({
  controllers: [WalletController, AdminWithdrawalsController],
  providers: [
    IdempotencyInterceptor,
    MakeDepositHandler,
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
  ],
})
export class CashierModule {}
