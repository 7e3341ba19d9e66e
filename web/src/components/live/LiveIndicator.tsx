import { Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useLiveStatus } from '../../lib/live/status';
import classes from './live.module.css';
import { alertPermission, askAlertPermission, type AlertPermission } from './browser-alerts';

const LABEL = { live: 'Live', down: 'Offline' } as const;
const DETAIL = {
  live: 'Updates arrive as they happen.',
  down: 'Live updates are paused. The page refreshes every few seconds while we reconnect.',
} as const;

/** A dot in the top bar: are updates live? Its popover also offers the browser alert for match starts. */
export function LiveIndicator() {
  const status = useLiveStatus();
  const [permission, setPermission] = useState<AlertPermission>(alertPermission);
  return (
    <Popover width={260} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          className={classes.indicator}
          data-status={status}
          data-testid="live-indicator"
          aria-label={`${LABEL[status]}: ${DETAIL[status]}`}
        >
          <span className={classes.dot} aria-hidden />
          <span className={classes.label}>{LABEL[status]}</span>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            {status === 'live' ? 'Live updates on' : 'Live updates off'}
          </Text>
          <Text size="sm" c="dimmed">
            {DETAIL[status]}
          </Text>
          {permission === 'default' ? (
            <Text size="xs" c="dimmed">
              A browser notification when a match of yours starts, even in another tab.
            </Text>
          ) : null}
          {permission === 'default' ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconBell size={14} aria-hidden />}
              onClick={() => void askAlertPermission().then(setPermission)}
              data-testid="enable-alerts"
            >
              Turn on match alerts
            </Button>
          ) : null}
          {permission === 'granted' ? (
            <Text size="xs" c="dimmed">
              Browser alerts are on for match starts.
            </Text>
          ) : null}
          {permission === 'denied' ? (
            <Text size="xs" c="dimmed">
              Browser alerts are blocked for this site in your browser settings.
            </Text>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
