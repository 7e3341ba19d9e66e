import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { type Observable, from, mergeMap, map } from 'rxjs';
import { OutboxRelay } from './outbox-relay.js';

const SETTLE_TIMEOUT_MS = 2000;

/**
 * A write request answers once the reactions to its events have run (bracket advanced, prize paid), so a
 * client that reloads right after sees the consequence. Bounded: a slow listener never holds a reply long.
 */
@Injectable()
export class SettleOutboxInterceptor implements NestInterceptor {
  constructor(private readonly relay: OutboxRelay) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const method = context.switchToHttp().getRequest<{ method: string }>().method;
    if (method === 'GET' || method === 'HEAD') return next.handle();
    return next.handle().pipe(
      mergeMap((value) =>
        from(Promise.race([this.relay.settle(), new Promise((r) => setTimeout(r, SETTLE_TIMEOUT_MS).unref())])).pipe(
          map(() => value),
        ),
      ),
    );
  }
}
