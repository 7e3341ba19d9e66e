import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { profileQueryOptions } from '../lib/api/identity';
import { authenticatedRoute } from './_authenticated';

export const dashboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/dashboard',
  // Start the profile refresh with the route; the page shows the stored user until it lands.
  loader: ({ context }) => {
    void context.queryClient.query(profileQueryOptions()).catch(() => undefined);
    // Its query on first use: a first visit has no use for it.
    void import('../lib/api/tournaments').then(({ myTournamentsQueryOptions }) =>
      context.queryClient.query(myTournamentsQueryOptions()).catch(() => undefined),
    );
  },
  component: lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
});
