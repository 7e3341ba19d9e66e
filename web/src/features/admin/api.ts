import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { API_LIMITS } from '../../lib/api-types';
import { pageQuery } from '../../lib/pagination';
import type { Answer, Schema } from '../../lib/contract';
import { invalidateWalletData } from '../wallet/api';
import type { WithdrawalStatus } from '../wallet/withdrawal-options';

/** A fact for the reviewer: a code, a sentence with the figures, and the matches and users it is about. */
export type RiskSignal = Schema<'RiskSignalDto'>;
export type RiskSignalCode = RiskSignal['code'];
/** A row of the review queue: the withdrawal, whose it is, and its risk signals. */
export type AdminWithdrawal = Schema<'AdminWithdrawalDto'>;
export type TrialBalanceAccount = Schema<'TrialBalanceAccountDto'>;
export type TrialBalance = Schema<'TrialBalanceDto'>;

export type StatusFilter = WithdrawalStatus | 'ALL';

export interface WithdrawalFilter {
  status: StatusFilter;
  /** Only withdrawals with an open cancellation request. */
  cancellation: boolean;
  /** From 2 up; absent is the first page. */
  page?: number;
}

export const STATUS_FILTERS: StatusFilter[] = [...API_LIMITS.withdrawalStatuses, 'ALL'];

export const adminKeys = {
  all: ['admin'] as const,
  withdrawals: () => [...adminKeys.all, 'withdrawals'] as const,
  withdrawalList: (filter: WithdrawalFilter) => [...adminKeys.withdrawals(), filter] as const,
  trialBalance: () => [...adminKeys.all, 'ledger', 'trial-balance'] as const,
  statement: (accountId: number) => [...adminKeys.all, 'ledger', 'statement', accountId] as const,
  events: (filter: EventFilter) => [...adminKeys.all, 'events', filter] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userSearch: (search: string, page = 1) => [...adminKeys.users(), 'search', search, page] as const,
  user: (id: number) => [...adminKeys.users(), 'detail', id] as const,
};

const STALE_MS = 5000;

export const adminWithdrawalsQueryOptions = (filter: WithdrawalFilter) =>
  queryOptions({
    queryKey: adminKeys.withdrawalList(filter),
    queryFn: ({ signal }) =>
      api.get<Answer<'/api/admin/withdrawals', 'get'>>('/admin/withdrawals/', {
        signal,
        query: {
          status: filter.status === 'ALL' ? undefined : filter.status,
          cancellation_requested: filter.cancellation ? 'true' : undefined,
          ...pageQuery(filter.page),
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
      api.post<Schema<'WithdrawalViewDto'>>(`/admin/withdrawals/${id}/${action}/`, { admin_notes }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.withdrawals() }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'ledger'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        invalidateWalletData(queryClient),
      ]),
  });
}

// ---- Event log ----------------------------------------------------------------------------------------------

/** The event log's filters as they sit in the address (/admin/events?aggregate_type=tournament&aggregate_id=7). */
export interface EventFilter {
  type?: string;
  aggregate_type?: string;
  /** A number when it is one, so the address reads `aggregate_id=7` (the router quotes numeric strings). */
  aggregate_id?: string | number;
  /** The acting user's id. */
  user?: number;
  /** ISO date-times: occurred at or after `since`, before `until`. */
  since?: string;
  until?: string;
}

export type AdminEvent = Schema<'EventRowDto'>;
export type EventPage = Schema<'EventPageDto'>;

export const EVENT_PAGE_SIZE = 50;

function fetchEvents(filter: EventFilter, cursor: string | null, limit: number, signal?: AbortSignal) {
  return api.get<EventPage>('/admin/events/', { signal, query: { ...filter, cursor: cursor ?? undefined, limit } });
}

/** The log newest first, page by page ("Load more" follows next_cursor). */
export const adminEventsQueryOptions = (filter: EventFilter) =>
  infiniteQueryOptions({
    queryKey: adminKeys.events(filter),
    queryFn: ({ pageParam, signal }) => fetchEvents(filter, pageParam, EVENT_PAGE_SIZE, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: STALE_MS,
    // The live tail adds new rows; refetching every loaded page on focus would only repeat them.
    refetchOnWindowFocus: false,
  });

const TAIL_PAGE_SIZE = 200;
const TAIL_MAX_PAGES = 5;

export interface NewerEvents {
  events: AdminEvent[];
  /** More arrived than one poll reads (over 1,000): the oldest of them are not shown. */
  truncated: boolean;
}

/**
 * The events matching the filter with an id above `newestId`, newest first. The API pages downwards only, so
 * this reads from the top until it meets an event already shown.
 */
export async function fetchNewerEvents(filter: EventFilter, newestId: number, signal?: AbortSignal): Promise<NewerEvents> {
  const events: AdminEvent[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < TAIL_MAX_PAGES; page++) {
    const { results, next_cursor }: EventPage = await fetchEvents(filter, cursor, TAIL_PAGE_SIZE, signal);
    const fresh = results.filter((event) => event.id > newestId);
    events.push(...fresh);
    if (fresh.length < results.length || next_cursor === null) return { events, truncated: false };
    cursor = next_cursor;
  }
  return { events, truncated: true };
}

// ---- Users ----------------------------------------------------------------------------------------------------

/** A user as the admin API shows them. */
export type AdminUser = Schema<'UserViewDto'>;
export type AdminUserDetail = Schema<'AdminUserDetailDto'>;

export const adminUsersQueryOptions = (search: string, page?: number) =>
  queryOptions({
    queryKey: adminKeys.userSearch(search, page ?? 1),
    queryFn: ({ signal }) =>
      api.get<Answer<'/api/admin/users', 'get'>>('/admin/users/', { signal, query: { search: search || undefined, ...pageQuery(page) } }),
    staleTime: STALE_MS,
  });

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`/admin/users/${id}/`, { signal }),
    staleTime: STALE_MS,
  });

/** Blocks or unblocks a user; the lists and the user's page reload. */
export function useSetBlockedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: number; blocked: boolean }) =>
      api.post<Schema<'BlockedUserDto'>>(`/admin/users/${id}/${blocked ? 'block' : 'unblock'}/`, {}),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<AdminUserDetail>(adminKeys.user(user.id), (current) => (current ? { ...current, user } : current));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

// ---- Ledger statements ----------------------------------------------------------------------------------------

export type StatementAccount = Schema<'StatementAccountDto'>;
/** One posting: amount signed, + into the account, - out of it. */
export type StatementLine = Schema<'StatementLineDto'>;
export type StatementPage = Schema<'AccountStatementDto'>;

export const STATEMENT_PAGE_SIZE = 50;

export const accountStatementQueryOptions = (accountId: number) =>
  infiniteQueryOptions({
    queryKey: adminKeys.statement(accountId),
    queryFn: ({ pageParam, signal }) =>
      api.get<StatementPage>(`/admin/ledger/accounts/${accountId}/statement/`, {
        signal,
        query: { cursor: pageParam ?? undefined, limit: STATEMENT_PAGE_SIZE },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: STALE_MS,
  });
