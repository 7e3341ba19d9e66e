import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { profileQueryOptions } from '../lib/api/identity';
import { passkeysQueryOptions, sessionsQueryOptions } from '../lib/api/security';
import { authenticatedRoute } from './_authenticated';

export const profileRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/profile',
  loader: ({ context }) => {
    void context.queryClient.query(profileQueryOptions()).catch(() => undefined);
    // The Security section's lists load beside the profile, not after it renders.
    void context.queryClient.query(passkeysQueryOptions()).catch(() => undefined);
    void context.queryClient.query(sessionsQueryOptions()).catch(() => undefined);
  },
  component: lazyRouteComponent(() => import('../features/identity/ProfilePage'), 'ProfilePage'),
});
