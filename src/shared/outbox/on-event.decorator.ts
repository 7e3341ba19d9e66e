import { SetMetadata } from '@nestjs/common';
import type { EventType, StoredEvent } from './domain-event.js';

export const ON_EVENT = Symbol('ON_EVENT');

/**
 * Marks a provider as a listener of one event type. The relay calls `handle` inside the transaction that
 * marks the event dispatched, so a listener's writes and the dispatch commit together: exactly once.
 */
export const OnEvent = (type: EventType<unknown>) => SetMetadata(ON_EVENT, type.name);

export interface EventListener<P = unknown> {
  handle(event: StoredEvent<P>): Promise<void>;
}
