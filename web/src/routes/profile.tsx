import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { profileQueryOptions } from '../lib/api/identity';
import { authenticatedRoute } from './_authenticated';

export const profileRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/profile',
  loader: ({ context }) => {
    void context.queryClient.query(profileQueryOptions()).catch(() => undefined);
  },
  component: lazyRouteComponent(() => import('../features/identity/ProfilePage'), 'ProfilePage'),
});
