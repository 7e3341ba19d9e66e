import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import type { Game } from '../../lib/api/match';
import { AutoMoveNote } from './AutoMoveNote';
import { ChoiceIcon, choiceInfo } from '../../components/choices';
import { formatClock } from './countdown';
import classes from './match.module.css';

/** Your move is in: what you chose and the opponent's clock, in a short card. */
export function WaitingPanel({ game, seconds }: { game: Game; seconds: number | null }) {
  const { t } = useLingui();
  const mine = choiceInfo(game.my_choice);
  const move = mine?.name;
  const clock = seconds !== null ? formatClock(seconds) : '';
  const expired = seconds !== null && seconds <= 0;
  return (
    <Card data-testid="waiting-panel" className={classes.playCard}>
      <Group gap="sm" wrap="nowrap" justify="center">
        {mine ? <ChoiceIcon choice={mine.value} size={48} /> : null}
        <Stack gap={2} miw={0}>
          <Text fw={700}>
            <Trans>Waiting for your opponent...</Trans>
          </Text>
          {mine ? (
            <Text c="dimmed" size="sm">
              {game.my_auto ? (
                <Trans>
                  Your move <strong>{move}</strong>. It stays hidden until both moves are in.
                </Trans>
              ) : (
                <Trans>
                  You chose <strong>{move}</strong>. It stays hidden until both moves are in.
                </Trans>
              )}
            </Text>
          ) : null}
          {game.my_auto ? <AutoMoveNote /> : null}
          {seconds !== null ? (
            <Group gap={6} c={expired ? 'blue.9' : 'dimmed'} wrap="nowrap">
              {expired ? <Loader size={14} /> : <IconHourglassHigh size={16} aria-hidden />}
              {/* The opponent's one deadline, the start grace included, as a timer a screen reader can read. */}
              <Text size="sm" role="timer" aria-live="off" data-testid="opponent-countdown">
                {expired
                  ? t`Your opponent's time is up: their move is being chosen...`
                  : t`Your opponent has ${clock} left`}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
