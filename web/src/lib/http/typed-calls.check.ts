/**
 * Compiled by `npm run typecheck` (and `npm test`), never run or bundled: each call below must stay a type error,
 * else tsc fails on its unused `@ts-expect-error`. It is what "a wrong path or body is a type error" rests on.
 */
import { api, unwrap } from '../api-client';

export async function wrongCallsDoNotCompile(): Promise<unknown> {
  // @ts-expect-error -- a path the server does not have
  await api.GET('/api/economy/wallet/mine');
  // @ts-expect-error -- a path the server has, with a method it does not take
  await api.POST('/api/economy/wallet/me');
  // @ts-expect-error -- a body without its required field
  await api.POST('/api/economy/wallet/deposit', { body: {} });
  // @ts-expect-error -- a field the body does not have
  await api.POST('/api/games/{id}/submit_choice', { params: { path: { id: 1 } }, body: { move: 'ROCK' } });
  // @ts-expect-error -- a choice the server does not know
  await api.POST('/api/games/{id}/submit_choice', { params: { path: { id: 1 } }, body: { choice: 'FIRE' } });
  // @ts-expect-error -- a path parameter left out
  await api.GET('/api/matches/{id}');
  // @ts-expect-error -- a query parameter of another type
  await api.GET('/api/accounts/leaderboard', { params: { query: { sort_by: 'rating' } } });
  const wallet = await unwrap(api.GET('/api/economy/wallet/me'));
  // @ts-expect-error -- an answer's fields are the document's: there is no `amount` on a balance
  return wallet.amount;
}
