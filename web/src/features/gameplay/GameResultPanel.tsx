import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Choice, Game, Match } from '../../lib/api/match';
import { AutoMoveNote } from './AutoMoveNote';
import { ChoiceIcon, choiceInfo } from '../../components/choices';
import classes from './match.module.css';
import { outcomeFor, outcomeHeadline } from '../../lib/outcome';
import { OUTCOME_STYLE } from './outcome-style';
import { autosOf, choicesOf, type Sides } from './play';

function Face({ choice, name, auto }: { choice: Choice | null; name: string; auto: boolean }) {
  const info = choiceInfo(choice);
  return (
    <div className={classes.face}>
      {info ? <ChoiceIcon choice={info.value} size={56} /> : null}
      <Text fw={700} size="sm">
        {info?.name ?? '—'}
      </Text>
      <Text size="xs" c="dimmed" truncate maw="100%">
        {name}
      </Text>
      {auto ? <AutoMoveNote /> : null}
    </div>
  );
}

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
  return (
    <Card className={style.className} data-testid="game-result" data-outcome={outcome}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="xs" fw={800} tt="uppercase" c="dimmed" lts={0.8}>
            Game {game.game_number} result
          </Text>
          <ThemeIcon size={30} radius="xl" variant="light" color={style.color}>
            <style.icon size={18} aria-hidden />
          </ThemeIcon>
        </Group>
        <Title order={2} size="h3" ta="center" c={`${style.color}.8`} data-testid="game-result-title">
          {outcomeHeadline(outcome, game.winner_username)}
        </Title>
        <div className={classes.faceOff}>
          <Face choice={left} name={sides.left.name} auto={leftAuto} />
          <Text fw={800} c="dimmed">
            vs
          </Text>
          <Face choice={right} name={sides.right.name} auto={rightAuto} />
        </div>
        <Text ta="center" fw={600} data-testid="game-result-description">
          {game.result_description}
        </Text>
      </Stack>
    </Card>
  );
}
