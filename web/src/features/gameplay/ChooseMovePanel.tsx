import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconSend, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { Choice, Game } from '../../lib/api/match';
import { CHOICES, ChoiceIcon, choiceInfo } from '../../components/choices';
import classes from './match.module.css';

interface ChoosePanelProps {
  game: Game;
  expired: boolean;
  onSubmit: (choice: Choice) => void;
  submitting: boolean;
  error: string | null;
}
export function ChooseMovePanel({ game, expired, onSubmit, submitting, error }: ChoosePanelProps) {
  const [selected, setSelected] = useState<Choice | null>(null);
  const disabled = submitting || expired;
  const picked = choiceInfo(selected);
  return (
    <Card data-testid="choose-move">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Choose your move
          </Title>
          {game.opponent_submitted ? (
            <Group gap={6} c="orange.8" wrap="nowrap" data-testid="opponent-moved" role="status">
              <IconUserCheck size={18} aria-hidden />
              <Text size="sm" fw={700}>
                Your opponent has made their move
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Your opponent is still choosing...
            </Text>
          )}
        </Group>
        <div className={classes.choices} role="group" aria-label="Moves">
          {CHOICES.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className={classes.choice}
              aria-pressed={selected === choice.value}
              disabled={disabled}
              onClick={() => setSelected(choice.value)}
              title={`${choice.name} ${choice.beats}`}
              data-testid={`choice-${choice.value}`}
            >
              <ChoiceIcon choice={choice.value} size={52} />
              <span className={classes.choiceName}>{choice.name}</span>
            </button>
          ))}
        </div>
        <Text size="sm" c="dimmed" ta="center" mih={20}>
          {picked ? `${picked.name} ${picked.beats}.` : 'Pick one of the five moves, then submit it.'}
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
          onClick={() => selected && onSubmit(selected)}
          disabled={!selected || disabled}
          loading={submitting}
          leftSection={<IconSend size={18} aria-hidden />}
          data-testid="submit-choice"
        >
          {picked ? `Submit ${picked.name}` : 'Submit Choice'}
        </Button>
      </Stack>
    </Card>
  );
}
