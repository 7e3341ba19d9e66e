import classes from './leaderboard.module.css';
import { Medal } from './Medal';

/** A rank: a medal for the first three, the number for the rest. */
export function RankCell({ rank }: { rank: number }) {
  if (rank === 1 || rank === 2 || rank === 3) {
    return (
      <span className={classes.rank}>
        <Medal rank={rank} />
      </span>
    );
  }
  return <span className={classes.rank}>#{rank}</span>;
}
