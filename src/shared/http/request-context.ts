import type { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager, MikroORM } from '@mikro-orm/core';

/**
 * Gives each request its own EntityManager fork (its own identity map), as `RequestContext.create` in an
 * `onRequest` hook did, but made when the request first uses the EntityManager: a route that never touches
 * the database (a token check, `whoami`, the health probe) skips the fork, which was a measurable share of
 * such a request (and forking writes process.env through MikroORM's `Configuration.set`).
 *
 * MikroORM resolves the global EntityManager through its `context` option on every call; this wraps it:
 * an explicit `RequestContext.create` (tests, tools) still wins, then the fork of the request in `scope`,
 * made on first use and kept with that request's scope object, so every use within one request, however
 * deep in its async calls, sees the same fork. Outside a request (timers, the relay) nothing changes.
 */
export function forkPerRequest(orm: MikroORM, scope: AsyncLocalStorage<object>): void {
  const root = orm.em as EntityManager;
  const previous = orm.config.get('context');
  const forks = new WeakMap<object, EntityManager>();
  let forking = false;
  orm.config.set('context', (name: string) => {
    const explicit = previous(name);
    if (explicit || name !== root.name || forking) return explicit;
    const request = scope.getStore();
    if (!request) return undefined;
    let fork = forks.get(request);
    if (!fork) {
      // While the fork is being made it resolves its own context: it answers itself then (undefined here), as
      // it did when it was made before the request's context was entered. Forked from the global
      // EntityManager itself, as at the start of the request, whatever context the first use runs in (a
      // transaction started first forks from this fork, not the other way round).
      forking = true;
      try {
        fork = root.fork({ useContext: true, disableContextResolution: true });
      } finally {
        forking = false;
      }
      forks.set(request, fork);
    }
    return fork;
  });
}
