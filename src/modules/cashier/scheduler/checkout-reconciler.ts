import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { ago, clockNow } from '../../../shared/database/expressions.js';
import { all, db } from '../../../shared/database/query.js';
import { FailureBackoff, SweepLoop } from '../../../shared/scheduling/sweep-loop.js';
import { AwaitDepositPayment } from '../commands/provider-notices.command.js';
import { CHECKOUT_MINUTES, CHECKOUT_NOTICE_GRACE_MINUTES } from '../domain/deposit-options.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../domain/payment-provider.js';

/** A lost notice is rare (Stripe retries for three days): a look every five minutes finds it soon enough. */
export const RECONCILE_INTERVAL_MS = 5 * 60_000;
/** Checkouts asked about per sweep at most: each is a call to the provider. */
const MAX_PER_SWEEP = 50;
/** Older than this, a checkout still pending is a person's matter (the admin's deposit list shows it). */
const LOOK_BACK_DAYS = 7;
/** A checkout the provider calls open (a payment that settles later) or could not answer for: asked again later. */
const ASK_AGAIN_AFTER_MS = 60 * 60_000;

/**
 * Settles deposits whose provider notice never came: a checkout still PENDING after it closed (and after the
 * grace for a late notice) is looked up at the provider, and what the provider says is sent as the command its
 * notice would have sent, so a lost "paid" notice still credits the player, once, and a lost "expired" one still
 * closes the deposit. Every instance may sweep: the commands lock the deposit and act once, whoever sends them.
 */
@Injectable()
export class CheckoutReconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CheckoutReconciler');
  private readonly loop = new SweepLoop(
    () => this.sweep(true).then(() => RECONCILE_INTERVAL_MS),
    (error) => {
      this.logger.error(`Checkout reconciliation failed: ${(error as Error).message}`);
      return RECONCILE_INTERVAL_MS;
    },
  );
  private readonly askedLately = new FailureBackoff(ASK_AGAIN_AFTER_MS);

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    private readonly commands: CommandBus,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  onApplicationBootstrap(): void {
    // The sandbox pays at once: it never leaves a checkout open.
    if (!this.provider.instant) this.loop.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass: answers how many deposits the provider's answers settled. */
  async sweep(stopAtShutdown = false): Promise<number> {
    let settled = 0;
    for (const { id, checkout_reference: reference } of await this.overdue()) {
      if (stopAtShutdown && this.loop.stopped) break;
      if (!reference) continue;
      try {
        const command = await this.provider.askAboutCheckout(reference);
        if (command) await this.commands.execute(command);
        // Still open, or its payment settles later: asked again in an hour.
        if (!command || command instanceof AwaitDepositPayment) this.askedLately.hold(id);
        else settled++;
      } catch (error) {
        this.askedLately.hold(id);
        this.logger.error(`Reconciling deposit #${id} failed: ${(error as Error).message}`);
      }
    }
    if (settled) this.logger.warn(`${settled} deposit(s) settled from the provider: their notices never came`);
    return settled;
  }

  private async overdue() {
    const held = this.askedLately.held();
    const em = this.orm.em.fork();
    const rows = await all(
      em,
      db(em)
        .selectFrom('deposits')
        .select(['id', 'checkout_reference'])
        .where('status', '=', 'PENDING')
        .where('provider', '=', this.provider.name)
        .where('checkout_reference', 'is not', null)
        .where('created_at', '<', ago({ mins: CHECKOUT_MINUTES + CHECKOUT_NOTICE_GRACE_MINUTES }, clockNow()))
        .where('created_at', '>', ago({ days: LOOK_BACK_DAYS }, clockNow()))
        .orderBy('created_at')
        .limit(MAX_PER_SWEEP + held.length),
    );
    return rows.filter((row) => !held.includes(row.id)).slice(0, MAX_PER_SWEEP);
  }
}
