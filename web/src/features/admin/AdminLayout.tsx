import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
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
  /** The English label's slug, for the test id whatever the language. */
  slug: string;
  label: MessageDescriptor;
  icon: Icon;
  description: MessageDescriptor;
  to?:
    '/admin/withdrawals' | '/admin/ledger' | '/admin/finance' | '/admin/sit-and-go' | '/admin/events' | '/admin/users';
}

/** The admin panel's sections; the ones without a route are announced, not linked. */
const SECTIONS: AdminSection[] = [
  {
    slug: 'withdrawals',
    label: msg`Withdrawals`,
    icon: IconCash,
    description: msg`Review queue`,
    to: '/admin/withdrawals',
  },
  { slug: 'ledger', label: msg`Ledger`, icon: IconScale, description: msg`Trial balance`, to: '/admin/ledger' },
  {
    slug: 'finance',
    label: msg`Finance`,
    icon: IconChartBar,
    description: msg`Money in and out`,
    to: '/admin/finance',
  },
  {
    slug: 'sit-&-go',
    label: msg`Sit & Go`,
    icon: IconCards,
    description: msg`House tables`,
    to: '/admin/sit-and-go',
  },
  {
    slug: 'event-log',
    label: msg`Event Log`,
    icon: IconTimeline,
    description: msg`Every state change`,
    to: '/admin/events',
  },
  { slug: 'users', label: msg`Users`, icon: IconUsers, description: msg`Search and block`, to: '/admin/users' },
];

export function AdminLayout() {
  const { t } = useLingui();
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
              <Trans>Admin panel</Trans>
            </Title>
            <Text size="xs" c="dimmed">
              <Trans>Spockout operations</Trans>
            </Text>
          </Stack>
        </Group>
        <nav className={classes.nav} aria-label={t`Admin navigation`}>
          {SECTIONS.map((section) => {
            const SectionIcon = section.icon;
            const icon = <SectionIcon size={18} aria-hidden />;
            if (!section.to) {
              return (
                <NavLink
                  key={section.slug}
                  component="span"
                  label={t(section.label)}
                  description={t(section.description)}
                  leftSection={icon}
                  rightSection={
                    <Badge size="xs" variant="light" color="gray">
                      <Trans>Soon</Trans>
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
                key={section.slug}
                component={Link}
                to={section.to}
                label={t(section.label)}
                description={t(section.description)}
                leftSection={icon}
                active={active}
                classNames={{ description: classes.navDescription }}
                aria-current={active ? 'page' : undefined}
                data-testid={`admin-nav-${section.slug}`}
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
