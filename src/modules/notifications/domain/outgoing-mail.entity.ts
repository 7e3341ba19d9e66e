import { defineEntity, p } from '@mikro-orm/core';
import type { LocalizedMail } from '../contracts/send-mail.command.js';
import { mailMessageProblem } from './mail-rules.js';
import { renderMail, type MailSite } from './render-mail.js';
import { nextAttemptAfterFailure, type RetryPolicy } from './retry-policy.js';

export const MAIL_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
/** PENDING: waiting for its next attempt; SENT: the server took it; FAILED: given up after its last attempt. */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What became of a failed attempt. */
export type FailureOutcome = 'will_retry' | 'given_up';

/**
 * A mail in the outbox. It is rendered when queued, so what is delivered is what was decided in the sender's
 * transaction. Its body is kept only while it waits: once the server took it, or it was given up, the body is
 * gone (it may hold a one-time link) and only what operators need stays (recipient, subject, kind, attempts).
 */
export class OutgoingMail {
  id!: number;
  userId: number | null;
  recipient: string;
  kind: string;
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
  /** Chosen once, so a retry the server may already have taken carries the same Message-ID. */
  messageId: string;
  status: MailStatus = 'PENDING';
  attempts = 0;
  /** Null once nothing more will be tried. */
  nextAttemptAt: Date | null;
  /** The last failure, described without addresses or links (describeDeliveryError). */
  lastError: string | null = null;
  createdAt: Date;
  sentAt: Date | null = null;

  /** Refuses (a plain Error: the sending context's bug) a message that breaks the rules of mail-rules.ts. */
  constructor(message: LocalizedMail, site: MailSite, messageId: string, now = new Date()) {
    const problem = mailMessageProblem(message);
    if (problem) throw new Error(`SendMail refused a "${message.kind}" mail: ${problem}.`);
    const rendered = renderMail(message, site);
    this.userId = message.userId;
    this.recipient = message.to;
    this.kind = message.kind;
    this.subject = rendered.subject;
    this.textBody = rendered.text;
    this.htmlBody = rendered.html;
    this.messageId = messageId;
    this.createdAt = now;
    this.nextAttemptAt = now;
  }

  delivered(now = new Date()): void {
    this.assertPending();
    this.status = 'SENT';
    this.sentAt = now;
    this.attempts += 1;
    this.settle();
  }

  /** Counts the attempt and schedules the next one with a growing wait, or gives the mail up when it is too old. */
  failed(error: string, policy: RetryPolicy, now = new Date()): FailureOutcome {
    this.assertPending();
    this.attempts += 1;
    this.lastError = error;
    const next = nextAttemptAfterFailure(this.attempts, this.createdAt, now, policy);
    if (next) {
      this.nextAttemptAt = next;
      return 'will_retry';
    }
    this.status = 'FAILED';
    this.settle();
    return 'given_up';
  }

  private settle(): void {
    this.textBody = null;
    this.htmlBody = null;
    this.nextAttemptAt = null;
  }

  private assertPending(): void {
    if (this.status !== 'PENDING') throw new Error(`Mail ${this.id} is ${this.status}: it is not waiting to be sent.`);
  }
}

export const OutgoingMailSchema = defineEntity({
  class: OutgoingMail,
  tableName: 'outgoing_mail',
  properties: {
    id: p.integer().primary().autoincrement(),
    userId: p.integer().nullable(),
    recipient: p.string().length(254),
    kind: p.string().length(40),
    subject: p.string().length(200),
    textBody: p.text().nullable(),
    htmlBody: p.text().nullable(),
    messageId: p.string().length(255),
    status: p.string().length(8).$type<MailStatus>(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime().nullable(),
    lastError: p.string().length(500).nullable(),
    createdAt: p.datetime(),
    sentAt: p.datetime().nullable(),
  },
});
