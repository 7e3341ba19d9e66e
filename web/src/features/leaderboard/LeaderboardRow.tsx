import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { Money } from '../../components/Money';
import { PlayerLink } from '../../components/PlayerLink';
import type { LeaderboardEntry } from '../../lib/api/leaderboard';
import { formatWinRate } from '../../lib/format';
import { RankCell } from './RankCell';
import classes from './leaderboard.module.css';

/**
 * One player's row. On a phone it shows rank, player, wins and money won; games played, losses and the win rate
 * wait behind the row's "More" button, in a row under it (issue 34 §4), so nothing needs a sideways scroll.
 */
export function LeaderboardRow({
  entry,
  isMe,
  pinned = false,
}: {
  entry: LeaderboardEntry;
  isMe: boolean;
  pinned?: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const username = entry.username;
  const games = entry.games_played;
  const losses = entry.losses;
  const winRate = formatWinRate(entry.win_rate, entry.games_played);
  const detailsId = `leaderboard-more-${pinned ? 'me' : entry.id}`;
  return (
    <>
      <Table.Tr
        className={isMe ? classes.me : undefined}
        aria-current={isMe ? 'true' : undefined}
        data-testid={pinned ? 'leaderboard-me' : 'leaderboard-row'}
        data-me={isMe ? 'true' : undefined}
      >
        <Table.Td>
          <RankCell rank={entry.rank} />
        </Table.Td>
        <Table.Td>
          <span className={classes.player}>
            <span className={classes.playerName}>
              <PlayerLink name={entry.username} />
            </span>
            {isMe ? (
              <Badge size="sm" color="violet" variant="filled" className={classes.youBadge} data-testid="you-badge">
                <Trans>You</Trans>
              </Badge>
            ) : null}
            <UnstyledButton
              className={`${classes.moreButton} ${classes.phoneOnly}`}
              onClick={() => setOpen((was) => !was)}
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={t`More about ${username}`}
              data-testid="leaderboard-more"
            >
              {open ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            </UnstyledButton>
          </span>
        </Table.Td>
        <Table.Td className={`${classes.num} ${classes.phoneHidden}`}>{entry.games_played}</Table.Td>
        <Table.Td className={classes.num}>{entry.wins}</Table.Td>
        <Table.Td className={`${classes.num} ${classes.phoneHidden}`}>{entry.losses}</Table.Td>
        <Table.Td className={`${classes.num} ${classes.phoneHidden}`}>
          {formatWinRate(entry.win_rate, entry.games_played)}
        </Table.Td>
        <Table.Td className={classes.num}>
          <Group justify="flex-end">
            <Money value={entry.money_won} size="sm" iconSize={16} data-testid="money-won" />
          </Group>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr className={`${classes.phoneOnly} ${isMe ? classes.me : ''}`} id={detailsId}>
          <Table.Td colSpan={7}>
            <Text size="sm" data-testid="leaderboard-details">
              <Trans>
                Games Played {games} · Losses {losses} · Win Rate {winRate}
              </Trans>
            </Text>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}
