import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import classes from './AdminEvents.module.css';
import { timeOf } from './event-format';
import { LIVE_TAIL_INTERVAL_MS, type LiveTail } from './use-live-tail';

export function LiveStatus({ tail }: { tail: LiveTail }) {
  const { t } = useLingui();
  if (tail.status === 'off') {
    return (
      <Text size="xs" c="dimmed">
        <Trans>Off · turn on to add new events as they happen</Trans>
      </Text>
    );
  }
  // The failure's words come from the server (or the client's network message), already in the admin's language.
  const error = tail.error ?? t`error`;
  const seconds = LIVE_TAIL_INTERVAL_MS / 1000;
  const last = timeOf(tail.checkedAt);
  const text =
    tail.status === 'paused'
      ? t`Paused while this tab is hidden`
      : tail.status === 'error'
        ? t`Could not check for new events (${error}); retrying`
        : tail.checkedAt
          ? t`Checking every ${seconds} s · last ${last}`
          : t`Checking every ${seconds} s`;
  return (
    <Group gap={6} wrap="nowrap">
      <span className={classes.liveDot} data-state={tail.status} aria-hidden />
      <Text size="xs" c={tail.status === 'error' ? 'red.7' : 'dimmed'} data-testid="live-status">
        {text}
      </Text>
    </Group>
  );
}
