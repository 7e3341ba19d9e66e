import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { lazySearch } from './lazy-search';
import { rootRoute } from './__root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: lazySearch('loginSearch'),
  component: lazyPage(() => import('../features/identity/LoginPage'), 'LoginPage'),
});
