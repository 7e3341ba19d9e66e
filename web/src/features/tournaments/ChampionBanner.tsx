import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Money } from '../../components/Money';
import { type Tournament } from '../../lib/api/tournaments';
import classes from './tournaments.module.css';

export function ChampionBanner({ tournament }: { tournament: Tournament }) {
  // Where more places are paid, the champion's prize is the first share, not the whole pool.
  const { t } = useLingui();
  const places = tournament.prizes.length;
  const first = tournament.prizes.at(0)?.amount ?? tournament.prize_pool;
  return (
    <div className={classes.champion} data-testid="champion-banner" role="status">
      <Group gap="lg" wrap="nowrap" align="center">
        <span className={classes.championTrophy}>
          <IconTrophy size={36} aria-hidden />
        </span>
        <Stack gap={2} miw={0}>
          <Text size="xs" fw={800} tt="uppercase" lts={1.2} c="var(--app-on-win-soft)">
            <Trans>Tournament Champion</Trans>
          </Text>
          <Text
            fz={26}
            fw={800}
            lh={1.15}
            className={classes.breakAnywhere}
            data-testid="champion-name"
            data-user-content
          >
            {tournament.winner_username ?? t`Unknown`}
          </Text>
          <Group gap={8} wrap="wrap">
            <Text fw={600}>{places > 1 ? t`Won the first prize of` : t`Won the prize pool of`}</Text>
            <span className={classes.prizePill}>
              <Money value={first} fw={800} iconSize={18} data-testid="champion-prize" />
            </span>
          </Group>
        </Stack>
      </Group>
    </div>
  );
}
