import { createRouter } from '@tanstack/react-router';
import { FullPageLoader } from './components/FullPageLoader';
import { routeError } from './routes/route-error';
import { queryClient } from './lib/query-client';
import { routeTree } from './route-tree';

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query owns freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: routeError,
  defaultPendingComponent: FullPageLoader,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
