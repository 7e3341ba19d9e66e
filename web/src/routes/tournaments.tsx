import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { lazySearch } from './lazy-search';
import type { TournamentTab } from '../lib/api/tournaments';
import type { LobbyFilters } from '../features/tournaments/lobby-filters';
import { authenticatedRoute } from './_authenticated';

export const tournamentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/tournaments',
  validateSearch: lazySearch('tournamentsSearch'),
  loaderDeps: ({ search }): { tab: TournamentTab; page?: number; lobby: LobbyFilters } => ({
    tab: search.tab ?? 'all',
    page: search.page,
    lobby: { kind: search.kind, fee: search.fee, pace: search.pace },
  }),
  loader: async ({ context, deps }) => {
    // The list's queries on first use: a first visit has no use for them.
    const [{ tournamentListQueryOptions, houseTablesQueryOptions }, { lobbyQuery }] = await Promise.all([
      import('../lib/api/tournaments'),
      import('../features/tournaments/lobby-filters'),
    ]);
    // The house tables are the lobby's first row; a failure there leaves the rest of the lobby to show.
    void context.queryClient.query({ ...houseTablesQueryOptions(), staleTime: 'static' }).catch(() => undefined);
    return context.queryClient.query({
      ...tournamentListQueryOptions(deps.tab, deps.page, lobbyQuery(deps.lobby)),
      staleTime: 'static',
    });
  },

  component: lazyPage(() => import('../features/tournaments/TournamentsPage'), 'TournamentsPage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/tournaments/TournamentsPage'), 'TournamentsError'),
});
