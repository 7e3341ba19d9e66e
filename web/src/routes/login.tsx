import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { loginSearch } from '../features/identity/login-search';
import { rootRoute } from './__root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: loginSearch,
  component: lazyRouteComponent(() => import('../features/identity/LoginPage'), 'LoginPage'),
});
