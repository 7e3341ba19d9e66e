import type { components, paths } from './api-types';

/**
 * A schema of the server's OpenAPI document, by its name there: every API type of the client is one of
 * these (web/src/lib/api-types.ts is generated; `npm run api:types` after changing a server DTO).
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** What a route answers on success, by its path and method in the document: `Answer<'/api/tournaments', 'get'>`. */
export type Answer<
  Path extends keyof paths,
  Method extends keyof paths[Path] & ('get' | 'post'),
> = paths[Path][Method] extends {
  responses: infer Responses;
}
  ? JsonOf<Responses[200 & keyof Responses]> | JsonOf<Responses[201 & keyof Responses]>
  : never;
