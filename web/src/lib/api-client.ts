import { ApiError, ERROR_MESSAGES, catalogueMessage } from './errors';
import { clearSession, getSession, setTokens } from './session';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 15_000;
const REFRESH_PATH = '/auth/token/refresh/';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Send the bearer token and refresh it on a 401 (default true). Login, register and refresh set false. */
  auth?: boolean;
  /** On a 401, refresh the tokens once and retry (default true). */
  refreshOnUnauthorized?: boolean;
  /** When the session cannot be refreshed, go to /login (default true). */
  redirectOnAuthFailure?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers, e.g. `Idempotency-Key` on money POSTs. */
  headers?: Record<string, string>;
}

interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

let onSessionExpired: (() => void) | null = null;

/** What to do when a refresh fails: the app shell navigates to /login. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** One HTTP exchange with a timeout that covers the response body too. */
async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<RawResponse> {
  const controller = new AbortController();
  // Set by the timer, which the compiler's flow analysis does not follow.
  let timedOut = false as boolean;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const body = parseBody(await response.text());
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', 0, null, ERROR_MESSAGES.timeout);
    // The caller (e.g. React Query) cancelled: let its own AbortError through.
    if (options.signal?.aborted && isAbortError(error)) throw error;
    throw new ApiError('network', 0, null, ERROR_MESSAGES.network);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
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
      const response = await send(REFRESH_PATH, { method: 'POST', body: { refresh } }, null);
      const body = response.body as { access?: unknown; refresh?: unknown } | null;
      if (!response.ok || typeof body?.access !== 'string') return false;
      setTokens(body.access, typeof body.refresh === 'string' ? body.refresh : null);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function toError(response: RawResponse): ApiError {
  return new ApiError('http', response.status, response.body, catalogueMessage(response.status, response.body));
}

/**
 * Calls the API and returns the parsed body, or throws an ApiError carrying the status, the body and the
 * catalogue message. On a 401 it refreshes the tokens once and retries; if that fails the session is cleared.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth ?? true;
  const usedToken = useAuth ? getSession().access : null;
  let response = await send(path, options, usedToken);

  if (response.status === 401 && useAuth && (options.refreshOnUnauthorized ?? true)) {
    const session = getSession();
    const hadSession = session.access !== null || session.refresh !== null;
    // Another request may already have refreshed while this one was in flight.
    const renewed = session.access !== null && session.access !== usedToken ? true : await refreshTokens();
    if (renewed) {
      response = await send(path, options, getSession().access);
    }
    if (!renewed || response.status === 401) {
      if (hadSession) {
        clearSession();
        if (options.redirectOnAuthFailure ?? true) onSessionExpired?.();
      }
      throw toError(response);
    }
  }

  if (!response.ok) throw toError(response);
  return response.body as T;
}

type BodyOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: BodyOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
