import { Trans } from '@lingui/react/macro';
import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { withMantineStyles } from '../lib/mantine-styles';
import { useCurrentUser } from '../lib/session';
import { AppFooter } from './AppFooter';
import { ReauthProvider } from './reauth/ReauthProvider';
import { SandboxRibbon } from './SandboxRibbon';
import classes from './AppLayout.module.css';
import { TopBar } from './TopBar';

/**
 * Loaded apart: the stream's client reaches every feature's query keys, which would otherwise put them all in the
 * first visit's entry chunk (an anonymous visitor needs none of it).
 */
const LiveUpdates = lazy(() =>
  withMantineStyles(() => import('./live/LiveUpdates')).then((module) => ({ default: module.LiveUpdates })),
);
/** Only for a signed-in player whose address is not verified yet: not in a first visit's entry chunk. */
const VerifyEmailBanner = lazy(() =>
  import('./VerifyEmailBanner').then((module) => ({ default: module.VerifyEmailBanner })),
);
const RealityCheck = lazy(() =>
  withMantineStyles(() => import('./RealityCheck')).then((module) => ({ default: module.RealityCheck })),
);

/** The shared chrome: top bar, page, footer; and, while someone is signed in, the tab's stream of changes. */
export function AppLayout() {
  const user = useCurrentUser();
  return (
    <div className={classes.shell}>
      {/* The first Tab stop: past the top bar to the page (WCAG 2.4.1). */}
      <a href="#main" className={classes.skipLink} data-testid="skip-link">
        <Trans>Skip to main content</Trans>
      </a>
      {user ? (
        <Suspense fallback={null}>
          <LiveUpdates key={user.id} />
          <RealityCheck key={`reality-${user.id}`} />
        </Suspense>
      ) : null}
      <SandboxRibbon placement="top" />
      <TopBar />
      <main className={classes.main} id="main" tabIndex={-1}>
        <Container size="lg">
          {user && !user.email_verified ? (
            <Suspense fallback={null}>
              <VerifyEmailBanner />
            </Suspense>
          ) : null}
          {/* Any page may change a sign-in method: the one dialog that asks for proof (issue 30 §1). */}
          <ReauthProvider>
            <Outlet />
          </ReauthProvider>
        </Container>
      </main>
      <SandboxRibbon placement="bottom" />
      <AppFooter />
    </div>
  );
}
