import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { lazySearch, searchSchemas } from './lazy-search';
import { authenticatedRoute } from './_authenticated';

export const leaderboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/leaderboard',
  validateSearch: lazySearch('leaderboardSearch'),
  // Deps are computed from a checked search, so the schemas' module is loaded.
  loaderDeps: ({ search }) => ({ ...searchSchemas().sortOf(search), page: search.page }),
  loader: async ({ context, deps }) => {
    // The board's query on first use: a first visit has no use for it.
    const { leaderboardQueryOptions } = await import('../lib/api/leaderboard');
    return context.queryClient.query({
      ...leaderboardQueryOptions({ sortBy: deps.sortBy, order: deps.order }, deps.page),
      staleTime: 'static',
    });
  },

  component: lazyPage(() => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardPage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/leaderboard/LeaderboardError'), 'LeaderboardError'),
});
