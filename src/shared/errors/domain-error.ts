/**
 * The one error type of the domain. `kind` decides the HTTP status and body shape; `code` is stable for
 * clients and tests, and reaches the client with every refusal (ErrorFilter); `message` is what a player reads.
 */
export type DomainErrorKind =
  | 'validation' // 400 {"field": ["message"]}
  | 'refused' // 400 {"error": "..."}
  | 'unauthorized' // 401 {"detail": "..."}
  | 'forbidden' // 403 {"detail": "..."} or {"error": "..."} when `asError`
  | 'not_found' // 404 {"detail": "..."}
  | 'conflict' // 409 {"detail": "..."}
  | 'too_many' // 429 {"detail": "..."} with Retry-After
  | 'unavailable'; // 503 {"detail": "..."}: a service the request needs (a payment provider) did not answer

export interface DomainErrorOptions {
  /** Field messages for a validation error. */
  fields?: Record<string, string[]>;
  /** Seconds a client should wait, for too_many. */
  retryAfterSeconds?: number;
  /** Render as {"error"} rather than {"detail"}: the login 401 and the history 403 of the spec read `error`. */
  asError?: boolean;
}

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    message: string,
    readonly options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static validation(field: string, message: string, code = 'validation_failed'): DomainError {
    return new DomainError(code, 'validation', message, { fields: { [field]: [message] } });
  }

  static refused(code: string, message: string): DomainError {
    return new DomainError(code, 'refused', message);
  }

  static notFound(what = 'Not found.'): DomainError {
    return new DomainError('not_found', 'not_found', what);
  }

  static forbidden(message = 'You do not have permission to perform this action.', code = 'forbidden'): DomainError {
    return new DomainError(code, 'forbidden', message);
  }

  static unauthorized(message: string, code = 'unauthorized'): DomainError {
    return new DomainError(code, 'unauthorized', message);
  }
}
