import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Notification } from '../../lib/api/notifications';
import { formatDateTime } from '../../lib/format';
import classes from './notifications.module.css';

interface Props {
  notices: readonly Notification[];
  unread: number;
  onOpen: (notice: Notification) => void;
  onMarkAll: () => void;
  marking: boolean;
  /** More notifications than listed wait on the server's later pages. */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/** The drawer's list: newest first, unread ones marked; each links to what it tells of; older ones on request. */
export function NotificationList({
  notices,
  unread,
  onOpen,
  onMarkAll,
  marking,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: Props) {
  const { t } = useLingui();
  if (notices.length === 0) {
    return (
      <Text size="sm" data-testid="inbox-empty">
        <Trans>Nothing yet. Match starts, rounds, prizes, refunds and withdrawal reviews show here.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" data-testid="inbox-unread-text">
          {unread === 0 ? t`All read` : t`${unread} unread`}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          onClick={onMarkAll}
          disabled={unread === 0 || marking}
          data-testid="inbox-mark-all"
        >
          <Trans>Mark all read</Trans>
        </Button>
      </Group>
      <ul className={classes.list} data-testid="inbox-list">
        {notices.map((notice) => (
          <li key={notice.id}>
            <UnstyledButton
              renderRoot={(props) => <Link {...props} to={notice.link} />}
              className={classes.item}
              data-unread={!notice.read || undefined}
              data-kind={notice.kind}
              data-testid="inbox-item"
              onClick={() => onOpen(notice)}
            >
              {/* The notice's words are the server's, written in the player's saved language when it was posted. */}
              <span className={classes.itemTitle}>
                {notice.read ? null : <span className={classes.unreadDot} aria-label={t`Unread`} role="img" />}
                <span data-server-text>{notice.title}</span>
              </span>
              <span className={classes.itemText} data-server-text>
                {notice.text}
              </span>
              <span className={classes.itemTime}>{formatDateTime(notice.created_at)}</span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
      {hasOlder ? (
        <Button variant="default" size="sm" onClick={onLoadOlder} loading={loadingOlder} data-testid="inbox-load-older">
          <Trans>Load older</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
