import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { safeRedirect } from '../lib/safe-redirect';
import { rootRoute } from './__root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // ?redirect=/the/page/asked/for, kept only when it is a path on this site. The key is always set: the router
  // merges a route's result over the raw search, so leaving it out would keep a refused value.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: safeRedirect(search.redirect, window.location.origin),
  }),
  component: lazyRouteComponent(() => import('../features/identity/LoginPage'), 'LoginPage'),
});
