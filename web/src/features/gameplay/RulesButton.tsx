import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { CHOICES, ChoiceIcon } from '../../components/choices';
import classes from './match.module.css';

/** What beats what, one tap from the match page, in the moves' one order. */
export function RulesButton() {
  const { t } = useLingui();
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={280} trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconBook2 size={16} aria-hidden />}
          mih={28}
          className={classes.rulesButton}
          data-testid="rules-button"
        >
          <Trans>Rules</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label={t`Rules: what beats what`} data-testid="rules">
        <Stack gap={6}>
          {CHOICES.map((choice) => (
            <Text key={choice.value} size="sm" className={classes.ruleLine}>
              <ChoiceIcon choice={choice.value} size={24} />
              <span>
                <strong>{choice.name}</strong> {choice.beats}
              </span>
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            <Trans>The same move twice is a tie: the game is replayed.</Trans>
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
