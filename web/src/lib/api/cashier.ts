import { queryOptions } from '@tanstack/react-query';
import { publicApi, unwrap } from '../api-client';
import type { Schema } from '../contract';

export type CashierInfo = Schema<'CashierInfoDto'>;

/**
 * What the cashier is (provider, sandbox, a coin's price). It changes only when the server restarts with other
 * settings, so one read per visit serves every page; public, so the login page shows the sandbox ribbon too. Every
 * page's ribbon reads it: this module carries nothing else (the wallet's queries stay out of the first chunk).
 */
export const cashierQueryOptions = () =>
  queryOptions({
    queryKey: ['cashier'] as const,
    queryFn: ({ signal }) => unwrap(publicApi.GET('/api/economy/cashier', { signal })),
    staleTime: Infinity,
    retry: 1,
  });
