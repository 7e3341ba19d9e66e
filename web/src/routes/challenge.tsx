import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { challengeQueryOptions } from '../lib/api/challenges';
import { authenticatedRoute } from './_authenticated';

/**
 * A challenge's own page (issue 33 §1), reached by its link. Signed out, the layout sends the player to sign in and
 * back here.
 */
export const challengeRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/challenge/$token',
  loader: ({ context, params }) =>
    context.queryClient.query({ ...challengeQueryOptions(params.token), staleTime: 'static' }),
  component: lazyRouteComponent(() => import('../features/challenges/ChallengePage'), 'ChallengePage'),
  errorComponent: lazyRouteComponent(() => import('../features/challenges/ChallengePage'), 'ChallengeError'),
});
