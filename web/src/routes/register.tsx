import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { rootRoute } from './__root';

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  component: lazyPage(() => import('../features/identity/RegisterPage'), 'RegisterPage'),
});
