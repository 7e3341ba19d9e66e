import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/AppLayout';
import { routeError } from './route-error';
import { matchAgainWithSearchSchemas } from './lazy-search';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // A search checked before its schema's chunk arrived (routes/lazy-search.ts): the same address again, with it.
  beforeLoad: async ({ location }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches the Response redirect() builds, thrown as its docs say
    if (await matchAgainWithSearchSchemas()) throw redirect({ href: location.href, replace: true });
  },
  component: AppLayout,
  errorComponent: routeError,
});
