import { queryOptions, useMutation, useMutationState, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import type { Schema } from '../contract';
import { IDEMPOTENCY_HEADER } from '../idempotency';
import { identityKeys } from './identity';
import type { CancellationReasonCode, PaymentMethod } from '../withdrawal-options';

export type Wallet = Schema<'WalletBalanceDto'>;
export type Withdrawal = Schema<'WithdrawalViewDto'>;
export type Transaction = Schema<'TransactionViewDto'>;
export type Deposit = Schema<'DepositViewDto'>;

/** Amounts go out as the API's decimal strings ("25.50"), read from the form in cents: no float on the way. */
export interface DepositInput extends Schema<'DepositDto'> {
  amount: string;
}

export type DepositResponse = Schema<'DepositResultDto'>;

export interface WithdrawInput extends Schema<'WithdrawDto'> {
  amount: string;
  payment_method: PaymentMethod;
}

export type WithdrawResponse = Schema<'WithdrawalResultDto'>;

export interface CancellationInput extends Schema<'CancellationRequestDto'> {
  reason: CancellationReasonCode;
}

/** Every wallet read sits under ['wallet'], so one prefix reloads them all after a money action. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
  deposits: () => [...walletKeys.all, 'deposits'] as const,
  deposit: (id: string) => [...walletKeys.all, 'deposit', id] as const,
};

// The route loader and the page mounting right after it share one request; later visits refetch in the background.
const STALE_MS = 5000;

/**
 * The player's balance: the wallet page's, and every page's that asks whether a fee can be paid. Under
 * ['wallet'], so the invalidation after any money action reloads it too.
 */
export const walletBalanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/economy/wallet/me', { signal })),
    staleTime: STALE_MS,
  });

export const withdrawalsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.withdrawals(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/economy/wallet/withdrawal_requests', { signal })),
    staleTime: STALE_MS,
  });

export const transactionsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.transactions(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/economy/transactions/recent', { signal })),
    staleTime: STALE_MS,
  });

/** The player's latest deposits (the provider's payments with their status), newest first. */
export const depositsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.deposits(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/economy/deposits', { signal })),
    staleTime: STALE_MS,
  });

/** Loads everything the wallet page shows; the route awaits it, the page reads it with useSuspenseQuery. */
export function ensureWalletData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.query({ ...walletBalanceQueryOptions(), staleTime: 'static' }),
    queryClient.query({ ...withdrawalsQueryOptions(), staleTime: 'static' }),
    queryClient.query({ ...transactionsQueryOptions(), staleTime: 'static' }),
    queryClient.query({ ...depositsQueryOptions(), staleTime: 'static' }),
  ]);
}

/**
 * After any money movement: the wallet reads (balance, withdrawals, transactions) and the profile, whose
 * wallet_balance the dashboard and the stored user show. The profile refetches even when no page observes
 * it, so the dashboard never flashes the old balance.
 */
export function invalidateWalletData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    queryClient.invalidateQueries({ queryKey: identityKeys.profile(), refetchType: 'all' }),
  ]);
}

/** Money POSTs carry one key per user action, so a retried request moves the coins once (lib/idempotency.ts). */
const withKey = (idempotencyKey: string) => ({ [IDEMPOTENCY_HEADER]: idempotencyKey });

export function useDepositMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: DepositInput; idempotencyKey: string }) =>
      unwrap(api.POST('/api/economy/wallet/deposit', { body: input, headers: withKey(idempotencyKey) })),
    onSuccess: (response) => {
      // A sandbox deposit answers with the new balance at once; the reload confirms it. A provider's (202) has none.
      if ('wallet' in response) queryClient.setQueryData(walletKeys.balance(), response.wallet);
    },
    onSettled: () => invalidateWalletData(queryClient),
  });
}

export function useWithdrawMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: WithdrawInput; idempotencyKey: string }) =>
      unwrap(api.POST('/api/economy/wallet/withdraw', { body: input, headers: withKey(idempotencyKey) })),
    onSettled: () => invalidateWalletData(queryClient),
  });
}

/** The withdrawal as it will look once the server accepts the cancellation request. */
export function withCancellationRequested(
  withdrawal: Withdrawal,
  reason: CancellationReasonCode,
  now: Date,
): Withdrawal {
  return {
    ...withdrawal,
    cancellation_requested: true,
    cancellation_reason: reason,
    cancellation_reason_display: null,
    cancellation_requested_at: now.toISOString(),
  };
}

const cancellationKey = [...walletKeys.all, 'request-cancellation'] as const;

interface CancellationVariables {
  input: CancellationInput;
  idempotencyKey: string;
}

/**
 * A cancellation request. Shown at once by `useWithdrawalsShown` while it is on its way, not written into the
 * list's cache: a refetch meanwhile (the live stream's, after any money movement) would put the server's list
 * back and take the badge away until the answer came (a CI run saw it gone before the test could look).
 */
export function useCancellationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cancellationKey,
    mutationFn: ({ input, idempotencyKey }: CancellationVariables) =>
      unwrap(api.POST('/api/economy/wallet/request_cancellation', { body: input, headers: withKey(idempotencyKey) })),
    onSuccess: (updated) => {
      queryClient.setQueryData<Withdrawal[]>(walletKeys.withdrawals(), (list) =>
        list?.map((w) => (w.id === updated.id ? updated : w)),
      );
    },
    onSettled: () => invalidateWalletData(queryClient),
  });
}

/** The withdrawals as the player should see them: the list, with each cancellation on its way shown as requested. */
export function useWithdrawalsShown(withdrawals: Withdrawal[]): Withdrawal[] {
  const pending = useMutationState({
    filters: { mutationKey: cancellationKey, status: 'pending' },
    select: (mutation) => ({
      variables: mutation.state.variables as CancellationVariables | undefined,
      at: mutation.state.submittedAt,
    }),
  });
  if (pending.length === 0) return withdrawals;
  return withdrawals.map((w) => {
    const asked = pending.find((p) => p.variables?.input.withdrawal_id === w.id);
    return asked?.variables ? withCancellationRequested(w, asked.variables.input.reason, new Date(asked.at)) : w;
  });
}
