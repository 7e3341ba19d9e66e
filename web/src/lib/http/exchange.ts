import { ApiError, ERROR_MESSAGES } from '../errors';

export const REQUEST_TIMEOUT_MS = 15_000;

const BODYLESS_STATUSES = new Set([101, 204, 205, 304]);

function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The spec's calls all end in "/" (`/economy/wallet/me/`); the OpenAPI document names its paths without it and
 * the server answers both, so the typed paths are the document's and the wire keeps the spec's form.
 */
export function withSpecSlash(url: string): string {
  const parsed = new URL(url);
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  return parsed.href;
}

/**
 * One HTTP exchange, given to openapi-fetch as its `fetch`: the timeout covers the response body too (it is read
 * here, whole), a timeout or a lost connection becomes the catalogue's ApiError, and a caller's own abort (React
 * Query cancelling) goes through as the AbortError it is. Each attempt (a retry after a refresh too) gets its own
 * `timeoutMs`.
 */
export function timedExchange(timeoutMs = REQUEST_TIMEOUT_MS) {
  return async (request: Request): Promise<Response> => {
    const controller = new AbortController();
    // Set by the timer, which the compiler's flow analysis does not follow.
    let timedOut = false as boolean;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (request.signal.aborted) controller.abort();
    request.signal.addEventListener('abort', forwardAbort, { once: true });
    try {
      // Rebuilt rather than re-wrapped: a Request made from another with a body would need a streaming upload.
      const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const response = await fetch(withSpecSlash(request.url), {
        method: request.method,
        headers: request.headers,
        body: body === '' ? undefined : body,
        signal: controller.signal,
        credentials: 'same-origin',
      });
      const text = await response.text();
      return new Response(BODYLESS_STATUSES.has(response.status) ? null : text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', 0, null, ERROR_MESSAGES.timeout);
      if (request.signal.aborted && isAbortError(error)) throw error;
      throw new ApiError('network', 0, null, ERROR_MESSAGES.network);
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    }
  };
}
