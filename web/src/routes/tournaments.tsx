import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { isTournamentTab, tournamentListQueryOptions, type TournamentTab } from '../features/tournaments/api';
import { authenticatedRoute } from './_authenticated';

export const tournamentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/tournaments',
  // ?tab=available|mine|completed; no tab is "All Tournaments".
  validateSearch: (search: Record<string, unknown>): { tab?: TournamentTab } =>
    isTournamentTab(search.tab) && search.tab !== 'all' ? { tab: search.tab } : {},
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'all' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(tournamentListQueryOptions(deps.tab)),
  component: lazyRouteComponent(() => import('../features/tournaments/TournamentsPage'), 'TournamentsPage'),
  errorComponent: lazyRouteComponent(() => import('../features/tournaments/TournamentsPage'), 'TournamentsError'),
});
