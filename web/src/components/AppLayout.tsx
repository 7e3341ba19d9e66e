import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useCurrentUser } from '../lib/session';
import { AppFooter } from './AppFooter';
import classes from './AppLayout.module.css';
import { LiveUpdates } from './live/LiveUpdates';
import { TopBar } from './TopBar';

/** The shared chrome: top bar, page, footer; and, while someone is signed in, the tab's stream of changes. */
export function AppLayout() {
  const user = useCurrentUser();
  return (
    <div className={classes.shell}>
      {user ? <LiveUpdates key={user.id} /> : null}
      <TopBar />
      <main className={classes.main} id="main">
        <Container size="lg">
          <Outlet />
        </Container>
      </main>
      <AppFooter />
    </div>
  );
}
