import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { WalletController } from './http/wallet.controller.js';
import { CashierController } from './http/cashier.controller.js';
import { AdminDepositsController } from './http/admin-deposits.controller.js';
import { MakeDepositHandler } from './commands/make-deposit.handler.js';
import { DepositBooks } from './commands/deposit-books.js';
import { GetMyDepositHandler, GetMyDepositsHandler, ListDepositsHandler } from './queries/deposit-lists.handlers.js';
import { AssertOwesNothingHandler } from './queries/assert-owes-nothing.handler.js';
import { GetOpenCheckoutCoinsHandler } from './queries/open-checkout-coins.handler.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './domain/payment-provider.js';
import { SandboxProvider } from './providers/sandbox.provider.js';
import { StripeProvider } from './providers/stripe.provider.js';
import { StripeWebhookController } from './http/stripe-webhook.controller.js';
import { ConfirmDepositPaymentHandler } from './commands/confirm-deposit-payment.handler.js';
import { CloseUnpaidDepositHandler } from './commands/close-unpaid-deposit.handler.js';
import { AwaitDepositPaymentHandler } from './commands/await-deposit-payment.handler.js';
import { RefundDepositHandler } from './commands/refund-deposit.handler.js';
import { DisputeDepositHandler } from './commands/dispute-deposit.handler.js';
import { CheckoutReconciler } from './scheduler/checkout-reconciler.js';
import { CloseCheckoutsOnPlayRestrictedListener } from './listeners/close-checkouts-on-play-restricted.listener.js';
import { IdempotencyInterceptor } from '../../shared/http/idempotency.interceptor.js';

/** The configured provider behind the port: the sandbox unless PAYMENTS_PROVIDER names another. */
async function paymentProvider(config: AppConfig): Promise<PaymentProvider> {
  const { stripe } = config.payments;
  return config.payments.provider === 'stripe' && stripe ? StripeProvider.open(stripe) : new SandboxProvider();
}

@Module({
  controllers: [WalletController, CashierController, AdminDepositsController, StripeWebhookController],
  providers: [
    IdempotencyInterceptor,
    CheckoutReconciler,
    CloseCheckoutsOnPlayRestrictedListener,
    { provide: PAYMENT_PROVIDER, useFactory: paymentProvider, inject: [APP_CONFIG] },
    DepositBooks,
    MakeDepositHandler,
    ConfirmDepositPaymentHandler,
    CloseUnpaidDepositHandler,
    AwaitDepositPaymentHandler,
    RefundDepositHandler,
    DisputeDepositHandler,
    GetMyDepositsHandler,
    GetMyDepositHandler,
    ListDepositsHandler,
    AssertOwesNothingHandler,
    GetOpenCheckoutCoinsHandler,
  ],
})
export class CashierModule {}
