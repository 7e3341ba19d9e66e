import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconBan,
  IconChartLine,
  IconCoin,
  IconLockOpen,
  IconShieldCheck,
  IconShieldOff,
  IconTimeline,
  IconTrophy,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Money } from '../../../components/Money';
import { StatCard } from '../../../components/StatCard';
import { formatWinRate } from '../../../lib/format';
import { adminUserQueryOptions } from './queries';
import { BlockUserModal } from './BlockUserModal';
import { RoleModal } from './RoleModal';
import { formatShortDate } from './short-date';
import { RoleBadge, UserStatusBadge } from './UserBadges';
import layout from '../../../components/Layout.module.css';
import tables from '../../../components/Tables.module.css';
import { UserTournaments } from './UserTournaments';
import { UserTransactions } from './UserTransactions';
import { UserWithdrawals } from './UserWithdrawals';
import { ProtectionSection } from './ProtectionSection';

const routeApi = getRouteApi('/_authenticated/admin/users/$userId');

export function AdminUserPage() {
  const { userId } = routeApi.useParams();
  const { data: detail } = useSuspenseQuery(adminUserQueryOptions(userId));
  const [blockOpen, setBlockOpen] = useState(false);
  const [roleOpen, setRoleOpen] = useState(false);
  const { user } = detail;
  const isAdminUser = user.role === 'ADMIN';
  const { t } = useLingui();
  const username = user.username;
  const email = user.email;
  const id = user.id;
  const joined = formatShortDate(user.created_at);
  const wins = user.wins;
  const losses = user.losses;
  const winRate = formatWinRate(user.win_rate, user.wins + user.losses);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/users" size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          <Trans>All users</Trans>
        </Group>
      </Anchor>

      <Card data-testid="admin-user-profile">
        <div className={tables.pageHeader}>
          <Group gap="md" wrap="nowrap" miw={0}>
            <Avatar size={56} radius="xl" color={user.is_blocked ? 'red' : 'violet'} alt="" aria-hidden>
              {user.username.slice(0, 2).toUpperCase()}
            </Avatar>
            <Stack gap={4} miw={0}>
              <Title order={1} size="h2" className={tables.wrap} data-testid="admin-user-name">
                <bdi data-user-content>{username}</bdi>
              </Title>
              <Text size="sm" c="dimmed" className={tables.wrap}>
                <Trans>
                  <span data-user-content>{email}</span> · user #{id} · joined {joined}
                </Trans>
              </Text>
              <Group gap="xs">
                <RoleBadge role={user.role} />
                <UserStatusBadge blocked={user.is_blocked} />
              </Group>
            </Stack>
          </Group>
          <Group gap="sm">
            <Button
              renderRoot={(props) => <Link {...props} to="/admin/events" search={{ user: user.id }} />}
              variant="default"
              leftSection={<IconTimeline size={16} aria-hidden />}
              aria-label={t`Events by ${username}`}
              data-testid="user-events-link"
            >
              <Trans>Events</Trans>
            </Button>
            {isAdminUser ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconShieldOff size={16} aria-hidden />}
                onClick={() => setRoleOpen(true)}
                data-testid="revoke-admin"
              >
                <Trans>Remove admin role</Trans>
              </Button>
            ) : user.is_blocked ? null : (
              <Button
                color="grape"
                variant="light"
                leftSection={<IconShieldCheck size={16} aria-hidden />}
                onClick={() => setRoleOpen(true)}
                data-testid="grant-admin"
              >
                <Trans>Make admin</Trans>
              </Button>
            )}
            {isAdminUser ? null : user.is_blocked ? (
              <Button
                color="teal"
                leftSection={<IconLockOpen size={16} aria-hidden />}
                onClick={() => setBlockOpen(true)}
                data-testid="unblock-user"
              >
                <Trans>Unblock user</Trans>
              </Button>
            ) : (
              <Button
                color="red"
                variant="light"
                leftSection={<IconBan size={16} aria-hidden />}
                onClick={() => setBlockOpen(true)}
                data-testid="block-user"
              >
                <Trans>Block user</Trans>
              </Button>
            )}
          </Group>
        </div>
        {isAdminUser ? (
          <Text size="xs" c="dimmed" mt="sm">
            <Trans>Administrators cannot be blocked.</Trans>
          </Text>
        ) : null}
        {user.is_blocked ? (
          <Alert
            color="red"
            variant="light"
            mt="md"
            icon={<IconBan size={18} aria-hidden />}
            data-testid="user-blocked-alert"
          >
            <Trans>
              This account is blocked: <bdi data-user-content>{username}</bdi> can't log in, join tournaments or play.
            </Trans>
          </Alert>
        ) : null}
      </Card>

      <div className={layout.statGrid}>
        <StatCard
          label={t`Wallet balance`}
          value={<Money value={detail.wallet.balance} iconSize={22} />}
          icon={IconCoin}
          color="yellow"
          valueTestId="admin-user-balance"
        />
        <StatCard
          label={t`Record`}
          value={t`${wins} W / ${losses} L`}
          icon={IconTrophy}
          color="grape"
          hint={t`Win rate ${winRate}`}
        />
        <StatCard
          label={t`Rating`}
          value={user.rating}
          icon={IconChartLine}
          color="blue"
          hint={t`Elo, from finished matches`}
        />
      </div>

      <ProtectionSection userId={user.id} />
      <UserTransactions detail={detail} />
      <UserWithdrawals detail={detail} />
      <UserTournaments detail={detail} />

      <BlockUserModal user={user} opened={blockOpen} onClose={() => setBlockOpen(false)} />
      <RoleModal user={user} opened={roleOpen} onClose={() => setRoleOpen(false)} />
    </Stack>
  );
}
