import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';
import type { Schema } from '../../../lib/contract';
import { ADMIN_KEY, ADMIN_STALE_MS } from '../admin-query';

export type TrialBalanceAccount = Schema<'TrialBalanceAccountDto'>;
export type TrialBalance = Schema<'TrialBalanceDto'>;

export type StatementAccount = Schema<'StatementAccountDto'>;
/** One posting: amount signed, + into the account, - out of it. */
export type StatementLine = Schema<'StatementLineDto'>;
export type StatementPage = Schema<'AccountStatementDto'>;

export const ledgerKeys = {
  all: () => [...ADMIN_KEY, 'ledger'] as const,
  trialBalance: () => [...ledgerKeys.all(), 'trial-balance'] as const,
  statement: (accountId: number) => [...ledgerKeys.all(), 'statement', accountId] as const,
};

export const trialBalanceQueryOptions = () =>
  queryOptions({
    queryKey: ledgerKeys.trialBalance(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/admin/ledger/trial_balance', { signal })),
    staleTime: ADMIN_STALE_MS,
  });

export const STATEMENT_PAGE_SIZE = 50;

export const accountStatementQueryOptions = (accountId: number) =>
  infiniteQueryOptions({
    queryKey: ledgerKeys.statement(accountId),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        api.GET('/api/admin/ledger/accounts/{id}/statement', {
          params: { path: { id: accountId }, query: { cursor: pageParam ?? undefined, limit: STATEMENT_PAGE_SIZE } },
          signal,
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: ADMIN_STALE_MS,
  });
