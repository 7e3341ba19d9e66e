import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { safeRedirect } from '../lib/safe-redirect';
import { rootRoute } from './__root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  // ?redirect=/the/page/asked/for, kept only when it is a path on this site.
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(search.redirect, window.location.origin);
    return target ? { redirect: target } : {};
  },
  component: lazyRouteComponent(() => import('../features/identity/LoginPage'), 'LoginPage'),
});
