import { t } from '@lingui/core/macro';
import { ActionIcon, Drawer, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell, IconTrophy } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  inboxQueryOptions,
  olderNotificationsQueryOptions,
  useMarkReadMutation,
  type Notification,
} from '../../lib/api/notifications';
import { mergeInboxPages } from './inbox-pages';
import { NotificationList } from './NotificationList';
import { prizeToastText, takeNewPrizes } from './prize-toasts';

/** A prize: the one notice that also pops up on any page, and stays until closed. */
function showPrizeToast(notice: Notification): void {
  toasts.show({
    id: `prize-${notice.id}`,
    title: t`Champion!`,
    message: prizeToastText(notice),
    color: 'orange',
    icon: <IconTrophy size={18} aria-hidden />,
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t`Close notification` },
    'data-testid': 'toast-prize',
  });
}

/**
 * The bell in the top bar: the unread count (kept live by the stream's `notifications` event), and a drawer with
 * the newest notifications, and older ones a page at a time on request. Opening one marks it read and follows
 * its link.
 */
export function NotificationBell() {
  const { data } = useQuery(inboxQueryOptions());
  const [opened, drawer] = useDisclosure(false);
  const markRead = useMarkReadMutation();
  const unread = data?.unread ?? 0;
  const notices = data?.results;
  // Older pages are fetched only once asked for: most players scan the newest and stop.
  const [wantsOlder, setWantsOlder] = useState(false);
  const older = useInfiniteQuery({ ...olderNotificationsQueryOptions(), enabled: wantsOlder });
  const listed = mergeInboxPages(notices ?? [], older.data?.pages.map((page) => page.results) ?? []);
  const hasOlder = wantsOlder ? older.isPending || older.hasNextPage : Boolean(data?.next);
  const loadOlder = () => {
    if (!wantsOlder) setWantsOlder(true);
    else void older.fetchNextPage();
  };

  useEffect(() => {
    if (notices) for (const prize of takeNewPrizes(notices)) showPrizeToast(prize);
  }, [notices]);

  const open = (notice: Notification) => {
    drawer.close();
    if (!notice.read) markRead.mutate([notice.id]);
  };

  const label = unread === 0 ? t`Notifications` : t`Notifications: ${unread} unread`;
  return (
    <>
      <Indicator
        label={unread > 99 ? '99+' : unread}
        disabled={unread === 0}
        size={18}
        color="red.8"
        offset={4}
        data-testid="bell-count"
        data-count={unread}
      >
        <ActionIcon
          variant="subtle"
          color="gray"
          size={36}
          onClick={drawer.open}
          aria-label={label}
          aria-haspopup="dialog"
          data-testid="notification-bell"
        >
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="md"
        title={t`Notifications`}
        closeButtonProps={{ 'aria-label': t`Close notifications` }}
        data-testid="inbox-drawer"
      >
        <NotificationList
          notices={listed}
          unread={unread}
          hasOlder={hasOlder}
          loadingOlder={older.isFetching}
          onLoadOlder={loadOlder}
          onOpen={open}
          onMarkAll={() => markRead.mutate('all')}
          marking={markRead.isPending}
        />
      </Drawer>
    </>
  );
}
