import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconChartPie,
  IconDeviceGamepad2,
  IconStar,
  IconTournament,
  IconTrophy,
  IconUser,
  IconWallet,
  IconX,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import layout from '../../components/Layout.module.css';
import { FullPageLoader } from '../../components/FullPageLoader';
import { Money } from '../../components/Money';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatPercent, formatWinRate } from '../../lib/format';
import { notifyError } from '../../lib/notify';
import { useCurrentUser } from '../../lib/session';
import { profileQueryOptions } from '../../lib/api/identity';
import { gamesAreMatches, totalGames } from '../../lib/stats';
import { PracticeButtons } from './PracticeButtons';
import { RecentTournaments } from './RecentTournaments';

function StatRow({ label, value, testId, hint }: { label: string; value: ReactNode; testId: string; hint?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <div>
        <Text c="dimmed" size="sm">
          {label}
        </Text>
        {hint ? (
          <Text c="dimmed" size="xs" data-testid={`${testId}-hint`}>
            {hint}
          </Text>
        ) : null}
      </div>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

export function DashboardPage() {
  const { t } = useLingui();
  const storedUser = useCurrentUser();
  const profile = useQuery({ ...profileQueryOptions(), enabled: storedUser !== null });
  const notifiedAt = useRef(0);

  useEffect(() => {
    if (!profile.isError || notifiedAt.current === profile.errorUpdatedAt) return;
    notifiedAt.current = profile.errorUpdatedAt;
    notifyError(t`Failed to refresh profile`);
  }, [profile.isError, profile.errorUpdatedAt, t]);

  const user = profile.data ?? storedUser;
  if (!user) return <FullPageLoader />;

  const winRate = formatPercent(user.win_rate);
  const played = user.wins + user.losses;
  const username = user.username;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Dashboard</Trans>
        </Title>
        <Text c="dimmed">
          {/* A new account (no game yet) is greeted, not welcomed back. */}
          {played > 0 ? (
            <Trans>
              Welcome back, <strong data-user-content>{username}</strong>! Here is how you are doing.
            </Trans>
          ) : (
            <Trans>
              Welcome, <strong data-user-content>{username}</strong>! Here is how you are doing.
            </Trans>
          )}
        </Text>
      </Stack>

      <section aria-label={t`Overview`} className={layout.statGrid}>
        <Link to="/wallet" className={layout.cardLink} data-testid="dashboard-wallet-card">
          <StatCard
            label={t`Wallet Balance`}
            icon={IconWallet}
            color="yellow"
            value={<Money value={user.wallet_balance} fz={28} fw={700} iconSize={26} data-testid="dashboard-balance" />}
            hint={t`Manage your coins →`}
          />
        </Link>
        <StatCard
          label={t`Wins`}
          icon={IconTrophy}
          color="teal"
          value={user.wins}
          valueTestId="dashboard-wins"
          data-testid="dashboard-wins-card"
        />
        <StatCard
          label={t`Losses`}
          icon={IconX}
          color="red"
          value={user.losses}
          valueTestId="dashboard-losses"
          data-testid="dashboard-losses-card"
        />
        <StatCard
          label={t`Rating`}
          icon={IconStar}
          color="violet"
          value={user.rating}
          valueTestId="dashboard-rating"
          data-testid="dashboard-rating-card"
        />
      </section>

      <div className={layout.twoColumns}>
        <Card data-testid="dashboard-statistics">
          <Stack gap="md">
            <Group gap="xs">
              <IconChartPie size={20} aria-hidden color="var(--mantine-color-violet-6)" />
              <Title order={2} size="h4">
                <Trans>Statistics</Trans>
              </Title>
            </Group>
            <Stack gap={6}>
              <StatRow label={t`Win Rate`} value={formatWinRate(user.win_rate, played)} testId="dashboard-win-rate" />
              <Progress
                value={played > 0 ? Math.min(100, Math.max(0, Number(winRate))) : 0}
                color="teal"
                size="sm"
                aria-label={t`Win rate`}
              />
            </Stack>
            <StatRow
              label={t`Total Games`}
              value={totalGames(user)}
              testId="dashboard-total-games"
              hint={gamesAreMatches()}
            />
            <StatRow label={t`Member Since`} value={formatDate(user.created_at)} testId="dashboard-member-since" />
          </Stack>
        </Card>

        <Card data-testid="dashboard-quick-actions">
          <Stack gap="md">
            <Group gap="xs">
              <IconDeviceGamepad2 size={20} aria-hidden color="var(--mantine-color-violet-6)" />
              <Title order={2} size="h4">
                <Trans>Quick Actions</Trans>
              </Title>
            </Group>
            <Stack gap="xs">
              <Button
                component={Link}
                to="/tournaments"
                leftSection={<IconTournament size={18} aria-hidden />}
                rightSection={<IconArrowRight size={16} aria-hidden />}
                justify="space-between"
                fullWidth
              >
                <Trans>Browse Tournaments</Trans>
              </Button>
              <Button
                component={Link}
                to="/wallet"
                variant="light"
                leftSection={<IconWallet size={18} aria-hidden />}
                rightSection={<IconArrowRight size={16} aria-hidden />}
                justify="space-between"
                fullWidth
              >
                <Trans>Manage Wallet</Trans>
              </Button>
              <Button
                component={Link}
                to="/profile"
                variant="default"
                leftSection={<IconUser size={18} aria-hidden />}
                rightSection={<IconArrowRight size={16} aria-hidden />}
                justify="space-between"
                fullWidth
              >
                <Trans>View Profile</Trans>
              </Button>
              <PracticeButtons />
            </Stack>
          </Stack>
        </Card>
      </div>

      <RecentTournaments />
    </Stack>
  );
}
