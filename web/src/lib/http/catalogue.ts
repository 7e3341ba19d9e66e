import type { Middleware } from 'openapi-fetch';
import { ApiError, catalogueMessage } from '../errors';

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Every answer that is not a success is thrown as an ApiError carrying the status, the parsed body and the
 * catalogue's message (spec section 8), so a call either returns its typed data or throws.
 */
export const catalogueErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const body = parseBody(await response.text());
    throw new ApiError('http', response.status, body, catalogueMessage(response.status, body));
  },
};
