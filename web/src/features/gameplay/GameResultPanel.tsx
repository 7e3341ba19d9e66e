import { Trans } from '@lingui/react/macro';
import { Card, Text, ThemeIcon } from '@mantine/core';
import type { Choice, Game, Match } from '../../lib/api/match';
import { AutoMoveNote } from './AutoMoveNote';
import { ChoiceIcon, choiceInfo } from '../../components/choices';
import classes from './match.module.css';
import { loserName, outcomeFor, outcomeHeadline, resultWords } from '../../lib/outcome';
import { OUTCOME_STYLE } from './outcome-style';
import { autosOf, choicesOf, type Sides } from './play';

function Face({ choice, name, auto }: { choice: Choice | null; name: string; auto: boolean }) {
  const info = choiceInfo(choice);
  return (
    <div className={classes.face} title={name}>
      {info ? <ChoiceIcon choice={info.value} size={32} /> : null}
      <Text fw={700} size="xs">
        {info?.name ?? '—'}
      </Text>
      {auto ? <AutoMoveNote /> : null}
    </div>
  );
}

/**
 * The last game's result in a strip, so the next game's clock and moves stay on the same phone screen under it.
 * Whose move is whose: the viewer's own sits on the left, as on the scoreboard.
 */
export function GameResultPanel({
  game,
  match,
  sides,
  viewerId,
}: {
  game: Game;
  match: Match;
  sides: Sides;
  viewerId: number | null;
}) {
  const outcome = outcomeFor(game.winner, [match.player1, match.player2], viewerId);
  const style = OUTCOME_STYLE[outcome];
  const [left, right] = choicesOf(game, sides);
  const [leftAuto, rightAuto] = autosOf(game, sides);
  const gameNumber = game.game_number;
  return (
    <Card className={`${style.className} ${classes.resultStrip}`} data-testid="game-result" data-outcome={outcome}>
      <div className={classes.faceOff}>
        <Face choice={left} name={sides.left.name} auto={leftAuto} />
        <Text size="xs" fw={800} c="dimmed">
          <Trans>vs</Trans>
        </Text>
        <Face choice={right} name={sides.right.name} auto={rightAuto} />
      </div>
      <div className={classes.resultWords}>
        <Text size="xs" fw={800} tt="uppercase" c="dimmed" lts={0.6}>
          <Trans>Game {gameNumber} result</Trans>
        </Text>
        <Text fw={800} c={`${style.color}.9`} data-testid="game-result-title">
          {outcomeHeadline(outcome, game.winner_username)}
        </Text>
        <Text size="sm" fw={600} data-testid="game-result-description">
          {resultWords(outcome, game, loserName(game.winner, match))}
        </Text>
      </div>
      <ThemeIcon size={28} radius="xl" variant="light" color={style.color} visibleFrom="xs">
        <style.icon size={16} aria-hidden />
      </ThemeIcon>
    </Card>
  );
}
