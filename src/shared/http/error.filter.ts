import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable, isTransientConflict } from '../errors/database-failures.js';
import { msg, requestLocale, translate, type RenderLocale, type Text } from '#i18n';
import { DomainError } from '../errors/domain-error.js';

const STATUS: Record<DomainError['kind'], number> = {
  validation: 400,
  refused: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
  unavailable: 503,
};

/** What a client mistake caught outside the domain reads as; the wording follows the spec's catalogue. */
const HTTP_DETAIL: Partial<Record<number, Text>> = {
  400: msg({ message: 'Malformed request.' }),
  401: msg({ message: 'Authentication credentials were not provided or are invalid.' }),
  403: msg({ message: 'You do not have permission to perform this action.' }),
  404: msg({ message: 'Not found.' }),
  405: msg({ message: 'Method not allowed.' }),
  413: msg({ message: 'Request body is too large.' }),
  415: msg({ message: 'Unsupported media type: send JSON.' }),
};
const BAD_JSON = msg({ message: 'Malformed JSON in the request body.' });
const BAD_REQUEST = msg({ message: 'Bad request.' });
const UNAVAILABLE = msg({ message: 'Service temporarily unavailable. Please try again.' });
const SERVER_ERROR = msg({ message: 'Server error. Please try again later.' });
const ROUTE_NOT_FOUND = msg({ message: 'Not found: {method} {path}' });

export interface ErrorBody {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * The header that carries a domain error's code on every refusal, field errors included (issue 31 §4).
 */
export const ERROR_CODE_HEADER = 'error-code';

/**
 * A domain error as HTTP. Its stable `code` goes beside the spec's field in {"error"} and {"detail"} bodies. A
 * field-error body gets no `code` key: every key there is a field to a spec client, which joins all their
 * messages for the player, and `code` is itself a field (two-factor's {"code": [...]}). So the code of every
 * domain refusal also travels in the Error-Code header, the one place a field-error body's code is read.
 */
export function renderDomainError(error: DomainError, locale: RenderLocale = 'en'): ErrorBody {
  const status = STATUS[error.kind];
  const headers: Record<string, string> = { [ERROR_CODE_HEADER]: error.code };
  const text = translate(locale, error.text);
  if (error.kind === 'validation') {
    const fields = error.options.fields;
    const body = fields
      ? Object.fromEntries(
          Object.entries(fields).map(([field, texts]) => [field, texts.map((t) => translate(locale, t))]),
        )
      : { non_field_errors: [text] };
    return { status, body, headers };
  }
  if (error.kind === 'refused' || error.options.asError) {
    return { status, body: { error: text, code: error.code }, headers };
  }
  if (error.options.retryAfterSeconds) headers['retry-after'] = String(error.options.retryAfterSeconds);
  return { status, body: { detail: text, code: error.code }, headers };
}

/**
 * Client mistakes caught before the domain: Fastify's own errors (body too large, wrong content type) carry a
 * 4xx statusCode, Nest's carry getStatus(). Their messages are not for players, so the body says it plainly.
 */
function renderClientError(error: unknown, request: FastifyRequest, locale: RenderLocale): ErrorBody | null {
  const status = error instanceof HttpException ? error.getStatus() : (error as { statusCode?: number }).statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 404) {
    const values = { method: request.method, path: request.url.split('?')[0] };
    return { status, body: { detail: translate(locale, { ...ROUTE_NOT_FOUND, values }) } };
  }
  const { message } = error as { message?: unknown };
  const badJson = status === 400 && typeof message === 'string' && /JSON/i.test(message);
  const detail = badJson ? BAD_JSON : HTTP_DETAIL[status];
  return { status, body: { detail: translate(locale, detail ?? BAD_REQUEST) } };
}

/**
 * The one place errors become HTTP: business refusals as {"error"}, field validation as {"field": [...]},
 * and the rest as {"detail"}. Anything unexpected is logged and answered 500 without internals.
 */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  constructor(private readonly spaFallback: (request: FastifyRequest, reply: FastifyReply) => boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const rendered = this.render(exception, request);
    if (rendered.status === 404 && this.spaFallback(request, reply)) return;
    if (rendered.status >= 500) {
      this.logger.error({ err: exception, url: request.url, method: request.method }, 'Unhandled error');
    }
    void reply
      .status(rendered.status)
      .headers(rendered.headers ?? {})
      .send(rendered.body);
  }

  private render(exception: unknown, request: FastifyRequest): ErrorBody {
    // In the request's locale (the saved one the access guard noted, else Accept-Language); codes and field
    // names stay as they are.
    const locale = requestLocale(request);
    if (exception instanceof DomainError) return renderDomainError(exception, locale);
    if (isDatabaseUnavailable(exception) || isTransientConflict(exception)) {
      return {
        status: 503,
        body: { detail: translate(locale, UNAVAILABLE) },
        headers: { 'retry-after': '1' },
      };
    }
    return (
      renderClientError(exception, request, locale) ?? {
        status: 500,
        body: { detail: translate(locale, SERVER_ERROR) },
      }
    );
  }
}
