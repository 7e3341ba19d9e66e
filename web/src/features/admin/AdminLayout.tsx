import { Badge, Group, NavLink, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCards,
  IconCash,
  IconChartBar,
  IconScale,
  IconShieldCheck,
  IconTimeline,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import classes from './AdminLayout.module.css';

interface AdminSection {
  label: string;
  icon: Icon;
  description: string;
  to?:
    '/admin/withdrawals' | '/admin/ledger' | '/admin/finance' | '/admin/sit-and-go' | '/admin/events' | '/admin/users';
}

/** The admin panel's sections; the ones without a route are announced, not linked. */
const SECTIONS: AdminSection[] = [
  { label: 'Withdrawals', icon: IconCash, description: 'Review queue', to: '/admin/withdrawals' },
  { label: 'Ledger', icon: IconScale, description: 'Trial balance', to: '/admin/ledger' },
  { label: 'Finance', icon: IconChartBar, description: 'Money in and out', to: '/admin/finance' },
  { label: 'Sit & Go', icon: IconCards, description: 'House tables', to: '/admin/sit-and-go' },
  { label: 'Event Log', icon: IconTimeline, description: 'Every state change', to: '/admin/events' },
  { label: 'Users', icon: IconUsers, description: 'Search and block', to: '/admin/users' },
];

export function AdminLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <div className={classes.shell} data-testid="admin-layout">
      <aside className={classes.sidebar}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" color="grape" variant="light">
            <IconShieldCheck size={24} aria-hidden />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} size="h4">
              Admin panel
            </Title>
            <Text size="xs" c="dimmed">
              Spockout operations
            </Text>
          </Stack>
        </Group>
        <nav className={classes.nav} aria-label="Admin navigation">
          {SECTIONS.map((section) => {
            const SectionIcon = section.icon;
            const icon = <SectionIcon size={18} aria-hidden />;
            if (!section.to) {
              return (
                <NavLink
                  key={section.label}
                  component="span"
                  label={section.label}
                  description={section.description}
                  leftSection={icon}
                  rightSection={
                    <Badge size="xs" variant="light" color="gray">
                      Soon
                    </Badge>
                  }
                  className={classes.soon}
                  classNames={{ description: classes.navDescription }}
                  disabled
                  aria-disabled
                />
              );
            }
            const active = pathname === section.to || pathname.startsWith(`${section.to}/`);
            return (
              <NavLink
                key={section.label}
                component={Link}
                to={section.to}
                label={section.label}
                description={section.description}
                leftSection={icon}
                active={active}
                classNames={{ description: classes.navDescription }}
                aria-current={active ? 'page' : undefined}
                data-testid={`admin-nav-${section.label.toLowerCase().replace(/\s+/g, '-')}`}
              />
            );
          })}
        </nav>
      </aside>
      <div className={classes.content}>
        <Outlet />
      </div>
    </div>
  );
}
