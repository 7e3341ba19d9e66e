import { createRoute } from '@tanstack/react-router';
import { authenticatedRoute } from './_authenticated';
import { lazyPage } from './lazy-page';

/**
 * A challenge's own page (issue 33 §1), reached by its link. Signed out, the layout sends the player to sign in and
 * back here.
 */
export const challengeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/challenge/$token',
  // The query loads with the page, as every route's does: imported here, it put lib/api/challenges.ts (and what it
  // imports) in the first chunk of every visit (issue 35 §4).
  loader: async ({ context, params }) => {
    const { challengeQueryOptions } = await import('../lib/api/challenges');
    return context.queryClient.query({ ...challengeQueryOptions(params.token), staleTime: 'static' });
  },

  component: lazyPage(() => import('../features/challenges/ChallengePage'), 'ChallengePage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/challenges/ChallengePage'), 'ChallengeError'),
});
