import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import type { Schema } from '../contract';

export type Notification = Schema<'NotificationDto'>;

/** The bell's page: the newest this many, which is what a player scans; older ones stay on the server's pages. */
export const INBOX_PAGE_SIZE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  older: () => [...notificationKeys.all, 'older'] as const,
};

/**
 * The newest notifications and the unread count. Kept fresh by the stream (`notifications` {unread} refetches it);
 * the 30 s poll is only the safety net while the stream is down.
 */
export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.inbox(),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/notifications', { params: { query: { page_size: INBOX_PAGE_SIZE } }, signal })),
    staleTime: 5000,
    refetchInterval: 30_000,
  });

/**
 * The pages after the bell's first, fetched one at a time when the player asks for older notifications. Under the
 * same prefix, so a read or the stream refreshes them with the first page.
 */
export const olderNotificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.older(),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/notifications', { params: { query: { page: pageParam, page_size: INBOX_PAGE_SIZE } }, signal }),
      ),
    initialPageParam: 2,
    getNextPageParam: (last, _pages, page) => (last.next ? page + 1 : undefined),
  });

/** Marks the listed notifications read, or all of them; the bell's count follows at once. */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') => unwrap(api.POST('/api/notifications/read', { body: { ids } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
