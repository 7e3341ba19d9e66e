import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { lazySearch } from './lazy-search';
import { rootRoute } from './__root';

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  // As the login's: ?redirect= brings a new player on to the page they came for (practice, issue 33 §5).
  validateSearch: lazySearch('loginSearch'),
  component: lazyPage(() => import('../features/identity/RegisterPage'), 'RegisterPage'),
});
