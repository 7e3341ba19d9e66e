import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { profileQueryOptions } from '../features/identity/api';
import { authenticatedRoute } from './_authenticated';

export const profileRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/profile',
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
  },
  component: lazyRouteComponent(() => import('../features/identity/ProfilePage'), 'ProfilePage'),
});
