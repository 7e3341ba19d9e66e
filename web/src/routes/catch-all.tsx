import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './__root';

/** Any other path goes home. */
export const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches the Response redirect() builds, thrown as its docs say
    throw redirect({ to: '/', replace: true });
  },
});
