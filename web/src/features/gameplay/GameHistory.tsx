import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { autoMoveNote } from '../../lib/fairness';
import { formatDateTime } from '../../lib/format';
import { intlLocale } from '../../lib/intl';
import type { Game, Match } from '../../lib/api/match';
import { ChoiceIcon } from '../../components/choices';
import { VerifyFairness } from '../../components/VerifyFairness';
import classes from './match.module.css';
import { loserName, outcomeFor, outcomeHeadline, resultWords } from '../../lib/outcome';
import { OUTCOME_STYLE } from './outcome-style';
import { autosOf, choicesOf, type Sides } from './play';

export function GameHistory({
  games,
  match,
  sides,
  viewerId,
}: {
  games: Game[];
  match: Match;
  sides: Sides;
  viewerId: number | null;
}) {
  const { t } = useLingui();
  const done = games.filter((g) => g.is_complete).sort((a, b) => b.game_number - a.game_number);
  return (
    <Card data-testid="game-history">
      <Stack gap="sm">
        <Group gap="xs">
          <IconHistory size={20} aria-hidden color="var(--mantine-color-violet-6)" />
          <Title order={2} size="h4">
            <Trans>Game History</Trans>
          </Title>
        </Group>
        {done.length === 0 ? (
          <Text c="dimmed" size="sm">
            <Trans>No games finished yet.</Trans>
          </Text>
        ) : (
          <div>
            {done.map((game) => {
              const outcome = outcomeFor(game.winner, [match.player1, match.player2], viewerId);
              const style = OUTCOME_STYLE[outcome];
              const [left, right] = choicesOf(game, sides);
              const autos = autosOf(game, sides);
              // The viewer sits on the left, so "You" leads the line.
              const timedOut = [sides.left, sides.right]
                .filter((_, i) => autos[i])
                .map((side) => (side.isMe ? t`You` : side.name));
              const winner = game.winner_username ?? t`Someone`;
              const label = outcome === 'decided' ? t`${winner} won` : outcomeHeadline(outcome, game.winner_username);
              const gameNumber = game.game_number;
              return (
                <div key={game.id} className={classes.historyRow} data-testid="history-game">
                  <Group gap={4} wrap="nowrap">
                    <ChoiceIcon choice={left ?? ''} size={30} labelled />
                    <Text size="xs" c="dimmed" fw={700}>
                      <Trans>vs</Trans>
                    </Text>
                    <ChoiceIcon choice={right ?? ''} size={30} labelled />
                  </Group>
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={700}>
                      <Trans>
                        Game {gameNumber}: {label}
                      </Trans>
                    </Text>
                    {/* Whole, wrapping where it must: a phone cut "¡Empate! Ambos eligieron Tijera · 28 nov…". */}
                    <Text size="xs" c="dimmed">
                      {resultWords(outcome, game, loserName(game.winner, match))} · {formatDateTime(game.completed_at)}
                    </Text>
                    {timedOut.length ? (
                      <Text size="xs" c="orange.8" fw={600} data-testid="auto-move">
                        {new Intl.ListFormat(intlLocale(), { type: 'conjunction' }).format(timedOut)}: {autoMoveNote()}
                      </Text>
                    ) : null}
                    {/* Practice has no tournament history: the computer's move is checked here (issue 33 §5). */}
                    {match.practice ? (
                      <VerifyFairness
                        align="flex-start"
                        game={game}
                        players={[
                          {
                            userId: match.player1,
                            name: match.player1_username,
                            choice: game.player1_choice,
                            auto: game.player1_auto,
                          },
                          {
                            userId: match.player2,
                            name: match.player2_username,
                            choice: game.player2_choice,
                            auto: game.player2_auto,
                          },
                        ]}
                      />
                    ) : null}
                  </Stack>
                  <ThemeIcon size={28} radius="xl" variant="light" color={style.color}>
                    <style.icon size={16} aria-hidden />
                  </ThemeIcon>
                </div>
              );
            })}
          </div>
        )}
      </Stack>
    </Card>
  );
}
