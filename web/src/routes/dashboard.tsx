import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { profileQueryOptions } from '../lib/api/identity';
import { myTournamentsQueryOptions } from '../lib/api/tournaments';
import { authenticatedRoute } from './_authenticated';

export const dashboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/dashboard',
  // Start the profile refresh with the route; the page shows the stored user until it lands.
  loader: ({ context }) => {
    void context.queryClient.query(profileQueryOptions()).catch(() => undefined);
    void context.queryClient.query(myTournamentsQueryOptions()).catch(() => undefined);
  },
  component: lazyRouteComponent(() => import('../features/dashboard/DashboardPage'), 'DashboardPage'),
});
