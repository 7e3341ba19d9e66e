import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import type { Schema } from './contract';

export type Wallet = Schema<'WalletBalanceDto'>;

/**
 * The player's balance, shared by the wallet and every page that asks whether a fee can be paid. Its key sits
 * under ['wallet'], so the wallet's invalidation after any money action reloads it too.
 */
export const walletBalanceKey = ['wallet', 'balance'] as const;

export const walletBalanceQueryOptions = () =>
  queryOptions({
    queryKey: walletBalanceKey,
    queryFn: ({ signal }) => api.get<Wallet>('/economy/wallet/me/', { signal }),
    staleTime: 5000,
  });
