import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM, type TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig, type MailAddress } from '../../../config/app-config.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { SweepLoop } from '../../../shared/scheduling/sweep-loop.js';
import { MailDeliveryFailed } from '../contracts/notifications.events.js';
import { describeDeliveryError } from '../domain/delivery-error.js';
import { OutgoingMail } from '../domain/outgoing-mail.entity.js';
import { retryPolicy, type RetryPolicy } from '../domain/retry-policy.js';
import { hasDueMail, takeDueMail } from '../persistence/outgoing-mail.repository.js';
import type { Delivery } from './mail-transport.js';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport.provider.js';

/** A mail queued by a request is sent at once (the relay is woken on commit); this sweep is the safety net. */
export const MAIL_SWEEP_INTERVAL_MS = 1_000;
/** Mails per pass at most, so a stop never waits long; a full pass goes round again at once. */
const MAX_PER_PASS = 50;

type Outcome = 'none' | 'sent' | 'failed';

/**
 * Delivers queued mail after its transaction committed. One mail per transaction: the row is taken FOR UPDATE
 * SKIP LOCKED, handed to the transport, and marked sent (its body cleared) or failed (attempts, the error, the
 * next attempt with a growing wait, and a MailDeliveryFailed event for operators) in the same transaction, so
 * several instances never deliver one mail at once. A crash between the server's "250 OK" and the commit sends
 * the mail again later, with the same Message-ID: at least once, as any mail queue.
 */
@Injectable()
export class MailRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly loop = new SweepLoop(
    () => this.pass(),
    (error) => {
      this.logger.error(`Mail relay pass failed: ${(error as Error).message}`);
      return MAIL_SWEEP_INTERVAL_MS;
    },
  );
  private readonly policy: RetryPolicy;
  private readonly from: MailAddress;
  /** A mail was written since the last wake: the next commit may have made it deliverable. */
  private queued = false;

  constructor(
    private readonly orm: MikroORM<PostgreSqlDriver, EntityManager>,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = retryPolicy(config.mailRetrySeconds);
    this.from = config.mailFrom;
  }

  onApplicationBootstrap(): void {
    this.orm.em.getEventManager().registerSubscriber({
      getSubscribedEntities: () => [OutgoingMail],
      afterCreate: () => {
        this.queued = true;
      },
      // Every commit passes here, so this stays a flag test. A savepoint's release is not the commit that
      // makes the mail visible; a wake that comes too early is caught by the sweep a second later.
      afterTransactionCommit: ({ transaction }: TransactionEventArgs) => {
        const savepoint = (transaction as { savepointName?: string } | undefined)?.savepointName;
        if (!this.queued || savepoint !== undefined) return;
        this.queued = false;
        this.loop.wake();
      },
    });
    this.loop.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    this.transport.close();
  }

  /** Sends what is due; after a failure the rest waits for the next pass, so a server that is down is not hammered. */
  private async pass(): Promise<number> {
    if (!(await hasDueMail(this.orm.em.fork()))) return MAIL_SWEEP_INTERVAL_MS;
    for (let n = 0; n < MAX_PER_PASS; n++) {
      if (this.loop.stopped) return MAIL_SWEEP_INTERVAL_MS;
      if ((await this.deliverNext()) !== 'sent') return MAIL_SWEEP_INTERVAL_MS;
    }
    return 0;
  }

  private deliverNext(): Promise<Outcome> {
    return this.orm.em.fork().transactional(async (em) => {
      const mail = await takeDueMail(em);
      if (!mail) return 'none';
      try {
        await this.transport.send(this.deliveryOf(mail));
      } catch (error) {
        await this.recordFailure(em, mail, describeDeliveryError(error));
        return 'failed';
      }
      mail.delivered();
      this.logger.log(
        `Mail ${mail.id} (${mail.kind}) delivered${mail.userId === null ? '' : ` to user ${mail.userId}`}`,
      );
      return 'sent';
    });
  }

  private deliveryOf(mail: OutgoingMail): Delivery {
    if (mail.textBody === null || mail.htmlBody === null) throw new Error(`Mail ${mail.id} has no body to send`);
    return {
      id: mail.id,
      kind: mail.kind,
      from: this.from,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      messageId: mail.messageId,
    };
  }

  private async recordFailure(em: EntityManager, mail: OutgoingMail, error: string): Promise<void> {
    const outcome = mail.failed(error, this.policy);
    const { id, userId, kind, attempts, nextAttemptAt } = mail;
    await recordEvents(
      em,
      raise(MailDeliveryFailed, id, {
        mailId: id,
        userId,
        kind,
        attempts,
        error,
        willRetry: outcome === 'will_retry',
        nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
      }),
    );
    const then = nextAttemptAt ? `next attempt at ${nextAttemptAt.toISOString()}` : 'given up';
    this.logger.warn(`Mail ${id} (${kind}) not delivered, attempt ${attempts}: ${error}; ${then}`);
  }
}
