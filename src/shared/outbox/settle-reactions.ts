import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DomainEventRecord } from './domain-event-record.js';
import { eventTrail } from './event-trail.js';
import type { EventWatch } from './event-watch.js';
import type { OutboxRelay } from './outbox-relay.js';

const SETTLE_TIMEOUT_MS = 2000;

interface Settlement {
  watch: EventWatch;
  waits: boolean;
}

const settlements = new WeakMap<FastifyRequest, Settlement>();

/**
 * A successful write answers once the reactions to its own events have run (bracket advanced, prize paid),
 * so a client that reloads right after sees the consequence. Only its own events and what they caused: a
 * write among a crowd of others does not wait for theirs. Bounded: a slow listener never holds a reply long.
 *
 * Fastify hooks rather than a Nest interceptor: with no global interceptor, Nest runs a read without its
 * rxjs pipeline, which was a sixth of a simple request's CPU.
 */
export function settleReactions(fastify: FastifyInstance, relay: OutboxRelay): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      done();
      return;
    }
    const trail: DomainEventRecord[] = [];
    settlements.set(request, { watch: relay.watch(trail), waits: true });
    // Entered here, before the handler: every event the request records lands in its trail.
    eventTrail.run(trail, done);
  });
  // A callback hook, not an async one: a read (or a write that need not wait) passes through without a promise.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const settlement = settlements.get(request);
    if (!settlement?.waits || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    Promise.race([settlement.watch.settled(), new Promise((r) => (timer = setTimeout(r, SETTLE_TIMEOUT_MS)))]).then(
      () => {
        clearTimeout(timer);
        done(null, payload);
      },
      (error: unknown) => {
        clearTimeout(timer);
        done(error as Error);
      },
    );
  });
  // Released however the request ends, or the relay would keep watching for a client that is gone.
  fastify.addHook('onResponse', (request, _reply, done) => {
    settlements.get(request)?.watch.release();
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    settlements.get(request)?.watch.release();
    done();
  });
}

/**
 * For a write whose answer carries everything its client shows next, and whose reactions reach other pages
 * through their polls: it answers as soon as it commits.
 */
export function answerBeforeReactions(request: FastifyRequest): void {
  const settlement = settlements.get(request);
  if (settlement) settlement.waits = false;
}
