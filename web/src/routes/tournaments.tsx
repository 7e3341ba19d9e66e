import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { tournamentsSearch } from '../features/tournaments/tournaments-search';
import { tournamentListQueryOptions, type TournamentTab } from '../lib/api/tournaments';
import { authenticatedRoute } from './_authenticated';

export const tournamentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/tournaments',
  validateSearch: tournamentsSearch,
  loaderDeps: ({ search }): { tab: TournamentTab; page?: number } => ({ tab: search.tab ?? 'all', page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.query({ ...tournamentListQueryOptions(deps.tab, deps.page), staleTime: 'static' }),
  component: lazyRouteComponent(() => import('../features/tournaments/TournamentsPage'), 'TournamentsPage'),
  errorComponent: lazyRouteComponent(() => import('../features/tournaments/TournamentsPage'), 'TournamentsError'),
});
