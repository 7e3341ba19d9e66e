import { SetMetadata } from '@nestjs/common';
import type { EventType, StoredEvent } from './domain-event.js';

export const ON_EVENT = Symbol('ON_EVENT');

/** Event types some listener handles, known as soon as the listener's class is defined (at import). */
const listenedTypes = new Set<string>();

/**
 * Marks a provider as a listener of one or more event types (one reaction to several causes: a time-out and a
 * self-exclusion alike). The relay calls `handle` inside the transaction that marks the event dispatched, so a
 * listener's writes and the dispatch commit together: exactly once.
 */
export const OnEvent = (...types: [EventType<unknown>, ...EventType<unknown>[]]) => {
  for (const type of types) listenedTypes.add(type.name);
  return SetMetadata(
    ON_EVENT,
    types.map((type) => type.name),
  );
};

/**
 * Whether the relay has work for events of this type. The others (moves, logins, ...: most of the outbox) are
 * written already dispatched, so the relay never reads, locks or updates them: no commit of its own per move.
 */
export function isListened(type: string): boolean {
  return listenedTypes.has(type);
}

export interface EventListener<P = unknown> {
  handle(event: StoredEvent<P>): Promise<void>;
}
