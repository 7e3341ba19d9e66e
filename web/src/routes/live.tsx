import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { authenticatedRoute } from './_authenticated';

/** The matches in play, to watch (issue 33 §4). */
export const liveRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/live',
  loader: async ({ context }) => {
    // The list's query on first use: a first visit has no use for it. A failure is the page's to show.
    const { liveMatchesQueryOptions } = await import('../lib/api/match');
    await context.queryClient.query(liveMatchesQueryOptions(1)).catch(() => undefined);
  },
  component: lazyPage(() => import('../features/live/LivePage'), 'LivePage'),
});
