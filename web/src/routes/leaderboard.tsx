import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { leaderboardQueryOptions } from '../features/leaderboard/api';
import { parseSort, type SortColumn, type SortOrder } from '../features/leaderboard/sort';
import { authenticatedRoute } from './_authenticated';

export const leaderboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/leaderboard',
  // ?sort_by=&order= (the server sorts); the default, wins descending, keeps a clean URL.
  validateSearch: (search: Record<string, unknown>): { sort_by?: SortColumn; order?: SortOrder } => {
    const sort = parseSort(search);
    return search.sort_by === undefined && search.order === undefined ? {} : { sort_by: sort.sortBy, order: sort.order };
  },
  loaderDeps: ({ search }) => parseSort(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(leaderboardQueryOptions(deps)),
  component: lazyRouteComponent(() => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardPage'),
  errorComponent: lazyRouteComponent(() => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardError'),
});
