import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Text, VisuallyHidden } from '@mantine/core';
import { PlayerLink } from '../../components/PlayerLink';
import { Username } from '../../components/Username';
import type { Match } from '../../lib/api/match';
import classes from './match.module.css';
import type { Side, Sides } from './play';

/** "first to 2 wins · ties replayed": a tie scores nothing, so "Game 3" may come at 0–0. */
export function gameRule(maxGames: number): string {
  const toWin = Math.floor(maxGames / 2) + 1;
  return plural(toWin, { one: 'first to # win · ties replayed', other: 'first to # wins · ties replayed' });
}

/**
 * Two sides and the game between them. A screen reader once heard one flat string ("zara_quinn 0 VS Game 1"):
 * now a list of two players, each with their score, then the game; the visual parts are hidden from it.
 */
export function Scoreboard({ match, sides, gameNumber }: { match: Match; sides: Sides; gameNumber: number }) {
  const { t } = useLingui();
  const maxGames = match.max_games;
  const rule = gameRule(maxGames);
  const side = (player: Side, testId: string) => {
    const role = player.isMe ? t`You` : sides.mySlot ? t`Opponent` : t`Player`;
    const wins = plural(player.score, { one: '# win', other: '# wins' });
    // Heard as "You, alice: 1 win", with the name the link to the player's page (issue 33 §3): the visible role
    // and score are hidden from a screen reader, which hears them from the hidden words around the name instead.
    return (
      <div className={classes.player} role="listitem">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" lts={0.5} aria-hidden>
          {role}
        </Text>
        <VisuallyHidden>{role}, </VisuallyHidden>
        <span className={classes.playerName} title={player.name} data-user-content>
          {player.id !== null ? <PlayerLink name={player.name} breakable /> : <Username name={player.name} />}
        </span>
        <VisuallyHidden>: {wins}</VisuallyHidden>
        <span className={classes.score} data-testid={testId} aria-hidden>
          {player.score}
        </span>
      </div>
    );
  };
  return (
    <div>
      <div className={classes.scoreboard} role="list" aria-label={t`Score`} data-testid="scoreboard">
        {side(sides.left, 'score-left')}
        <div className={classes.versus} aria-hidden>
          <span>
            <Trans>VS</Trans>
          </span>
          {!match.is_complete ? (
            <Badge variant="light" data-testid="game-number">
              <Trans>Game {gameNumber}</Trans>
            </Badge>
          ) : null}
        </div>
        {side(sides.right, 'score-right')}
      </div>
      <Text size="xs" c="dimmed" fw={600} ta="center" data-testid="game-rule">
        {/* The game, heard after both players (its badge sits between them, hidden from the reader). */}
        {!match.is_complete ? (
          <VisuallyHidden component="span">
            <Trans>Game {gameNumber} · </Trans>
          </VisuallyHidden>
        ) : null}
        <Trans>
          Best of {maxGames} · {rule}
        </Trans>
      </Text>
    </div>
  );
}
