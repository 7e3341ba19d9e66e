import { Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { formatCents } from '../../../shared/money/money.js';
import type { CheckoutNotice } from '../commands/provider-notices.command.js';
import type { Checkout, CheckoutRequest, PaymentProvider } from '../domain/payment-provider.js';
import { commandForCheckoutSession } from './stripe-events.js';
import { secondsAheadOfTolerance, SIGNATURE_TOLERANCE_SECONDS } from './stripe-signature.js';
import { msg } from '#i18n';

type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

const unavailable = () =>
  new DomainError(
    'provider_unavailable',
    'unavailable',
    msg({ message: 'The payment provider could not be reached. Nothing was charged; please try again in a moment.' }),
  );

/** STRIPE_API_BASE as the library's host, port and protocol (a local stand-in in tests). */
function apiAddress(base: URL | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * Stripe Checkout through the official library: one Checkout Session per deposit, for its price in the coin
 * currency, with the deposit's id as client_reference_id and the wallet page (showing the deposit) to come back
 * to. The webhook's events are verified here too (`verify`), with the library's own signature check.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly instant = false;
  private readonly logger = new Logger('Stripe');

  private constructor(
    private readonly settings: StripeSettings,
    private readonly client: Stripe,
  ) {}

  /**
   * The library is loaded here, when Stripe is the configured provider, not with the server's modules: with
   * SimpleWebAuthn's (loaded likewise) it was a fifth of their import time, paid by every start and test file.
   */
  static async open(settings: StripeSettings): Promise<StripeProvider> {
    const { default: StripeClient } = await import('stripe');
    const client = new StripeClient(settings.secretKey, {
      ...apiAddress(settings.apiBase),
      // The player waits on this call: one quick retry (the idempotency key below makes it safe), then 503.
      maxNetworkRetries: 1,
      timeout: 15_000,
      telemetry: false,
    });
    return new StripeProvider(settings, client);
  }

  async startCheckout(request: CheckoutRequest): Promise<Checkout> {
    let session: Stripe.Checkout.Session;
    try {
      session = await this.client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(request.depositId),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.price,
                product_data: { name: `${formatCents(request.coins)} Spockout coins` },
              },
            },
          ],
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
          expires_at: Math.floor(request.closesAt.getTime() / 1000),
          metadata: { deposit_id: String(request.depositId) },
          payment_intent_data: { metadata: { deposit_id: String(request.depositId) } },
        },
        // A retried create (the library's own retry) returns the same session, never a second one.
        { idempotencyKey: `spockout-deposit-${request.depositId}` },
      );
    } catch (error) {
      // The library's message names no secret; the key itself is never logged.
      this.logger.error(`Checkout for deposit #${request.depositId} failed: ${(error as Error).message}`);
      throw unavailable();
    }
    if (!session.url) {
      this.logger.error(`Checkout for deposit #${request.depositId} came back without a URL`);
      throw unavailable();
    }
    return { reference: session.id, url: session.url };
  }

  async askAboutCheckout(reference: string): Promise<CheckoutNotice | null> {
    try {
      return commandForCheckoutSession(await this.client.checkout.sessions.retrieve(reference));
    } catch (error) {
      this.logger.error(`Looking up checkout ${reference} failed: ${(error as Error).message}`);
      throw unavailable();
    }
  }

  async closeCheckout(reference: string): Promise<boolean> {
    try {
      await this.client.checkout.sessions.expire(reference);
      return true;
    } catch (error) {
      // Stripe expires only an open session: one already paid or expired is refused as an invalid request.
      if ((error as { type?: string }).type === 'StripeInvalidRequestError') return false;
      this.logger.error(`Closing checkout ${reference} failed: ${(error as Error).message}`);
      throw unavailable();
    }
  }

  /**
   * The event a webhook request carries, once its Stripe-Signature header is verified over the raw body and
   * dated within 5 minutes of this server's clock, before or after; a 400 {"error"} otherwise, before anything
   * is read from it.
   */
  verify(rawBody: string | null, signature: string | undefined): Stripe.Event {
    if (rawBody === null || !signature) throw badSignature();
    let event: Stripe.Event;
    try {
      event = this.client.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        SIGNATURE_TOLERANCE_SECONDS,
      );
    } catch {
      throw badSignature();
    }
    // The library checks the past side only. Signed by Stripe yet dated ahead: this server's clock is behind.
    const ahead = secondsAheadOfTolerance(signature, new Date());
    if (ahead > 0) {
      this.logger.warn(
        `A Stripe webhook was signed ${ahead + SIGNATURE_TOLERANCE_SECONDS} s ahead of this server's clock and refused; check the clock (NTP)`,
      );
      throw badSignature();
    }
    return event;
  }
}

const badSignature = () =>
  DomainError.refused('bad_signature', msg({ message: 'The webhook signature is missing or invalid.' }));
