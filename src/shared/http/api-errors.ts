import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

export type ErrorShape = 'FieldErrors' | 'ErrorMessage' | 'Detail';

/**
 * The three error shapes ErrorFilter renders, as shared schemas of the OpenAPI document: the web client's
 * error catalogue reads exactly these.
 */
export const ERROR_SCHEMAS: Record<ErrorShape, SchemaObject> = {
  FieldErrors: {
    type: 'object',
    description:
      'Validation: each refused field with its messages, e.g. {"amount": ["Ensure this value is greater than or equal to 0.01."]}.',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  },
  ErrorMessage: {
    type: 'object',
    description: 'A business refusal the user can act on, e.g. {"error": "Insufficient balance"}.',
    required: ['error'],
    properties: { error: { type: 'string' } },
  },
  Detail: {
    type: 'object',
    description:
      'Authentication, permission, not found, conflict, size and rate refusals, e.g. {"detail": "Not found."}.',
    required: ['detail'],
    properties: {
      detail: { type: 'string' },
      code: {
        type: 'string',
        description:
          'A stable code, on the refusals a client answers by itself: reauthentication_required, factor_too_new, ' +
          'two_factor_code_required.',
      },
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
