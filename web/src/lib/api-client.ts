import { ApiError, catalogueMessage } from './errors';
import { createApiClient } from './http/clients';
import { sessionAuth } from './http/session-auth';

export { publicApi, type ApiClient } from './http/clients';
export { REQUEST_TIMEOUT_MS, timedExchange } from './http/exchange';
export { endExpiredSession, refreshTokens, setSessionExpiredHandler } from './http/session-auth';

export const API_BASE = '/api';

/**
 * The signed-in client: `unwrap(api.GET('/api/tournaments/{id}', { params: { path: { id } }, signal }))`. Paths,
 * parameters, bodies and answers come from the generated `paths` (lib/api-types.ts), so none is typed by hand.
 */
export const api = createApiClient(sessionAuth({ redirectOnFailure: true }));

/** The start-up session check: a session that cannot be refreshed is cleared, and the visitor stays where they are. */
export const sessionCheckApi = createApiClient(sessionAuth({ redirectOnFailure: false }));

/**
 * The data of a call. Failures never get here: the catalogue middleware throws them as ApiError, so every answer
 * left is a success, and each of this API's successes carries a JSON body.
 */
export async function unwrap<Data>(pending: Promise<{ data?: Data; response: Response }>): Promise<Data> {
  const { data, response } = await pending;
  if (data === undefined) throw new ApiError('http', response.status, null, catalogueMessage(response.status, null));
  return data;
}
