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
import { GAMES_ARE_MATCHES, totalGames } from '../../lib/stats';
import { PracticeButtons } from './PracticeButtons';
import { RecentTournaments } from './RecentTournaments';

export const PROFILE_REFRESH_FAILED = 'Failed to refresh profile';

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
  const storedUser = useCurrentUser();
  const profile = useQuery({ ...profileQueryOptions(), enabled: storedUser !== null });
  const notifiedAt = useRef(0);

  useEffect(() => {
    if (!profile.isError || notifiedAt.current === profile.errorUpdatedAt) return;
    notifiedAt.current = profile.errorUpdatedAt;
    notifyError(PROFILE_REFRESH_FAILED);
  }, [profile.isError, profile.errorUpdatedAt]);

  const user = profile.data ?? storedUser;
  if (!user) return <FullPageLoader />;

  const winRate = formatPercent(user.win_rate);
  const played = user.wins + user.losses;

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">
          {/* A new account (no game yet) is greeted, not welcomed back. */}
          {played > 0 ? 'Welcome back' : 'Welcome'}, <strong>{user.username}</strong>! Here is how you are doing.
        </Text>
      </Stack>

      <section aria-label="Overview" className={layout.statGrid}>
        <Link to="/wallet" className={layout.cardLink} data-testid="dashboard-wallet-card">
          <StatCard
            label="Wallet Balance"
            icon={IconWallet}
            color="yellow"
            value={<Money value={user.wallet_balance} fz={28} fw={700} iconSize={26} data-testid="dashboard-balance" />}
            hint="Manage your coins →"
          />
        </Link>
        <StatCard
          label="Wins"
          icon={IconTrophy}
          color="teal"
          value={user.wins}
          valueTestId="dashboard-wins"
          data-testid="dashboard-wins-card"
        />
        <StatCard
          label="Losses"
          icon={IconX}
          color="red"
          value={user.losses}
          valueTestId="dashboard-losses"
          data-testid="dashboard-losses-card"
        />
        <StatCard
          label="Rating"
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
                Statistics
              </Title>
            </Group>
            <Stack gap={6}>
              <StatRow label="Win Rate" value={formatWinRate(user.win_rate, played)} testId="dashboard-win-rate" />
              <Progress
                value={played > 0 ? Math.min(100, Math.max(0, Number(winRate))) : 0}
                color="teal"
                size="sm"
                aria-label="Win rate"
              />
            </Stack>
            <StatRow
              label="Total Games"
              value={totalGames(user)}
              testId="dashboard-total-games"
              hint={GAMES_ARE_MATCHES}
            />
            <StatRow label="Member Since" value={formatDate(user.created_at)} testId="dashboard-member-since" />
          </Stack>
        </Card>

        <Card data-testid="dashboard-quick-actions">
          <Stack gap="md">
            <Group gap="xs">
              <IconDeviceGamepad2 size={20} aria-hidden color="var(--mantine-color-violet-6)" />
              <Title order={2} size="h4">
                Quick Actions
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
                Browse Tournaments
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
                Manage Wallet
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
                View Profile
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
