import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { lazySearch } from './lazy-search';
import type { TournamentTab } from '../lib/api/tournaments';
import { authenticatedRoute } from './_authenticated';

export const tournamentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/tournaments',
  validateSearch: lazySearch('tournamentsSearch'),
  loaderDeps: ({ search }): { tab: TournamentTab; page?: number } => ({ tab: search.tab ?? 'all', page: search.page }),
  loader: async ({ context, deps }) => {
    // The list's queries on first use: a first visit has no use for them.
    const { tournamentListQueryOptions } = await import('../lib/api/tournaments');
    return context.queryClient.query({ ...tournamentListQueryOptions(deps.tab, deps.page), staleTime: 'static' });
  },
  component: lazyPage(() => import('../features/tournaments/TournamentsPage'), 'TournamentsPage'),
  errorComponent: lazyPage(() => import('../features/tournaments/TournamentsPage'), 'TournamentsError'),
});
