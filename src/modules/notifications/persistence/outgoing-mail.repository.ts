import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OutgoingMail } from '../domain/outgoing-mail.entity.js';

/** Writes a queued mail inside the caller's transaction, so it commits (or rolls back) with the caller's change. */
export async function saveQueuedMail(em: EntityManager, mail: OutgoingMail): Promise<number> {
  em.persist(mail);
  await em.flush();
  return mail.id;
}

/**
 * Whether any mail is due, read without a lock or a transaction: an idle sweep then commits nothing (every commit
 * wakes the outbox relay). Through the partial index of waiting mail.
 */
export async function hasDueMail(em: EntityManager, now = new Date()): Promise<boolean> {
  const due = await em.findOne(
    OutgoingMail,
    { status: 'PENDING', nextAttemptAt: { $lte: now } },
    { fields: ['id'], disableIdentityMap: true },
  );
  return due !== null;
}

/**
 * The mail due soonest, locked FOR UPDATE SKIP LOCKED until the transaction ends: an instance delivering a mail
 * holds it, and every other instance passes it by and takes the next one, so no mail is sent twice at once.
 * Waiting and due is re-checked on the row as it stands when locked, so a mail just delivered elsewhere is not
 * taken again. Compared on this instance's clock, the one that set the time.
 */
export function takeDueMail(em: EntityManager, now = new Date()): Promise<OutgoingMail | null> {
  return em.findOne(
    OutgoingMail,
    { status: 'PENDING', nextAttemptAt: { $lte: now } },
    { orderBy: { nextAttemptAt: 'asc', id: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, refresh: true },
  );
}
