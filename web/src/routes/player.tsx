import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './_authenticated';
import { lazyPage } from './lazy-page';

/** A player's public page (issue 33 §3). */
export const playerRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/player/$username',
  // The query loads with the page, as every route's does: imported here, it put lib/api/players.ts (and what it
  // imports) in the first chunk of every visit (issue 35 §4).
  loader: async ({ context, params }) => {
    const { playerQueryOptions } = await import('../lib/api/players');
    return context.queryClient.query({ ...playerQueryOptions(params.username), staleTime: 'static' });
  },

  component: lazyPage(() => import('../features/players/PlayerPage'), 'PlayerPage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/players/PlayerPage'), 'PlayerError'),
});
