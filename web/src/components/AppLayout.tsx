import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { AppFooter } from './AppFooter';
import classes from './AppLayout.module.css';
import { TopBar } from './TopBar';

/** The shared chrome: top bar, page, footer. */
export function AppLayout() {
  return (
    <div className={classes.shell}>
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
