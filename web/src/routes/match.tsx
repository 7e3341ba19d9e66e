import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { matchQueryOptions } from '../lib/api/match';
import { authenticatedRoute } from './_authenticated';

/** Live match play. */
export const matchRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/match/$matchId',
  loader: ({ context, params }) =>
    context.queryClient.query({ ...matchQueryOptions(params.matchId), staleTime: 'static' }),
  component: lazyRouteComponent(() => import('../features/gameplay/MatchPage'), 'MatchPage'),
  errorComponent: lazyRouteComponent(() => import('../features/gameplay/MatchError'), 'MatchError'),
});
