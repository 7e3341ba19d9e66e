import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { profileQueryOptions } from '../lib/api/identity';
import { authenticatedRoute } from './_authenticated';

/** The player's protection tools and their own figures (issue 22 §4), linked from every page's footer. */
export const saferPlayRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/safer-play',
  loader: async ({ context }) => {
    // The page's queries on first use: a first visit has no use for them.
    const { limitsQueryOptions, saferPlayQueryOptions } = await import('../lib/api/protection');
    return Promise.all([
      context.queryClient.query({ ...limitsQueryOptions(), staleTime: 'static' }),
      context.queryClient.query({ ...saferPlayQueryOptions(), staleTime: 'static' }),
      context.queryClient.query({ ...profileQueryOptions(), staleTime: 'static' }),
    ]);
  },
  component: lazyPage(() => import('../features/protection/SaferPlayPage'), 'SaferPlayPage'),
});
