import { createRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { AdminAccessDenied, isAdmin } from '../features/admin/access';
import type { WithdrawalFilter } from '../features/admin/withdrawals/queries';
import { ERROR_MESSAGES } from '../lib/errors';
import { lazySearch } from './lazy-search';
import { authenticatedRoute } from './_authenticated';

/** The admin pages' queries, on first use. */
const adminQueries = () => import('./admin-queries');

// eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
const adminRouteError = lazyPage(() => import('../features/admin/AdminRouteError'), 'AdminRouteError');

/** The admin panel's layout; a signed-in player gets the 403 page (the server refuses its calls anyway). */
export const adminRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/admin',
  beforeLoad: ({ context }) => {
    if (!isAdmin(context.user)) throw new AdminAccessDenied();
  },

  component: lazyPage(() => import('../features/admin/AdminLayout'), 'AdminLayout'),
  errorComponent: adminRouteError,
});

/** /admin opens the review queue. */
export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router catches the Response redirect() builds, thrown as its docs say
    throw redirect({ to: '/admin/withdrawals', replace: true });
  },
});

/** The review queue, filtered by status (default Pending) and by open cancellation requests. */
export const adminWithdrawalsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/withdrawals',
  validateSearch: lazySearch('withdrawalSearch'),
  // The defaults stay out of the address: /admin/withdrawals is the pending queue.
  search: { middlewares: [stripSearchParams<WithdrawalFilter>({ status: 'PENDING', cancellation: false })] },
  loaderDeps: ({ search }) => ({ status: search.status, cancellation: search.cancellation, page: search.page }),
  loader: async ({ context, deps }) => {
    const q = await adminQueries();
    await context.queryClient.query({ ...q.adminWithdrawalsQueryOptions(deps), staleTime: 'static' });
  },

  component: lazyPage(() => import('../features/admin/withdrawals/AdminWithdrawalsPage'), 'AdminWithdrawalsPage'),
  errorComponent: adminRouteError,
});

/** The ledger's trial balance. */
export const adminLedgerRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/ledger',
  loader: async ({ context }) => {
    const q = await adminQueries();
    await context.queryClient.query({ ...q.trialBalanceQueryOptions(), staleTime: 'static' });
  },

  component: lazyPage(() => import('../features/admin/ledger/AdminLedgerPage'), 'AdminLedgerPage'),
  errorComponent: adminRouteError,
});

/** The operator's money per UTC day over a period (?from=&to=, the server's last 30 days when absent). */
export const adminFinanceRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/finance',
  validateSearch: lazySearch('financeSearch'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps: { from, to, ...filter } }) => {
    const q = await adminQueries();
    const report = await context.queryClient.query({
      ...q.financeReportQueryOptions({ from, to }),
      staleTime: 'static',
    });
    // The deposits are the period's as the server resolved it (its defaults when the address has none).
    await context.queryClient.query({
      ...q.adminDepositsQueryOptions({ from: report.from, to: report.to }, filter),
      staleTime: 'static',
    });
  },

  component: lazyPage(() => import('../features/admin/finance/AdminFinancePage'), 'AdminFinancePage'),
  errorComponent: adminRouteError,
});

/** The house tables' templates (issue 32 §1): each with its open table and the tables filled in the last day. */
export const adminSitAndGoRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/sit-and-go',
  loader: async ({ context }) => {
    const q = await adminQueries();
    await context.queryClient.query({ ...q.sitAndGoTemplatesQueryOptions(), staleTime: 'static' });
  },

  component: lazyPage(() => import('../features/admin/sit-and-go/AdminSitAndGoPage'), 'AdminSitAndGoPage'),
  errorComponent: adminRouteError,
});

/** Path ids are positive integers; anything else names nothing (the error page says "Resource not found."). */
function parseId(value: string): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(ERROR_MESSAGES.notFound);
  return id;
}

/** One account's postings with the balance after each (opened from the trial balance). */
export const adminAccountStatementRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/ledger/accounts/$accountId',
  params: {
    parse: ({ accountId }) => ({ accountId: parseId(accountId) }),
    stringify: ({ accountId }) => ({ accountId: String(accountId) }),
  },
  loader: async ({ context, params }) => {
    const q = await adminQueries();
    await context.queryClient.infiniteQuery({
      ...q.accountStatementQueryOptions(params.accountId),
      staleTime: 'static',
    });
  },

  component: lazyPage(() => import('../features/admin/ledger/AccountStatementPage'), 'AccountStatementPage'),
  errorComponent: adminRouteError,
});

/** The event log; every filter sits in the address so a link can open a thing's events. */
export const adminEventsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/events',
  validateSearch: lazySearch('eventSearch'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const q = await adminQueries();
    await context.queryClient.infiniteQuery({ ...q.adminEventsQueryOptions(deps), staleTime: 'static' });
  },

  component: lazyPage(() => import('../features/admin/events/AdminEventsPage'), 'AdminEventsPage'),
  errorComponent: adminRouteError,
});

/** Users, searched by username or email (?search=). */
export const adminUsersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users',
  validateSearch: lazySearch('userSearch'),
  search: { middlewares: [stripSearchParams<{ search: string }>({ search: '' })] },
  loaderDeps: ({ search }) => ({ search: search.search, page: search.page }),
  loader: async ({ context, deps }) => {
    const q = await adminQueries();
    await context.queryClient.query({
      ...q.adminUsersQueryOptions(deps.search.trim(), deps.page),
      staleTime: 'static',
    });
  },

  component: lazyPage(() => import('../features/admin/users/AdminUsersPage'), 'AdminUsersPage'),
  errorComponent: adminRouteError,
});

/** One user: profile, wallet, transactions, withdrawals, tournaments, and blocking. */
export const adminUserRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/users/$userId',
  params: {
    parse: ({ userId }) => ({ userId: parseId(userId) }),
    stringify: ({ userId }) => ({ userId: String(userId) }),
  },
  loader: async ({ context, params }) => {
    const q = await adminQueries();
    await Promise.all([
      context.queryClient.query({ ...q.adminUserQueryOptions(params.userId), staleTime: 'static' }),
      context.queryClient.query({ ...q.adminUserProtectionQueryOptions(params.userId), staleTime: 'static' }),
    ]);
  },

  component: lazyPage(() => import('../features/admin/users/AdminUserPage'), 'AdminUserPage'),
  errorComponent: adminRouteError,
});
