import { AsyncLocalStorage } from 'node:async_hooks';
import type { DomainEventRecord } from './domain-event-record.js';

/**
 * The outbox records written by the work running in this async context: a write request, or the relay's
 * handling of one event. It lets a request wait for the reactions to its own events (and theirs), not for
 * every event in the outbox.
 */
export const eventTrail = new AsyncLocalStorage<DomainEventRecord[]>();
