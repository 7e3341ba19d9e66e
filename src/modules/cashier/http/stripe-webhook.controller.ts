import { Controller, Headers, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../../shared/auth/auth.decorators.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { rawBodyOf } from '../../../shared/http/json-body.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../domain/payment-provider.js';
import { StripeProvider } from '../providers/stripe.provider.js';
import { commandForStripeEvent } from '../providers/stripe-events.js';
import { msg } from '#i18n';

/**
 * Stripe's events: verified over the raw body, then handed to the cashier as provider-neutral commands.
 * Public (Stripe has no token): the signature is the authentication. Left out of the OpenAPI document, as no
 * client of ours calls it.
 */
@ApiExcludeController()
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Post('webhook')
  @Public()
  @HttpCode(200)
  async receive(@Req() request: FastifyRequest, @Headers('stripe-signature') signature: string | undefined) {
    if (!(this.provider instanceof StripeProvider))
      throw DomainError.notFound(msg({ message: 'Stripe is not the payment provider.' }));
    const event = this.provider.verify(rawBodyOf(request), signature);
    const command = commandForStripeEvent(event);
    if (command) await this.commands.execute(command);
    return { received: true };
  }
}
