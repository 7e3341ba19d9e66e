import { Module } from '@nestjs/common';
import { GetWalletBalancesHandler } from './queries/get-wallet-balances.handler.js';
import { PostTransferHandler } from './commands/post-transfer.handler.js';
import { OpenWalletOnUserRegisteredListener } from './listeners/open-wallet-on-user-registered.listener.js';
import { GetWalletBalanceHandler } from './queries/get-wallet-balance.handler.js';
import { GetWalletTransactionsHandler } from './queries/get-wallet-transactions.handler.js';
import { GetTrialBalanceHandler } from './queries/get-trial-balance.handler.js';
import { GetLedgerAuditHandler } from './queries/get-ledger-audit.handler.js';
import { GetWageringSummariesHandler } from './queries/get-wagering-summaries.handler.js';
import { GetAccountStatementHandler } from './queries/get-account-statement.handler.js';
import { GetDailyWalletFlowsHandler, GetWalletFlowsHandler } from './queries/get-wallet-flows.handler.js';
import { GetPlayerMoneyHandler } from './queries/get-player-money.handler.js';
import { AdminLedgerController } from './http/admin-ledger.controller.js';
import { AdminFinanceController } from './http/admin-finance.controller.js';
import { GetFinanceReportHandler } from './queries/get-finance-report.handler.js';

@Module({
  controllers: [AdminLedgerController, AdminFinanceController],
  providers: [
    PostTransferHandler,
    OpenWalletOnUserRegisteredListener,
    GetWalletBalanceHandler,
    GetWalletTransactionsHandler,
    GetTrialBalanceHandler,
    GetLedgerAuditHandler,
    GetWalletBalancesHandler,
    GetAccountStatementHandler,
    GetWageringSummariesHandler,
    GetWalletFlowsHandler,
    GetDailyWalletFlowsHandler,
    GetPlayerMoneyHandler,
    GetFinanceReportHandler,
  ],
})
export class LedgerModule {}
