import { useLingui } from '@lingui/react/macro';
import { IconChartBar, IconCoin, IconUsers } from '@tabler/icons-react';
import { Money } from '../../components/Money';
import { StatCard } from '../../components/StatCard';
import type { LeaderboardPage } from '../../lib/api/leaderboard';
import { boardGamesAreMatches } from '../../lib/stats';
import classes from './leaderboard.module.css';

/** The whole board's figures, from the server: the page in view holds only some of its rows. */
export function LeaderboardSummary({ count, totals }: { count: number; totals: LeaderboardPage['totals'] }) {
  const { t } = useLingui();
  return (
    <section className={classes.summary} aria-label={t`Leaderboard summary`}>
      <StatCard label={t`Total Players`} value={count} icon={IconUsers} color="violet" valueTestId="total-players" />
      <StatCard
        label={t`Total Games`}
        value={totals.games}
        icon={IconChartBar}
        color="teal"
        hint={boardGamesAreMatches()}
        valueTestId="total-games"
      />
      <StatCard
        label={t`Total Prize Money`}
        value={<Money value={totals.prize_money} fz={28} fw={700} iconSize={26} data-testid="total-prize" />}
        icon={IconCoin}
        color="yellow"
      />
    </section>
  );
}
