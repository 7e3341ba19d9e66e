import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { API_LIMITS } from '../../../lib/api-types';
import type { Answer, Schema } from '../../../lib/contract';
import { pageQuery } from '../../../lib/pagination';
import { invalidateWalletData } from '../../../lib/api/wallet';
import type { WithdrawalStatus } from '../../../lib/withdrawal-options';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../admin-query';
import { ledgerKeys } from '../ledger/queries';
import { userKeys } from '../users/queries';

/** A fact for the reviewer: a code, a sentence with the figures, and the matches and users it is about. */
export type RiskSignal = Schema<'RiskSignalDto'>;
export type RiskSignalCode = RiskSignal['code'];
/** A row of the review queue: the withdrawal, whose it is, and its risk signals. */
export type AdminWithdrawal = Schema<'AdminWithdrawalDto'>;

export type StatusFilter = WithdrawalStatus | 'ALL';

export interface WithdrawalFilter {
  status: StatusFilter;
  /** Only withdrawals with an open cancellation request. */
  cancellation: boolean;
  /** From 2 up; absent is the first page. */
  page?: number;
}

export const STATUS_FILTERS: StatusFilter[] = [...API_LIMITS.withdrawalStatuses, 'ALL'];

export const withdrawalKeys = {
  all: () => [...ADMIN_KEY, 'withdrawals'] as const,
  list: (filter: WithdrawalFilter) => [...withdrawalKeys.all(), filter] as const,
};

export const adminWithdrawalsQueryOptions = (filter: WithdrawalFilter) =>
  queryOptions({
    queryKey: withdrawalKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<Answer<'/api/admin/withdrawals', 'get'>>('/admin/withdrawals/', {
        signal,
        query: {
          status: filter.status === 'ALL' ? undefined : filter.status,
          cancellation_requested: filter.cancellation ? 'true' : undefined,
          ...pageQuery(filter.page),
        },
      }),
    staleTime: ADMIN_STALE_MS,
  });

export type ReviewAction = 'approve' | 'reject' | 'approve_cancellation' | 'deny_cancellation';

export interface ReviewInput {
  id: number;
  action: ReviewAction;
  admin_notes: string;
}

/** Approve, reject, or decide a cancellation request; then every withdrawal list, the ledger and wallets reload. */
export function useReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, admin_notes }: ReviewInput) =>
      api.post<Schema<'WithdrawalViewDto'>>(`/admin/withdrawals/${id}/${action}/`, { admin_notes }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all() }),
        queryClient.invalidateQueries({ queryKey: userKeys.all() }),
        invalidateWalletData(queryClient),
      ]),
  });
}
