import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import { API_LIMITS, type paths } from '../../../lib/api-types';
import type { Schema } from '../../../lib/contract';
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
      unwrap(
        api.GET('/api/admin/withdrawals', {
          params: {
            query: {
              status: filter.status === 'ALL' ? undefined : filter.status,
              cancellation_requested: filter.cancellation ? 'true' : undefined,
              ...pageQuery(filter.page),
            },
          },
          signal,
        }),
      ),
    staleTime: ADMIN_STALE_MS,
  });

export type ReviewAction = 'approve' | 'reject' | 'approve_cancellation' | 'deny_cancellation';

/** The reviews whose body is the notes alone; Approve also carries the payout reference. */
const REVIEW_PATHS = {
  reject: '/api/admin/withdrawals/{id}/reject',
  approve_cancellation: '/api/admin/withdrawals/{id}/approve_cancellation',
  deny_cancellation: '/api/admin/withdrawals/{id}/deny_cancellation',
} as const satisfies Record<Exclude<ReviewAction, 'approve'>, keyof paths>;

export interface ReviewInput {
  id: number;
  action: ReviewAction;
  admin_notes: string;
  /** With the approval that releases the money: the PayPal, bank or chain transaction id of the payment. */
  payout_reference?: string;
}

/** Approve, reject, or decide a cancellation request; then every withdrawal list, the ledger and wallets reload. */
export function useReviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, admin_notes, payout_reference }: ReviewInput) =>
      action === 'approve'
        ? unwrap(
            api.POST('/api/admin/withdrawals/{id}/approve', {
              params: { path: { id } },
              body: { admin_notes, payout_reference },
            }),
          )
        : unwrap(api.POST(REVIEW_PATHS[action], { params: { path: { id } }, body: { admin_notes } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all() }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all() }),
        queryClient.invalidateQueries({ queryKey: userKeys.all() }),
        invalidateWalletData(queryClient),
      ]),
  });
}
