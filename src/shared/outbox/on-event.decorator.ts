import { SetMetadata } from '@nestjs/common';
import type { StoredEvent } from './domain-event.js';
import type { EventName } from './event-map.js';

export const ON_EVENT = Symbol('ON_EVENT');

/**
 * A reaction to committed events of the `EventMap`. `handle` is a property, not a method, so the compiler
 * checks a listener's parameter strictly: a listener that names `PrizePaid` but reads a `MatchCompleted` does
 * not compile.
 */
export interface EventListener<K extends EventName> {
  handle: (event: StoredEvent<K>) => Promise<void>;
}

/**
 * Marks a provider as the listener of one or more events of the `EventMap` (one reaction to several causes: a
 * time-out and a self-exclusion alike); the class must handle what it names. The relay calls `handle` inside the
 * transaction that records the delivery, so a listener's writes and its delivery commit together: exactly once.
 * A listener must be a provider of its context's module: the start fails otherwise (`OutboxRelay`).
 */
export function OnEvent<K extends EventName>(...names: [K, ...K[]]) {
  const mark = SetMetadata(ON_EVENT, names);
  return (target: new (...args: never[]) => EventListener<K>): void => {
    mark(target);
  };
}

/** The events a class listens to, if it is a listener. */
export function listenedEvents(target: unknown): readonly EventName[] | undefined {
  return typeof target === 'function' ? (Reflect.getMetadata(ON_EVENT, target) as EventName[] | undefined) : undefined;
}
