import type { Checkout, PaymentProvider } from '../domain/payment-provider.js';

/** The default provider: coins are not real money, so a deposit is paid the moment it is asked. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly instant = true;

  startCheckout(): Promise<Checkout> {
    return Promise.reject(new Error('The sandbox has no checkout: its deposits are paid at once.'));
  }

  askAboutCheckout(): Promise<null> {
    return Promise.reject(new Error('The sandbox has no checkout: its deposits are paid at once.'));
  }

  closeCheckout(): Promise<boolean> {
    return Promise.reject(new Error('The sandbox has no checkout: its deposits are paid at once.'));
  }
}
