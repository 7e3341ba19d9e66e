import {
  applyDecorators,
  createParamDecorator,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { ApiHeader } from '@nestjs/swagger';
import { ApiErrors } from './api-errors.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error.js';
import { transaction } from '../transaction.js';
import type { AuthUser } from '../auth/auth-user.js';
import type { Json } from '../database/db.js';
import { all, db, first } from '../database/query.js';
import { msg } from '#i18n';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Printable ASCII without spaces; short enough to prefix into a ledger key (200 characters). */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** The header's value, or null when absent; a malformed key is a 400 rather than silently ignored. */
export function readIdempotencyKey(headers: FastifyRequest['headers']): string | null {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw DomainError.validation(
      'idempotency_key',
      msg({ message: 'The Idempotency-Key header must be 1 to 128 printable characters without spaces.' }),
    );
  }
  return value;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Same method, path and JSON body (key order aside) give the same fingerprint. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  const path = url.split('?')[0].replace(/\/+$/, '');
  return createHash('sha256')
    .update(JSON.stringify([method, path, canonical(body ?? null)]))
    .digest('hex');
}

/**
 * Exactly-once for a money POST that carries an Idempotency-Key: the key is claimed, the use case runs and
 * its response is stored, all in one transaction the use case joins. A repeat with the same request answers
 * the stored response and moves nothing; the same key with another request is 409. A concurrent repeat waits
 * on the unique (user, key) index until the first commits, then replays it. A refused request stores nothing
 * (its transaction rolled back), so the client may retry it with the same key once the cause is fixed.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly em: EntityManager) {}

  intercept(context: ExecutionContext, next: CallHandler<unknown>): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
    const key = readIdempotencyKey(request.headers);
    // Keys are per user; an anonymous route has nobody to scope them to, so it runs as usual.
    if (key === null || !request.user) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    const userId = request.user.id;
    // Nest sets the route's status after the interceptors; the stored copy records the same one.
    const status =
      (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ??
      (request.method === 'POST' ? 201 : 200);
    return from(
      transaction(this.em, async (em) => {
        const claimed = await first(
          em,
          db(em)
            .insertInto('idempotency_keys')
            .values({ user_id: userId, key, request_hash: fingerprint })
            .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
            .returning('id'),
        );
        if (!claimed) return this.replay(em, userId, key, fingerprint, reply);
        const body = await lastValueFrom(next.handle(), { defaultValue: null });
        await all(
          em,
          db(em)
            .updateTable('idempotency_keys')
            // Sent as JSON text, which the json column parses (a string value would otherwise be sent bare).
            .set((eb) => ({
              response_status: status,
              response_body: eb.cast(eb.val(JSON.stringify(body ?? null)), 'json').$castTo<Json>(),
            }))
            .where('id', '=', claimed.id),
        );
        return body;
      }),
    );
  }

  private async replay(
    em: EntityManager,
    userId: number,
    key: string,
    fingerprint: string,
    reply: FastifyReply,
  ): Promise<unknown> {
    const stored = await first(
      em,
      db(em)
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'response_body'])
        .where('user_id', '=', userId)
        .where('key', '=', key),
    );
    if (!stored) throw new Error(`Idempotency key ${key} conflicted but was not found`);
    if (stored.request_hash !== fingerprint) {
      throw new DomainError(
        'idempotency_key_reused',
        'conflict',
        msg({ message: 'This Idempotency-Key was already used with a different request.' }),
      );
    }
    void reply.header('idempotent-replayed', 'true');
    return stored.response_body;
  }
}

/** The request's Idempotency-Key or null, for a handler that derives its own exactly-once key from it. */
export const IdempotencyKey = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null =>
  readIdempotencyKey(ctx.switchToHttp().getRequest<FastifyRequest>().headers),
);

/** Marks a money POST as safe to retry with an Idempotency-Key header. */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        'Retrying with the same key and body replays the first response and moves nothing; another body is 409.',
    }),
    ApiErrors({ 409: 'The Idempotency-Key was already used with a different request.' }),
  );
