import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { authenticatedRoute } from './_authenticated';

/** History of a completed tournament. */
export const tournamentHistoryRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/tournament/$id/history',
  loader: async ({ context, params }) => {
    // The history's query on first use: a first visit has no use for it.
    const { tournamentHistoryQueryOptions } = await import('../lib/api/tournaments');
    return context.queryClient.query({ ...tournamentHistoryQueryOptions(params.id), staleTime: 'static' });
  },

  component: lazyPage(() => import('../features/tournaments/TournamentHistoryPage'), 'TournamentHistoryPage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/tournaments/TournamentHistoryError'), 'TournamentHistoryError'),
});
