import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMedal, IconTrophy } from '@tabler/icons-react';
import { Money } from '../../components/Money';
import { PlayerLink } from '../../components/PlayerLink';
import { formatCoins } from '../../lib/format';
import { paceLabel } from '../../lib/pace';
import { ordinal } from '../../lib/prize';
import type { Participant, Prize } from '../../lib/api/tournaments';
import classes from './tournaments.module.css';

/** "Winner takes all 9.30" or "1st 8.68 · 2nd 3.71": a card's one line of prizes. */
export function prizesText(prizes: Prize[]): string {
  if (prizes.length <= 1) {
    const amount = prizes[0] ? formatCoins(prizes[0].amount) : null;
    return amount ? t`Winner takes all ${amount}` : t`Winner takes all`;
  }
  return prizes.map((p) => `${ordinal(p.place)} ${formatCoins(p.amount)}`).join(' · ');
}

/** A card's terms of play, one line each: the prizes by place, and the pace (issue 32). */
export function CardTerms({ prizes, moveTimeout }: { prizes: Prize[]; moveTimeout: number }) {
  return (
    <Stack gap={2} className={classes.terms}>
      <Group gap={6} wrap="nowrap" data-testid="card-prizes">
        <IconTrophy size={15} aria-hidden className={classes.noShrink} />
        <Text size="sm" className={classes.breakAnywhere}>
          <Text span fw={600}>
            <Trans>Prizes:</Trans>
          </Text>{' '}
          {prizesText(prizes)}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" data-testid="card-pace">
        <IconClock size={15} aria-hidden className={classes.noShrink} />
        <Text size="sm">{paceLabel(moveTimeout)}</Text>
      </Group>
    </Stack>
  );
}

/**
 * The prizes by place, each with its share and amount, and, once the places are decided, who took it (the
 * detail and the history).
 */
export function PrizeTable({ prizes, participants }: { prizes: Prize[]; participants?: Participant[] }) {
  const { t } = useLingui();
  const holder = (place: number) => participants?.find((p) => p.placement === place)?.username ?? null;
  const holderLink = (place: number) => {
    const name = holder(place);
    return name === null ? '' : <PlayerLink name={name} />;
  };
  return (
    <Stack gap="xs" data-testid="prize-table">
      <Group gap="xs">
        <IconMedal size={20} aria-hidden color="var(--mantine-color-yellow-7)" />
        <Title order={2} size="h4">
          <Trans>Prizes</Trans>
        </Title>
      </Group>
      <ol className={classes.prizeList} aria-label={t`Prizes by place`}>
        {prizes.map((prize) => (
          <li key={prize.place} className={classes.prizeRow} data-testid="prize-row">
            <span className={classes.placement}>{ordinal(prize.place)}</span>
            <Text size="sm" c="dimmed" className={classes.noShrinkText}>
              {prize.percent}%
            </Text>
            <Text size="sm" fw={600} className={classes.breakAnywhere}>
              {holderLink(prize.place)}
            </Text>
            <Money value={prize.amount} size="sm" iconSize={14} fw={700} />
          </li>
        ))}
      </ol>
    </Stack>
  );
}
