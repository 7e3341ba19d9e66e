import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { isDepositSettled } from '../cashier';
import { pollEvery } from '../live/status';
import { pathId } from '../path-id';
import { walletKeys } from './wallet';

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
