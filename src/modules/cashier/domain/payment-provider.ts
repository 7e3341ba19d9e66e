import type { Cents } from '../../../shared/money/money.js';
import type { CheckoutNotice } from '../commands/provider-notices.command.js';

/** What the cashier asks a provider for: a way for the player to pay `price` for the deposit. */
export interface CheckoutRequest {
  depositId: number;
  userId: number;
  coins: Cents;
  /** In the currency's minor unit (cents). */
  price: number;
  currency: string;
  /** Where the provider sends the player back, paid or not (the wallet page showing this deposit). */
  returnUrl: string;
  /** When the checkout must stop taking payment: its coins count against the player's deposit limits till then. */
  closesAt: Date;
}

/** The provider's page where the player pays, and the provider's id for it. */
export interface Checkout {
  reference: string;
  url: string;
}

/**
 * The port every payment provider plugs into (docs/payments.md). Outbound it only starts a checkout; what the
 * provider reports later (paid, expired, refunded, disputed) comes in through its webhook adapter, which turns
 * each notice into one of the cashier's provider-neutral commands (ConfirmDepositPayment, ExpireDeposit,
 * TakeBackDeposit, CloseDepositDispute).
 */
export interface PaymentProvider {
  readonly name: string;
  /** True when a deposit is paid the moment it is asked (the sandbox): it is credited in the same transaction. */
  readonly instant: boolean;
  /**
   * Creates the provider's checkout for a deposit (never called when `instant`). Runs inside the deposit's
   * transaction: its URL reaches the player only once the deposit row is committed. Throws DomainError
   * `unavailable` when the provider cannot be reached.
   */
  startCheckout(request: CheckoutRequest): Promise<Checkout>;
  /**
   * Asks the provider about a checkout whose notice never came: the command its notice would have sent, or null
   * while it is still open.
   */
  askAboutCheckout(reference: string): Promise<CheckoutNotice | null>;
  /**
   * Stops a checkout taking payment (its player stepped away from play): true when it was open and is now closed,
   * false when it had already ended (paid, expired). Throws DomainError `unavailable` when the provider cannot be
   * reached.
   */
  closeCheckout(reference: string): Promise<boolean>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');
