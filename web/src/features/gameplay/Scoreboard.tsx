import { Badge, Text } from '@mantine/core';
import { PlayerLink } from '../../components/PlayerLink';
import { Username } from '../../components/Username';
import type { Match } from '../../lib/api/match';
import classes from './match.module.css';
import type { Side, Sides } from './play';

/** "first to 2 wins · ties replayed": a tie scores nothing, so "Game 3" may come at 0–0. */
export function gameRule(maxGames: number): string {
  const toWin = Math.floor(maxGames / 2) + 1;
  return `first to ${toWin} ${toWin === 1 ? 'win' : 'wins'} · ties replayed`;
}

export function Scoreboard({ match, sides, gameNumber }: { match: Match; sides: Sides; gameNumber: number }) {
  const side = (player: Side, testId: string) => (
    <div className={classes.player}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" lts={0.5}>
        {player.isMe ? 'You' : sides.mySlot ? 'Opponent' : 'Player'}
      </Text>
      <span className={classes.playerName} title={player.name}>
        {player.id !== null ? <PlayerLink name={player.name} breakable /> : <Username name={player.name} />}
      </span>
      {/* Read after the name above it: "alice, 2". */}
      <span className={classes.score} data-testid={testId}>
        {player.score}
      </span>
    </div>
  );
  return (
    <div>
      <div className={classes.scoreboard} data-testid="scoreboard">
        {side(sides.left, 'score-left')}
        <div className={classes.versus}>
          <span>VS</span>
          {!match.is_complete ? (
            <Badge variant="light" data-testid="game-number">
              Game {gameNumber}
            </Badge>
          ) : null}
        </div>
        {side(sides.right, 'score-right')}
      </div>
      <Text size="xs" c="dimmed" fw={600} ta="center" data-testid="game-rule">
        Best of {match.max_games} · {gameRule(match.max_games)}
      </Text>
    </div>
  );
}
