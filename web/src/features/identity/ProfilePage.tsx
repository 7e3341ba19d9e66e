import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconChartPie, IconMail, IconStar, IconTrophy, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import layout from '../../components/Layout.module.css';
import { FullPageLoader } from '../../components/FullPageLoader';
import { StatCard } from '../../components/StatCard';
import { formatDate, formatWinRate } from '../../lib/format';
import { useCurrentUser } from '../../lib/session';
import { profileQueryOptions } from '../../lib/api/identity';
import { SecurityPanel } from './SecurityPanel';
import { MatchMailSetting } from './MatchMailSetting';
import { DateOfBirthSetting } from './DateOfBirthSetting';

export function ProfilePage() {
  const { t } = useLingui();
  const storedUser = useCurrentUser();
  const profile = useQuery({ ...profileQueryOptions(), enabled: storedUser !== null });
  const user = profile.data ?? storedUser;
  if (!user) return <FullPageLoader />;

  return (
    <Stack gap="xl">
      <Title order={1}>
        <Trans>Profile</Trans>
      </Title>

      <Card data-testid="profile-card">
        <Group gap="lg" wrap="wrap">
          <Avatar size={72} radius="xl" color="violet" variant="filled" alt="" aria-hidden data-user-content>
            {user.username.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap={6}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              <Trans>Username</Trans>
            </Text>
            <Group gap="xs" mt={-6}>
              <Title order={2} size="h3" data-testid="profile-username" data-user-content>
                {user.username}
              </Title>
              {user.role === 'ADMIN' ? (
                <Badge color="grape" variant="light">
                  <Trans>Admin</Trans>
                </Badge>
              ) : null}
            </Group>
            <Group gap={6} c="dimmed">
              <IconMail size={16} aria-label={t`Email`} role="img" />
              <Text size="sm" data-testid="profile-email" data-user-content>
                {user.email}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Card>

      <section aria-label={t`Account details`} className={layout.statGrid}>
        <StatCard label={t`Rating`} icon={IconStar} color="yellow" value={user.rating} valueTestId="profile-rating" />
        <StatCard
          label={t`Member Since`}
          icon={IconCalendar}
          color="gray"
          value={
            <Text fz="lg" fw={600}>
              {formatDate(user.created_at)}
            </Text>
          }
          valueTestId="profile-member-since"
        />
        <StatCard label={t`Wins`} icon={IconTrophy} color="teal" value={user.wins} valueTestId="profile-wins" />
        <StatCard label={t`Losses`} icon={IconX} color="red" value={user.losses} valueTestId="profile-losses" />
        <StatCard
          label={t`Win Rate`}
          icon={IconChartPie}
          color="violet"
          value={formatWinRate(user.win_rate, user.wins + user.losses)}
          valueTestId="profile-win-rate"
        />
      </section>

      <MatchMailSetting user={user} />

      {profile.data ? <DateOfBirthSetting dateOfBirth={profile.data.protection.date_of_birth} /> : null}

      <SecurityPanel user={user} />
    </Stack>
  );
}
