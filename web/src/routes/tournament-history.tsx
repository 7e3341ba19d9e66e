import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { tournamentHistoryQueryOptions } from '../lib/api/tournaments';
import { authenticatedRoute } from './_authenticated';

/** History of a completed tournament. */
export const tournamentHistoryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/tournament/$id/history',
  loader: ({ context, params }) =>
    context.queryClient.query({ ...tournamentHistoryQueryOptions(params.id), staleTime: 'static' }),
  component: lazyRouteComponent(() => import('../features/tournaments/TournamentHistoryPage'), 'TournamentHistoryPage'),
  errorComponent: lazyRouteComponent(
    () => import('../features/tournaments/TournamentHistoryError'),
    'TournamentHistoryError',
  ),
});
