import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import type { OpenAPIObject, OperationObject, ParameterObject, ResponseObject } from '@nestjs/swagger';
import { API_TYPES_FILE, buildOpenApiDocument, generateApiTypes } from '../../src/api-contract.js';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ERROR_REFS = [
  '#/components/schemas/FieldErrors',
  '#/components/schemas/ErrorMessage',
  '#/components/schemas/Detail',
];

function operations(document: OpenAPIObject): [string, OperationObject][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) =>
      item[method] ? [[`${method} ${path}`, item[method]] as [string, OperationObject]] : [],
    ),
  );
}

const schemaOf = (response: ResponseObject) => Object.values(response.content ?? {})[0]?.schema;
const refsIn = (value: unknown): string[] => JSON.stringify(value ?? null).match(/#\/components\/schemas\/\w+/g) ?? [];

describe('The API contract', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await buildOpenApiDocument();
  });

  it('is what web/src/lib/api-types.ts was generated from (after changing a DTO, run `npm run api:types`)', async () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await generateApiTypes());
  });

  it('is the same document on every build', async () => {
    expect(JSON.stringify(await buildOpenApiDocument())).toBe(JSON.stringify(document));
  });

  it("declares the schema of every route's success answer", () => {
    const missing = operations(document)
      .filter(([, operation]) => {
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1] as
          ResponseObject | undefined;
        return !success || !schemaOf(success);
      })
      .map(([route]) => route);
    expect(missing).toEqual([]);
  });

  it('declares the errors each route can answer: 401 when protected, 404 with an id, 400 with input', () => {
    const missing = operations(document).flatMap(([route, operation]) => {
      const statuses = Object.keys(operation.responses);
      const parameters = (operation.parameters ?? []) as ParameterObject[];
      const needs = [
        operation.security?.length ? '401' : null,
        parameters.some((p) => p.in === 'path') ? '404' : null,
        operation.requestBody || parameters.some((p) => p.in === 'query') ? '400' : null,
      ];
      return needs
        .filter((status) => status !== null && !statuses.includes(status))
        .map((status) => `${route} ${status}`);
    });
    expect(missing).toEqual([]);
  });

  it('gives every error answer one of the three shared error shapes', () => {
    const wrong = operations(document).flatMap(([route, operation]) =>
      Object.entries(operation.responses)
        .filter(([status]) => /^4/.test(status))
        .filter(([, response]) => {
          const refs = refsIn(schemaOf(response as ResponseObject));
          return refs.length === 0 || refs.some((ref) => !ERROR_REFS.includes(ref));
        })
        .map(([status]) => `${route} ${status}`),
    );
    expect(wrong).toEqual([]);
  });
});
