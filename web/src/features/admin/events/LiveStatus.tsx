import { Group, Text } from '@mantine/core';
import classes from './AdminEvents.module.css';
import { timeOf } from './event-format';
import { LIVE_TAIL_INTERVAL_MS, type LiveTail } from './use-live-tail';

export function LiveStatus({ tail }: { tail: LiveTail }) {
  if (tail.status === 'off') {
    return (
      <Text size="xs" c="dimmed">
        Off · turn on to add new events as they happen
      </Text>
    );
  }
  const text =
    tail.status === 'paused'
      ? 'Paused while this tab is hidden'
      : tail.status === 'error'
        ? `Could not check for new events (${tail.error ?? 'error'}); retrying`
        : `Checking every ${LIVE_TAIL_INTERVAL_MS / 1000} s${tail.checkedAt ? ` · last ${timeOf(tail.checkedAt)}` : ''}`;
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.liveDot} data-state={tail.status} aria-hidden />
      <Text size="xs" c={tail.status === 'error' ? 'red.7' : 'dimmed'} data-testid="live-status">
        {text}
      </Text>
    </Group>
  );
}
