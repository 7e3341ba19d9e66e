import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { asPage, pageQuery, type Page } from '../../lib/pagination';
import type { UserRole } from '../../lib/session';
import type { Tournament } from '../tournaments/api';
import { invalidateWalletData, type Transaction, type Withdrawal } from '../wallet/api';
import type { WithdrawalStatus } from '../wallet/withdrawal-options';

export type RiskSignalCode = 'new_account' | 'opponent_never_moved' | 'repeat_opponent' | 'shared_address_with_opponent';

/** A fact for the reviewer: a code, a sentence with the figures, and the matches and users it is about. */
export interface RiskSignal {
  code: RiskSignalCode;
  detail: string;
  matches: number[];
  users: { id: number; username: string }[];
}

export interface AdminWithdrawal extends Withdrawal {
  user_id: number;
  username: string | null;
  /** Absent from a review action's answer, which carries the withdrawal alone. */
  risk_signals?: RiskSignal[];
}

export interface TrialBalanceAccount {
  id: number;
  kind: string;
  name: string;
  balance: string;
  /** Wallets only: the owner. */
  user_id?: number;
  username?: string | null;
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
  /** From 2 up; absent is the first page. */
  page?: number;
}

export const STATUS_FILTERS: StatusFilter[] = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELED', 'ALL'];

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
      api
        .get<Page<AdminWithdrawal> | AdminWithdrawal[]>('/admin/withdrawals/', {
          signal,
          query: {
            status: filter.status === 'ALL' ? undefined : filter.status,
            cancellation_requested: filter.cancellation ? 'true' : undefined,
            ...pageQuery(filter.page),
          },
        })
        .then(asPage),
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

export interface AdminEvent {
  id: number;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  /** The acting user; null for the system (timer, bracket, relay). */
  user: { id: number; username: string | null } | null;
  occurred_at: string;
  payload: unknown;
}

export interface EventPage {
  results: AdminEvent[];
  next_cursor: string | null;
}

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
export interface AdminUser {
  id: number;
  username: string;
  email: string;
  wins: number;
  losses: number;
  rating: number | null;
  win_rate: number;
  wallet_balance: string;
  created_at: string;
  role: UserRole;
  is_blocked: boolean;
}

export interface AdminUserDetail {
  user: AdminUser;
  wallet: { balance: string };
  transactions: Transaction[];
  withdrawals: Withdrawal[];
  tournaments: Tournament[];
}

export const adminUsersQueryOptions = (search: string, page?: number) =>
  queryOptions({
    queryKey: adminKeys.userSearch(search, page ?? 1),
    queryFn: ({ signal }) =>
      api
        .get<Page<AdminUser> | AdminUser[]>('/admin/users/', { signal, query: { search: search || undefined, ...pageQuery(page) } })
        .then(asPage),
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
      api.post<{ user: AdminUser }>(`/admin/users/${id}/${blocked ? 'block' : 'unblock'}/`, {}),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<AdminUserDetail>(adminKeys.user(user.id), (current) => (current ? { ...current, user } : current));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}

// ---- Ledger statements ----------------------------------------------------------------------------------------

export interface StatementAccount {
  id: number;
  key: string;
  kind: string;
  name: string;
  balance: string;
  user_id: number | null;
  tournament_id: number | null;
  username: string | null;
}

export interface StatementLine {
  id: number;
  entry_id: number;
  transaction_type: string;
  transaction_type_display: string;
  description: string;
  /** Signed: + into the account, - out of it. */
  amount: string;
  balance_after: string;
  created_at: string;
}

export interface StatementPage {
  account: StatementAccount;
  results: StatementLine[];
  next_cursor: string | null;
}

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
