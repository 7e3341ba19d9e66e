import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/session';
import { isNavItemActive, navItemsFor } from './nav-items';

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  pathname: string;
  title: ReactNode;
  onLogout: () => void;
  loggingOut: boolean;
}

/** The phone-width navigation; loaded on the first tap of the burger. */
export function NavDrawer({ opened, onClose, pathname, title, onLogout, loggingOut }: NavDrawerProps) {
  const { t } = useLingui();
  const role = useCurrentUser()?.role;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={title}
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': t`Close navigation` }}
    >
      <Stack gap={4} component="nav" aria-label={t`Main navigation`}>
        {navItemsFor(role).map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} aria-hidden />}
            active={isNavItemActive(item, pathname)}
            onClick={onClose}
            data-testid={`drawer-${item.testId}`}
          />
        ))}
        <Divider my="sm" />
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onLogout}
          disabled={loggingOut}
          data-testid="drawer-logout-button"
        >
          <Trans>Logout</Trans>
        </Button>
      </Stack>
    </Drawer>
  );
}
