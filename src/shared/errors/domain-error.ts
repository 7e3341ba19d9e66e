import { english, msg, type Text } from '#i18n';

/**
 * The one error type of the domain. `kind` decides the HTTP status and body shape; `code` is stable for
 * clients and tests, and reaches the client with every refusal (ErrorFilter); `text` is what a player reads, a
 * marked message (`msg`) that ErrorFilter renders in the request's locale, and `message` its English, for logs.
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
  fields?: Record<string, Text[]>;
  /** Seconds a client should wait, for too_many. */
  retryAfterSeconds?: number;
  /** Render as {"error"} rather than {"detail"}: the login 401 and the history 403 of the spec read `error`. */
  asError?: boolean;
}

const NOT_FOUND = msg({ message: 'Not found.' });
const NO_PERMISSION = msg({ message: 'You do not have permission to perform this action.' });

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: DomainErrorKind,
    readonly text: Text,
    readonly options: DomainErrorOptions = {},
  ) {
    super(english(text));
    this.name = 'DomainError';
  }

  /** The field messages in English, as logs and tests read them. */
  get englishFields(): Record<string, string[]> | undefined {
    const { fields } = this.options;
    return fields && Object.fromEntries(Object.entries(fields).map(([field, texts]) => [field, texts.map(english)]));
  }

  static validation(field: string, message: Text, code = 'validation_failed'): DomainError {
    return new DomainError(code, 'validation', message, { fields: { [field]: [message] } });
  }

  static refused(code: string, message: Text): DomainError {
    return new DomainError(code, 'refused', message);
  }

  static notFound(what: Text = NOT_FOUND): DomainError {
    return new DomainError('not_found', 'not_found', what);
  }

  static forbidden(message: Text = NO_PERMISSION, code = 'forbidden'): DomainError {
    return new DomainError(code, 'forbidden', message);
  }

  static unauthorized(message: Text, code = 'unauthorized'): DomainError {
    return new DomainError(code, 'unauthorized', message);
  }
}
