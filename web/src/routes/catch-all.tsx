import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Any other path goes home. */
export const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
