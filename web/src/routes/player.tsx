import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { playerQueryOptions } from '../lib/api/players';
import { authenticatedRoute } from './_authenticated';

/** A player's public page (issue 33 §3). */
export const playerRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/player/$username',
  loader: ({ context, params }) =>
    context.queryClient.query({ ...playerQueryOptions(params.username), staleTime: 'static' }),
  component: lazyRouteComponent(() => import('../features/players/PlayerPage'), 'PlayerPage'),
  errorComponent: lazyRouteComponent(() => import('../features/players/PlayerPage'), 'PlayerError'),
});
