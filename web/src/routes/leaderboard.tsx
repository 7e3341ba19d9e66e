import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { leaderboardQueryOptions } from '../lib/api/leaderboard';
import { leaderboardSearch, sortOf } from '../features/leaderboard/sort';
import { authenticatedRoute } from './_authenticated';

export const leaderboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/leaderboard',
  validateSearch: leaderboardSearch,
  loaderDeps: ({ search }) => ({ ...sortOf(search), page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.query({
      ...leaderboardQueryOptions({ sortBy: deps.sortBy, order: deps.order }, deps.page),
      staleTime: 'static',
    }),
  component: lazyRouteComponent(() => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardPage'),
  errorComponent: lazyRouteComponent(() => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardError'),
});
