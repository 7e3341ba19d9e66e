import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useLiveStatus } from '../../lib/live/status';
import classes from './live.module.css';
import { alertPermission, askAlertPermission, type AlertPermission } from './browser-alerts';

const LABEL = { live: msg`Live`, down: msg`Offline` } as const;
const DETAIL = {
  live: msg`Updates arrive as they happen.`,
  down: msg`Live updates are paused. The page refreshes every few seconds while we reconnect.`,
} as const;

/** A dot in the top bar: are updates live? Its popover also offers the browser alert for match starts. */
export function LiveIndicator() {
  const { t } = useLingui();
  const status = useLiveStatus();
  const label = t(LABEL[status]);
  const detail = t(DETAIL[status]);
  const [permission, setPermission] = useState<AlertPermission>(alertPermission);
  return (
    <Popover width={260} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <UnstyledButton
          className={classes.indicator}
          data-status={status}
          data-testid="live-indicator"
          aria-label={t`${label}: ${detail}`}
        >
          <span className={classes.dot} aria-hidden />
          <span className={classes.label}>{label}</span>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="sm" fw={700}>
            {status === 'live' ? t`Live updates on` : t`Live updates off`}
          </Text>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
          {permission === 'default' ? (
            <Text size="xs" c="dimmed">
              <Trans>A browser notification when a match of yours starts, even in another tab.</Trans>
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
              <Trans>Turn on match alerts</Trans>
            </Button>
          ) : null}
          {permission === 'granted' ? (
            <Text size="xs" c="dimmed">
              <Trans>Browser alerts are on for match starts.</Trans>
            </Text>
          ) : null}
          {permission === 'denied' ? (
            <Text size="xs" c="dimmed">
              <Trans>Browser alerts are blocked for this site in your browser settings.</Trans>
            </Text>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
