import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Burger, Button, Divider, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { withMantineStyles } from '../lib/mantine-styles';
import { useLogout } from '../lib/api/account-actions';
import { useCurrentUser, type SessionUser } from '../lib/session';
import classes from './AppLayout.module.css';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { TopBarBalance } from './TopBarBalance';
import { isNavItemActive, navItemsFor } from './nav-items';

/**
 * The top bar's signed-in items: the navigation, the balance, the live dot, the bell, the player's name and Logout.
 * A chunk of their own (issue 35 §4): an anonymous first visit draws none of them. main.tsx loads it before the
 * first render when a session is stored, so a returning player's bar never draws without them.
 */

/** Signed-in only, with a popover: kept out of an anonymous first visit's entry chunk. */
const LiveIndicator = lazy(() =>
  withMantineStyles(() => import('./live/LiveIndicator')).then((module) => ({ default: module.LiveIndicator })),
);
const NotificationBell = lazy(() =>
  withMantineStyles(() => import('./notifications/NotificationBell')).then((module) => ({
    default: module.NotificationBell,
  })),
);
const NavDrawer = lazy(() =>
  withMantineStyles(() => import('./NavDrawer')).then((module) => ({ default: module.NavDrawer })),
);

function UserChip({ username, testId }: { username: string; testId: string }) {
  const { t } = useLingui();
  return (
    <span className={classes.userChip} title={t`Signed in as ${username}`}>
      <IconUserCircle size={20} aria-hidden color="var(--mantine-color-violet-6)" className={classes.userChipIcon} />
      <span data-testid={testId} data-user-content>
        {username}
      </span>
    </span>
  );
}

function SignedInBar({ username }: { username: string }) {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const navItems = navItemsFor(useCurrentUser()?.role);
  const logout = useLogout();
  const [loggingOut, setLoggingOut] = useState(false);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const toggleDrawer = () => {
    setDrawerLoaded(true);
    drawer.toggle();
  };

  const onLogout = () => {
    setLoggingOut(true);
    drawer.close();
    void logout().finally(() => {
      setLoggingOut(false);
    });
  };

  return (
    <>
      <Group gap={2} visibleFrom="lg" component="nav" aria-label={t`Main navigation`} wrap="nowrap" miw={0}>
        {navItems.map((item) => {
          const active = isNavItemActive(item, pathname);
          if (item.iconOnDesktop) {
            // The bar's room is the username's (issue 34 §2): this one link is its icon, its name for the ear.
            const Icon = item.icon;
            return (
              <ActionIcon
                key={item.to}
                component={Link}
                to={item.to}
                variant={active ? 'light' : 'subtle'}
                color={active ? undefined : 'gray'}
                size={28}
                aria-label={item.label}
                title={item.label}
                className={classes.barButton}
                data-testid={item.testId}
              >
                <Icon size={18} aria-hidden />
              </ActionIcon>
            );
          }
          return (
            <Button
              key={item.to}
              component={Link}
              to={item.to}
              variant={active ? 'light' : 'subtle'}
              color={active ? undefined : 'gray'}
              size="compact-md"
              // Tight: the username shares the bar at every width (issue 34 §2), with Live's icon since issue 33 §4.
              px={6}
              className={classes.barButton}
              data-testid={item.testId}
            >
              {item.label}
            </Button>
          );
        })}
        {/*
          The spec's username shows at every width the full menu does (issue 34 §2): where the bar is short of room
          (AppLayout.module.css), the brand drops its word first and the name is cut with an ellipsis, its title whole.
        */}
        <Group gap={0} wrap="nowrap" miw={0}>
          <Divider orientation="vertical" mx={4} />
          <UserChip username={username} testId="nav-username" />
        </Group>
        <Button
          variant="default"
          size="compact-md"
          px="sm"
          ml={6}
          leftSection={<IconLogout size={16} aria-hidden />}
          className={classes.barButton}
          classNames={{ section: classes.logoutIcon }}
          onClick={onLogout}
          disabled={loggingOut}
          data-testid="logout-button"
        >
          <Trans>Logout</Trans>
        </Button>
      </Group>

      <Burger
        hiddenFrom="lg"
        opened={drawerOpened}
        onClick={toggleDrawer}
        aria-label={drawerOpened ? t`Close navigation` : t`Open navigation`}
        data-testid="nav-burger"
      />
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            pathname={pathname}
            title={<UserChip username={username} testId="drawer-username" />}
            onLogout={onLogout}
            loggingOut={loggingOut}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The signed-in side of the bar. An admin's carries one link more: the live indicator shows its dot alone where room is short. */
export function SignedInTopBar({ user }: { user: SessionUser }) {
  return (
    <Group gap={8} wrap="nowrap" miw={0} className={classes.tight} data-crowded={user.role === 'ADMIN' || undefined}>
      <Suspense fallback={null}>
        <LiveIndicator />
        <NotificationBell />
      </Suspense>
      {user.role === 'ADMIN' ? null : <TopBarBalance />}
      <ColorSchemeToggle />
      <SignedInBar username={user.username} />
    </Group>
  );
}
