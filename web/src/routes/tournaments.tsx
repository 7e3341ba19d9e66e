import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { isTournamentTab, tournamentListQueryOptions, type TournamentTab } from '../lib/api/tournaments';
import { parsePage } from '../lib/pagination';
import { authenticatedRoute } from './_authenticated';

export const tournamentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/tournaments',
  // ?tab=available|mine|completed&page=2; no tab is "All Tournaments", no page the first. The page lives in the
  // address so the back button and a shared link land on the same page.
  validateSearch: (search: Record<string, unknown>): { tab?: TournamentTab; page?: number } => ({
    tab: isTournamentTab(search.tab) && search.tab !== 'all' ? search.tab : undefined,
    page: parsePage(search.page),
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'all', page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.query({ ...tournamentListQueryOptions(deps.tab, deps.page), staleTime: 'static' }),
  component: lazyRouteComponent(() => import('../features/tournaments/TournamentsPage'), 'TournamentsPage'),
  errorComponent: lazyRouteComponent(() => import('../features/tournaments/TournamentsPage'), 'TournamentsError'),
});
