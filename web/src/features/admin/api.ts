import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { invalidateWalletData, type Withdrawal } from '../wallet/api';
import type { WithdrawalStatus } from '../wallet/withdrawal-options';

export interface AdminWithdrawal extends Withdrawal {
  user_id: number;
  username: string | null;
}

export interface TrialBalanceAccount {
  id: number;
  kind: string;
  name: string;
  balance: string;
}

export interface TrialBalance {
  accounts: TrialBalanceAccount[];
  total: string;
}

export type StatusFilter = WithdrawalStatus | 'ALL';

export interface WithdrawalFilter {
  status: StatusFilter;
  /** Only withdrawals with an open cancellation request. */
  cancellation: boolean;
}

export const STATUS_FILTERS: StatusFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'ALL'];

export const adminKeys = {
  all: ['admin'] as const,
  withdrawals: () => [...adminKeys.all, 'withdrawals'] as const,
  withdrawalList: (filter: WithdrawalFilter) => [...adminKeys.withdrawals(), filter] as const,
  trialBalance: () => [...adminKeys.all, 'ledger', 'trial-balance'] as const,
};

const STALE_MS = 5000;

export const adminWithdrawalsQueryOptions = (filter: WithdrawalFilter) =>
  queryOptions({
    queryKey: adminKeys.withdrawalList(filter),
    queryFn: ({ signal }) =>
      api.get<AdminWithdrawal[]>('/admin/withdrawals/', {
        signal,
        query: {
          status: filter.status === 'ALL' ? undefined : filter.status,
          cancellation_requested: filter.cancellation ? 'true' : undefined,
        },
      }),
    staleTime: STALE_MS,
  });

export const trialBalanceQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.trialBalance(),
    queryFn: ({ signal }) => api.get<TrialBalance>('/admin/ledger/trial_balance/', { signal }),
    staleTime: STALE_MS,
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
      api.post<AdminWithdrawal>(`/admin/withdrawals/${id}/${action}/`, { admin_notes }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.withdrawals() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.trialBalance() }),
        invalidateWalletData(queryClient),
      ]),
  });
}
