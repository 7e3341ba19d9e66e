import type { Middleware } from 'openapi-fetch';
import { ApiError, catalogueMessage, ERROR_CODE_HEADER } from '../errors';

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
 * catalogue's message (spec section 8) and the refusal's code, so a call either returns its typed data or throws.
 */
export const catalogueErrors: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    const body = parseBody(await response.text());
    const message = catalogueMessage(response.status, body);
    throw new ApiError('http', response.status, body, message, response.headers.get(ERROR_CODE_HEADER));
  },
};
