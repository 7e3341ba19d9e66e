import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Observable, finalize, from, map, mergeMap } from 'rxjs';
import type { DomainEventRecord } from './domain-event-record.entity.js';
import { eventTrail } from './event-trail.js';
import { OutboxRelay } from './outbox-relay.js';

const SETTLE_TIMEOUT_MS = 2000;
const ANSWERS_BEFORE_REACTIONS = 'spockout:answersBeforeReactions';

/**
 * For a write whose answer carries everything its client shows next, and whose reactions reach other pages
 * through their polls: it answers as soon as it commits.
 */
export const AnswersBeforeReactions = () => SetMetadata(ANSWERS_BEFORE_REACTIONS, true);

/**
 * A write request answers once the reactions to its own events have run (bracket advanced, prize paid), so
 * a client that reloads right after sees the consequence. Only its own events and what they caused: a move
 * among a crowd of others does not wait for theirs. Bounded: a slow listener never holds a reply long.
 */
@Injectable()
export class SettleOutboxInterceptor implements NestInterceptor {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<{ method: string }>().method;
    if (method === 'GET' || method === 'HEAD') return next.handle();
    if (this.reflector.get<boolean>(ANSWERS_BEFORE_REACTIONS, context.getHandler())) return next.handle();
    const trail: DomainEventRecord[] = [];
    const watch = this.relay.watch(trail);
    // The handler runs when the observable is subscribed: subscribing inside the trail's scope gives every
    // event it records to this request.
    return new Observable<unknown>((subscriber) => eventTrail.run(trail, () => next.handle().subscribe(subscriber))).pipe(
      mergeMap((value) =>
        from(Promise.race([watch.settled(), new Promise((r) => setTimeout(r, SETTLE_TIMEOUT_MS).unref())])).pipe(map(() => value)),
      ),
      finalize(() => watch.release()),
    );
  }
}
