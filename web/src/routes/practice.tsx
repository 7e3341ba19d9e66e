import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { authenticatedRoute } from './_authenticated';

/**
 * Starts a Blitz match against the computer and goes to it (issue 33 §5): where the home page's "Practice against the
 * computer" leads, through sign-up or sign-in for a visitor. The start is the page's, never a loader's: a link
 * preloaded on hover must not start a match.
 */
export const practiceRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/practice',
  component: lazyPage(() => import('../features/gameplay/PracticePage'), 'PracticePage'),
});
