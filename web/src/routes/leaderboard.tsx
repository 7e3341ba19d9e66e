import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { leaderboardQueryOptions, type SortColumn, type SortOrder } from '../lib/api/leaderboard';
import { parseSort } from '../features/leaderboard/sort';
import { parsePage } from '../lib/pagination';
import { authenticatedRoute } from './_authenticated';

export const leaderboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/leaderboard',
  // ?sort_by=&order=&page= (the server sorts and pages); the default, wins descending, page 1, keeps a clean URL.
  validateSearch: (search: Record<string, unknown>): { sort_by?: SortColumn; order?: SortOrder; page?: number } => {
    const sort = parseSort(search);
    const sorted =
      search.sort_by === undefined && search.order === undefined ? {} : { sort_by: sort.sortBy, order: sort.order };
    return { sort_by: undefined, order: undefined, ...sorted, page: parsePage(search.page) };
  },
  loaderDeps: ({ search }) => ({ ...parseSort(search), page: search.page }),
  loader: ({ context, deps }) =>
    context.queryClient.query({
      ...leaderboardQueryOptions({ sortBy: deps.sortBy, order: deps.order }, deps.page),
      staleTime: 'static',
    }),
  component: lazyRouteComponent(() => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardPage'),
  errorComponent: lazyRouteComponent(() => import('../features/leaderboard/LeaderboardPage'), 'LeaderboardError'),
});
