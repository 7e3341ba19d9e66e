import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { authenticatedRoute } from './_authenticated';

/** Live match play. */
export const matchRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/match/$matchId',
  loader: async ({ context, params }) => {
    // The match's queries on first use: a first visit has no use for them.
    const { matchQueryOptions } = await import('../lib/api/match');
    return context.queryClient.query({ ...matchQueryOptions(params.matchId), staleTime: 'static' });
  },

  component: lazyPage(() => import('../features/gameplay/MatchPage'), 'MatchPage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/gameplay/MatchError'), 'MatchError'),
});
