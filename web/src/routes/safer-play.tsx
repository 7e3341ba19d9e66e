import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { profileQueryOptions } from '../lib/api/identity';
import { limitsQueryOptions, saferPlayQueryOptions } from '../lib/api/protection';
import { authenticatedRoute } from './_authenticated';

/** The player's protection tools and their own figures (issue 22 §4), linked from every page's footer. */
export const saferPlayRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/safer-play',
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query({ ...limitsQueryOptions(), staleTime: 'static' }),
      context.queryClient.query({ ...saferPlayQueryOptions(), staleTime: 'static' }),
      context.queryClient.query({ ...profileQueryOptions(), staleTime: 'static' }),
    ]),
  component: lazyRouteComponent(() => import('../features/protection/SaferPlayPage'), 'SaferPlayPage'),
});
