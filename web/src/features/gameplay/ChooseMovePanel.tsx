import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSend, IconUserCheck } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Choice, Game } from '../../lib/api/match';
import { CHOICES, ChoiceIcon, choiceInfo } from '../../components/choices';
import classes from './match.module.css';
import { useMoveKeys } from './use-move-keys';

interface ChoosePanelProps {
  game: Game;
  expired: boolean;
  onSubmit: (choice: Choice) => void;
  submitting: boolean;
  error: string | null;
  /** Against the computer (issue 33 §5): its move is sealed from the start, not being chosen. */
  practice?: boolean;
}

const ARROWS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The five moves as one radio group (arrows move and choose, one Tab stop) and Submit, on one phone screen. Keys
 * 1-5 and R P S K L choose from anywhere on the page and Enter submits (use-move-keys.ts).
 */
export function ChooseMovePanel({ game, expired, onSubmit, submitting, error, practice = false }: ChoosePanelProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<Choice | null>(null);
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const disabled = submitting || expired;
  const picked = choiceInfo(selected);
  const pickedName = picked?.name;
  const commitment = game.fairness?.commitment.slice(0, 8);
  const submit = () => {
    if (selected && !disabled) onSubmit(selected);
  };
  useMoveKeys(!disabled, setSelected, submit);

  const onArrow = (event: KeyboardEvent, index: number) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + CHOICES.length) % CHOICES.length;
    setSelected(CHOICES[next].value);
    radios.current[next]?.focus();
  };
  // The group's one Tab stop: the chosen move, else the first.
  const tabStop = Math.max(
    0,
    CHOICES.findIndex((c) => c.value === selected),
  );

  return (
    <Card data-testid="choose-move" className={classes.playCard}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} id="choose-move-title">
            <Trans>Choose your move</Trans>
          </Text>
          {practice ? (
            <Text size="sm" c="dimmed" data-testid="computer-sealed">
              {/* The commitment, so the player can match it against the seed revealed after their move. */}
              {commitment ? (
                <Trans>The computer's move is sealed (commitment {commitment}…)</Trans>
              ) : (
                <Trans>The computer's move is sealed</Trans>
              )}
            </Text>
          ) : game.opponent_submitted ? (
            <Group gap={4} c="orange.9" wrap="nowrap" data-testid="opponent-moved">
              <IconUserCheck size={16} aria-hidden />
              <Text size="sm" fw={700}>
                <Trans>Your opponent has made their move</Trans>
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>Your opponent is still choosing...</Trans>
            </Text>
          )}
        </Group>
        <div className={classes.choices} role="radiogroup" aria-labelledby="choose-move-title">
          {CHOICES.map((choice, index) => (
            <button
              key={choice.value}
              ref={(element) => {
                radios.current[index] = element;
              }}
              type="button"
              role="radio"
              className={classes.choice}
              aria-checked={selected === choice.value}
              aria-keyshortcuts={`${index + 1} ${choice.key}`}
              aria-describedby={`beats-${choice.value}`}
              tabIndex={index === tabStop ? 0 : -1}
              disabled={disabled}
              onClick={() => setSelected(choice.value)}
              onKeyDown={(event) => onArrow(event, index)}
              data-testid={`choice-${choice.value}`}
            >
              <ChoiceIcon choice={choice.value} size={40} />
              <span className={classes.choiceName}>{choice.name}</span>
              <span className={classes.keyHint} aria-hidden>
                <kbd>{index + 1}</kbd>
                <kbd>{choice.key}</kbd>
              </span>
              <span id={`beats-${choice.value}`} hidden>
                {choice.name} {choice.beats}
              </span>
            </button>
          ))}
        </div>
        <Text size="sm" c="dimmed" ta="center" mih={20} data-testid="move-hint">
          {/* TODO(i18n): the move's name and its rules' words come from components/choices.tsx (helper E). */}
          {picked ? (
            `${picked.name} ${picked.beats}.`
          ) : (
            <Trans>Pick a move: keys 1–5 or R P S K L, arrows within the moves; Enter submits.</Trans>
          )}
        </Text>
        {error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            data-testid="submit-error"
          >
            {error}
          </Alert>
        ) : null}
        <Button
          size="md"
          fullWidth
          onClick={submit}
          disabled={!selected || disabled}
          loading={submitting}
          leftSection={<IconSend size={18} aria-hidden />}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a key's name in ARIA's syntax, not words
          aria-keyshortcuts="Enter"
          data-testid="submit-choice"
        >
          {pickedName ? t`Submit ${pickedName}` : t`Submit Choice`}
        </Button>
      </Stack>
    </Card>
  );
}
