import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { HeaderObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

export type ErrorShape = 'FieldErrors' | 'ErrorMessage' | 'Detail';

/**
 * A refusal's stable snake_case code beside the spec's field: what a client compares, never the words. The
 * errors raised outside the domain (an unknown route, a malformed body, a server error) have none.
 */
const CODE: SchemaObject = {
  type: 'string',
  pattern: '^[a-z_]+$',
  description:
    "The refusal's stable code (e.g. insufficient_balance, reauthentication_required, two_factor_required), " +
    'also sent as the Error-Code header.',
};

/** The header that carries the code of every domain refusal, field errors included. */
export const ERROR_CODE_HEADER_OBJECT: HeaderObject = {
  description: "A domain refusal's code, as in the body; a field-error body's only one.",
  required: false,
  schema: { type: 'string', pattern: '^[a-z_]+$' },
};

/**
 * The three error shapes ErrorFilter renders, as shared schemas of the OpenAPI document: the web client's
 * error catalogue reads exactly these.
 */
export const ERROR_SCHEMAS: Record<ErrorShape, SchemaObject> = {
  FieldErrors: {
    type: 'object',
    description:
      'Validation: each refused field with its messages, e.g. {"amount": ["Ensure this value is greater than or equal to 0.01."]}. ' +
      'Every key is a field (two-factor has one named code), so the error code is in the Error-Code header only.',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  },
  ErrorMessage: {
    type: 'object',
    description: 'A business refusal the user can act on, e.g. {"error": "Insufficient balance"}.',
    required: ['error'],
    properties: { error: { type: 'string' }, code: CODE },
  },
  Detail: {
    type: 'object',
    description:
      'Authentication, permission, not found, conflict, size and rate refusals, e.g. {"detail": "Not found."}.',
    required: ['detail'],
    properties: {
      detail: { type: 'string' },
      code: CODE,
    },
  },
};

const ref = (name: ErrorShape): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

/**
 * The shape of an error status when a route does not name it: a 400 is a field error, a business refusal or
 * a malformed body's {"detail"}; every other status answers {"detail"}.
 */
export function errorSchema(status: number): SchemaObject | ReferenceObject {
  return status === 400 ? { oneOf: [ref('FieldErrors'), ref('ErrorMessage'), ref('Detail')] } : ref('Detail');
}

/**
 * Documents a route's error answers with the shared schemas: `@ApiErrors({ 404: 'Unknown match.' })`, or
 * `[description, shape]` where the status answers one shape only (a refused login is a 401 {"error"}).
 */
export function ApiErrors(errors: Record<number, string | [string, ErrorShape]>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(errors).map(([status, given]) => {
      const [description, shape] = typeof given === 'string' ? [given, null] : given;
      return ApiResponse({
        status: Number(status),
        description,
        schema: shape ? ref(shape) : errorSchema(Number(status)),
      });
    }),
  );
}
