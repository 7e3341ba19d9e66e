import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../api-types';
import { catalogueErrors } from './catalogue';
import { timedExchange } from './exchange';

/**
 * A client over the generated paths: a wrong path, parameter or body is a type error. Every client throws the
 * catalogue's ApiError for any failure (registered first, so its `onResponse` runs last, after a retry) and
 * runs each exchange under the 15 s timeout.
 */
export function createApiClient(...middleware: Middleware[]) {
  const client = createClient<paths>({ fetch: timedExchange(), headers: { Accept: 'application/json' } });
  client.use(catalogueErrors, ...middleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** For the calls made without a session: login, register, token refresh, logout, health. */
export const publicApi = createApiClient();
