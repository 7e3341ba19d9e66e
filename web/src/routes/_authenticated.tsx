import { t } from '@lingui/core/macro';
import { createRoute, redirect } from '@tanstack/react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { getSession, whenSessionReady } from '../lib/session';
import { rootRoute } from './__root';

/** Pathless layout for every signed-in page: waits for the start-up session check, else sends to /login. */
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_authenticated',
  beforeLoad: async ({ location }) => {
    await whenSessionReady();
    const { user } = getSession();
    // Signing in brings the player back to the page they asked for (the login route checks it is ours); the
    // dashboard, where signing in goes anyway, keeps the address clean.
    const back = location.href === '/dashboard' ? undefined : location.href;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches the Response redirect() builds, thrown as its docs say
    if (!user) throw redirect({ to: '/login', search: { redirect: back }, replace: true });
    return { user };
  },
  pendingComponent: () => <FullPageLoader label={t`Checking your session...`} />,
  pendingMs: 150,
  pendingMinMs: 300,
});
