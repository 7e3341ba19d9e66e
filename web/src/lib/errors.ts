import { t } from '@lingui/core/macro';
/** The error catalogue, "generic by cause" (spec section 8). Features pick their own texts on top of it. */
// Getters: each reads the active language when the message is shown, not when this module loads.
export const ERROR_MESSAGES = {
  get network() {
    return t`Network error. Please check your connection.`;
  },
  get timeout() {
    return t`Request timeout. Please try again.`;
  },
  get validation() {
    return t`Validation error. Please check your input.`;
  },
  get unauthorized() {
    return t`Session expired. Please log in again.`;
  },
  get forbidden() {
    return t`You don't have permission for this action.`;
  },
  get notFound() {
    return t`Resource not found.`;
  },
  get server() {
    return t`Server error. Please try again later.`;
  },
  get generic() {
    return t`An error occurred. Please try again.`;
  },
};

/** The error page's title, in the active language. */
export function unexpectedErrorTitle(): string {
  return t`Unexpected Application Error!`;
}

export type ApiErrorKind = 'network' | 'timeout' | 'http';

/** The header that names a refusal's code, the only place a field-error body's code is (issue 31 §4). */
export const ERROR_CODE_HEADER = 'Error-Code';

/**
 * A failed API call: `status` is 0 when no response came; `body` is the parsed JSON (or text) the server sent;
 * `code` the refusal's stable code (the body's `code`, else the Error-Code header), what a branch compares.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;
  readonly code: string | undefined;

  constructor(kind: ApiErrorKind, status: number, body: unknown, message: string, headerCode?: string | null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.body = body;
    this.code = (isRecord(body) ? nonEmptyString(body.code) : undefined) ?? headerCode ?? undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Every message in a body, in order: strings, arrays of strings, nested field objects (`{"field": ["msg"]}`). */
export function collectMessages(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(collectMessages);
  if (isRecord(value)) return Object.values(value).flatMap(collectMessages);
  return [];
}

/**
 * Messages joined by commas into one sentence (spec: "the server's field messages joined by commas"): each keeps
 * its words, but a full stop before a comma goes ("too common., This" read as a typo) and a later message's
 * capital is lowered where it only opened a sentence ("A user", not "API"), so the whole reads as one sentence.
 */
export function joinMessages(messages: readonly string[]): string {
  return messages
    .map((message, i) => {
      let text = message.trim();
      if (i < messages.length - 1) text = text.replace(/[.;,]+$/, '');
      if (i > 0 && /^(?!I\b)[A-Z](?=[a-z]|\s)/.test(text)) text = text[0].toLowerCase() + text.slice(1);
      return text;
    })
    .join(', ');
}

/**
 * The messages of a body: every field's, but not the string `code` beside an {"error"} or {"detail"}, which is
 * for the client to compare, not for the player to read. (A field named code holds a list, and is read.)
 */
function bodyMessages(body: unknown): string[] {
  if (!isRecord(body) || typeof body.code !== 'string') return collectMessages(body);
  const { code: _code, ...rest } = body;
  return collectMessages(rest);
}

/** The message for a status and body, by cause. */
export function catalogueMessage(status: number, body: unknown): string {
  if (status === 400) {
    const text = nonEmptyString(body);
    if (text) return text;
    if (isRecord(body) && body.non_field_errors !== undefined) {
      const messages = collectMessages(body.non_field_errors);
      if (messages.length > 0) return joinMessages(messages);
    }
    const messages = bodyMessages(body);
    return messages.length > 0 ? joinMessages(messages) : ERROR_MESSAGES.validation;
  }
  if (status === 401) return ERROR_MESSAGES.unauthorized;
  if (status === 403) return ERROR_MESSAGES.forbidden;
  if (status === 404) return ERROR_MESSAGES.notFound;
  if (status >= 500) return ERROR_MESSAGES.server;
  const text = nonEmptyString(body);
  if (text) return text;
  if (isRecord(body)) {
    const chosen = nonEmptyString(body.error) ?? nonEmptyString(body.message) ?? nonEmptyString(body.detail);
    if (chosen) return chosen;
  }
  return ERROR_MESSAGES.generic;
}

/** The body's `error` string (business refusals: `400 {"error": "..."}`). */
export function bodyError(error: unknown): string | undefined {
  if (!isApiError(error) || !isRecord(error.body)) return undefined;
  return nonEmptyString(error.body.error);
}

/** The body's `detail` string (`{"detail": "..."}`, e.g. 403, 404, 429). */
export function bodyDetail(error: unknown): string | undefined {
  if (!isApiError(error) || !isRecord(error.body)) return undefined;
  return nonEmptyString(error.body.detail);
}

/** The messages of one field of a validation body (`{"amount": ["..."]}`). */
export function fieldMessages(error: unknown, field: string): string[] {
  if (!isApiError(error) || !isRecord(error.body)) return [];
  return collectMessages(error.body[field]);
}

/** All messages of a body, joined by commas; undefined when the body has none. */
export function joinedBodyMessages(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const messages = bodyMessages(error.body);
  return messages.length > 0 ? joinMessages(messages) : undefined;
}

/** The stable code of a refused call (`insufficient_balance`); branches compare it, never the words. */
export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** The catalogue message of any thrown value. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return ERROR_MESSAGES.generic;
}
