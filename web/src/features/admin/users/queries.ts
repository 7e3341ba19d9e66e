import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { Schema } from '../../../lib/contract';
import { pageQuery } from '../../../lib/pagination';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../admin-query';

/** A user as the admin API shows them. */
export type AdminUser = Schema<'UserViewDto'>;
export type AdminUserDetail = Schema<'AdminUserDetailDto'>;
export type AdminProtection = Schema<'AdminProtectionDto'>;
export type ReviewHold = Schema<'ReviewHoldDto'>;

export const userKeys = {
  all: () => [...ADMIN_KEY, 'users'] as const,
  search: (search: string, page = 1) => [...userKeys.all(), 'search', search, page] as const,
  detail: (id: number) => [...userKeys.all(), 'detail', id] as const,
};

export const adminUsersQueryOptions = (search: string, page?: number) =>
  queryOptions({
    queryKey: userKeys.search(search, page ?? 1),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/users', { params: { query: { search: search || undefined, ...pageQuery(page) } }, signal }),
      ),
    staleTime: ADMIN_STALE_MS,
  });

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/users/{id}', { params: { path: { id } }, signal })),
    staleTime: ADMIN_STALE_MS,
  });

const protectionKey = (id: number) => [...userKeys.detail(id), 'protection'] as const;

/**
 * A player's protection: date of birth, time-out, self-exclusion, limits and their history (issue 22); the review
 * holds and every date of birth it tried (issue 30).
 */
export const adminUserProtectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: protectionKey(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/users/{id}/protection', { params: { path: { id } }, signal })),
    staleTime: ADMIN_STALE_MS,
  });

/** Blocks or unblocks a user; the lists and the user's page reload. */
export function useSetBlockedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      unwrap(
        api.POST(blocked ? '/api/admin/users/{id}/block' : '/api/admin/users/{id}/unblock', {
          params: { path: { id } },
        }),
      ),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<AdminUserDetail>(userKeys.detail(user.id), (current) =>
        current ? { ...current, user } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all() }),
  });
}

/** Clears a held account's review holds, with the admin's note; the answer is the protection as it now stands. */
export function useClearReviewHoldMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      unwrap(api.POST('/api/admin/users/{id}/review_hold/clear', { params: { path: { id } }, body: { note } })),
    onSuccess: (protection, { id }) => queryClient.setQueryData<AdminProtection>(protectionKey(id), protection),
  });
}

/** Grants or revokes the admin role with the acting admin's code; the lists and the user's page reload. */
export function useSetRoleMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, admin, otp }: { id: number; admin: boolean; otp: string }) =>
      unwrap(
        api.POST(admin ? '/api/admin/users/{id}/grant_admin' : '/api/admin/users/{id}/revoke_admin', {
          params: { path: { id } },
          body: { otp },
        }),
      ),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<AdminUserDetail>(userKeys.detail(user.id), (current) =>
        current ? { ...current, user } : current,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all() }),
  });
}
