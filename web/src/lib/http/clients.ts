import { i18n } from '@lingui/core';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../api-types';
import { catalogueErrors } from './catalogue';
import { timedExchange } from './exchange';

/**
 * The page's language on every call (issue 36 §2), so a refusal comes back in the words the page is in. The
 * browser's own header names its settings, not the player's choice from the footer; a signed-in player's saved
 * language wins on the server anyway. The pseudo-locale is English to the server.
 */
const pageLanguage: Middleware = {
  onRequest({ request }) {
    const locale = i18n.locale;
    if (locale && locale !== 'pseudo') request.headers.set('Accept-Language', `${locale}, en;q=0.5`);
    return request;
  },
};

/**
 * A client over the generated paths: a wrong path, parameter or body is a type error. Every client throws the
 * catalogue's ApiError for any failure (registered first, so its `onResponse` runs last, after a retry) and
 * runs each exchange under the 15 s timeout.
 */
export function createApiClient(...middleware: Middleware[]) {
  const client = createClient<paths>({ fetch: timedExchange(), headers: { Accept: 'application/json' } });
  client.use(catalogueErrors, pageLanguage, ...middleware);
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** For the calls made without a session: login, register, token refresh, logout, health. */
export const publicApi = createApiClient();
