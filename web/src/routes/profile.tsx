import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { profileQueryOptions } from '../lib/api/identity';
import { authenticatedRoute } from './_authenticated';

export const profileRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/profile',
  loader: ({ context }) => {
    void context.queryClient.query(profileQueryOptions()).catch(() => undefined);
    // The Security section's lists load beside the profile, not after it renders (their queries on first use).
    void import('../lib/api/security').then(({ passkeysQueryOptions, sessionsQueryOptions }) => {
      void context.queryClient.query(passkeysQueryOptions()).catch(() => undefined);
      void context.queryClient.query(sessionsQueryOptions()).catch(() => undefined);
    });
  },
  component: lazyPage(() => import('../features/identity/ProfilePage'), 'ProfilePage'),
});
