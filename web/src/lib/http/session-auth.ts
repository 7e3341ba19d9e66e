import type { Middleware } from 'openapi-fetch';
import { clearSession, getSession, setTokens } from '../session';
import { publicApi } from './clients';

let onSessionExpired: (() => void) | null = null;

/** What to do when a refresh fails: the app shell navigates to /login. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** A session that cannot be refreshed ends as it does for any request: cleared, and the app goes to /login. */
export function endExpiredSession(): void {
  const session = getSession();
  if (session.access === null && session.refresh === null) return;
  clearSession();
  onSessionExpired?.();
}

let refreshing: Promise<boolean> | null = null;

/** Trades the refresh token for a new pair. Parallel 401s share one in-flight refresh. */
export function refreshTokens(): Promise<boolean> {
  if (refreshing) return refreshing;
  const refresh = getSession().refresh;
  if (!refresh) return Promise.resolve(false);
  refreshing = (async () => {
    try {
      const { data } = await publicApi.POST('/api/auth/token/refresh', { body: { refresh } });
      if (!data) return false;
      setTokens(data.access, data.refresh);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export interface SessionAuthOptions {
  /** When the session cannot be refreshed, also go to /login (the start-up check only clears it). */
  redirectOnFailure: boolean;
}

/**
 * The bearer token on every request; on a 401 one shared refresh, then the request once more with the new token.
 * If that fails too, the session is cleared (and, unless told otherwise, the app goes to /login).
 */
export function sessionAuth({ redirectOnFailure }: SessionAuthOptions): Middleware {
  // The request as it was before fetch read its body, and the token it carried, until its answer is in.
  const inFlight = new Map<string, { retry: Request; token: string | null }>();
  return {
    onRequest({ request, id }) {
      const token = getSession().access;
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      inFlight.set(id, { retry: request.clone(), token });
      return request;
    },
    async onResponse({ response, id, options }) {
      const sent = inFlight.get(id);
      inFlight.delete(id);
      if (response.status !== 401 || !sent) return response;
      const session = getSession();
      const hadSession = session.access !== null || session.refresh !== null;
      // Another request may already have refreshed while this one was in flight.
      const renewed = (session.access !== null && session.access !== sent.token) || (await refreshTokens());
      let answer = response;
      if (renewed) {
        const access = getSession().access;
        if (access) sent.retry.headers.set('Authorization', `Bearer ${access}`);
        answer = await options.fetch(sent.retry);
      }
      if ((!renewed || answer.status === 401) && hadSession) {
        clearSession();
        if (redirectOnFailure) onSessionExpired?.();
      }
      return answer;
    },
    onError({ id }) {
      inFlight.delete(id);
    },
  };
}
