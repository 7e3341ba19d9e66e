import { queryOptions } from '@tanstack/react-query';
import { api, publicApi, unwrap } from '../api-client';
import type { Schema } from '../contract';
import { isDepositSettled } from '../cashier';
import { pollEvery } from '../live/status';
import { pathId } from '../path-id';
import { walletKeys } from './wallet';

export type CashierInfo = Schema<'CashierInfoDto'>;

/**
 * What the cashier is (provider, sandbox, a coin's price). It changes only when the server restarts with other
 * settings, so one read per visit serves every page; public, so the login page shows the sandbox ribbon too.
 */
export const cashierQueryOptions = () =>
  queryOptions({
    queryKey: ['cashier'] as const,
    queryFn: ({ signal }) => unwrap(publicApi.GET('/api/economy/cashier', { signal })),
    staleTime: Infinity,
    retry: 1,
  });

/** While the provider has not answered, the return page asks now and then in case a stream notice is missed. */
export const DEPOSIT_POLL_MS = 5000;

/** One deposit, under ['wallet'] so the stream's `wallet` notice (sent on its status change) reloads it. */
export const depositQueryOptions = (id: string) =>
  queryOptions({
    queryKey: walletKeys.deposit(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/economy/deposits/{id}', { params: { path: { id: pathId(id) } }, signal })),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isDepositSettled(status) ? false : pollEvery(DEPOSIT_POLL_MS)();
    },
    refetchIntervalInBackground: false,
    retry: false,
  });
