import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a read may be answered by a read replica (DATABASE_REPLICA_URLS): inside a query that opted in with
 * `@ReadsFromReplica()`, run for a request that may see data a few seconds old (a GET from a client that has not
 * written within the lag bound; `ReadYourWrites` decides it for each request). There `db(em)` reads through
 * MikroORM's 'read' connection, which ReplicaRoutingDriver points at a replica proven current, or at the primary.
 *
 * Everything else reads the primary: writes and their answers, transactions (MikroORM keeps their connection),
 * queries that did not opt in, and all background work (listeners, the relay, the timer), which acts on what it
 * reads and has no request.
 */
const scope = new AsyncLocalStorage<'request' | 'query'>();

/** Runs the rest of a request whose opted-in queries may be answered from a replica. */
export function lagTolerantRequest<T>(next: () => T): T {
  return scope.run('request', next);
}

/** True inside an opted-in query of such a request, including the queries it asks of other contexts. */
export function readsMayLag(): boolean {
  return scope.getStore() === 'query';
}

type QueryHandlerClass = abstract new (...args: never[]) => { execute(query: never): Promise<unknown> };

/**
 * The opt-in: this query's answer may be up to DATABASE_REPLICA_MAX_LAG_SECONDS old, so it may be read from a
 * replica, except for a client that wrote within that bound (it reads its own writes from the primary). For
 * polled lists and reports only: never a read that a decision or money depends on (a balance, a match to move
 * in, a seat).
 *
 *   @QueryHandler(GetLeaderboard)
 *   @ReadsFromReplica()
 *   export class GetLeaderboardHandler implements IQueryHandler<GetLeaderboard> { ... }
 */
export function ReadsFromReplica(): (target: QueryHandlerClass) => void {
  return (target) => {
    const prototype = target.prototype as { execute: (...args: unknown[]) => Promise<unknown> };
    const execute = prototype.execute;
    prototype.execute = function (this: unknown, ...args: unknown[]) {
      if (scope.getStore() !== 'request') return execute.apply(this, args);
      return scope.run('query', () => execute.apply(this, args));
    };
  };
}
