import type { ApiClient } from '../support/api-client.js';

/**
 * The test client's calls are checked against the generated OpenAPI types: each line below must be a type error,
 * and `tsc -p tsconfig.json` (npm run typecheck, the lint step of CI) fails on an `@ts-expect-error` that has none.
 * The function is never called: the check is the compiler's.
 */
export function wrongCalls(api: ApiClient) {
  // @ts-expect-error -- no such route
  void api.get('/api/tournament/{id}', { params: { path: { id: 1 } } });
  // @ts-expect-error -- the route has no GET
  void api.get('/api/accounts/register');
  // @ts-expect-error -- the path parameter is missing
  void api.get('/api/tournaments/{id}', {});
  // @ts-expect-error -- an id is a number
  void api.get('/api/tournaments/{id}', { params: { path: { id: 'abc' } } });
  // @ts-expect-error -- a field the body does not have
  void api.post('/api/accounts/login', { body: { username: 'a', password: 'b', remember: true } });
  // @ts-expect-error -- a required field is missing
  void api.post('/api/accounts/login', { body: { username: 'a' } });
  // @ts-expect-error -- a value outside the enum
  void api.post('/api/games/{id}/submit_choice', { params: { path: { id: 1 } }, body: { choice: 'SPONGE' } });
  // @ts-expect-error -- a query parameter the route does not take
  void api.get('/api/notifications', { params: { query: { sort: 'new' } } });
  // The escape hatch takes anything, on purpose.
  void api.raw('POST', '/api/accounts/login', { body: { username: 'a' } });
}

describe('the typed test client', () => {
  it('is checked by the compiler (see wrongCalls above)', () => {
    expect(typeof wrongCalls).toBe('function');
  });
});
