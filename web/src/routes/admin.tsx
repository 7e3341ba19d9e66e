import { createRoute, lazyRouteComponent, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import { AdminAccessDenied, isAdmin } from '../features/admin/access';
import {
  STATUS_FILTERS,
  adminWithdrawalsQueryOptions,
  trialBalanceQueryOptions,
  type StatusFilter,
  type WithdrawalFilter,
} from '../features/admin/api';
import { authenticatedRoute } from './_authenticated';

const adminRouteError = lazyRouteComponent(() => import('../features/admin/AdminRouteError'), 'AdminRouteError');

/** The admin panel's layout; a signed-in player gets the 403 page (the server refuses its calls anyway). */
export const adminRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/admin',
  beforeLoad: ({ context }) => {
    if (!isAdmin(context.user)) throw new AdminAccessDenied();
  },
  component: lazyRouteComponent(() => import('../features/admin/AdminLayout'), 'AdminLayout'),
  errorComponent: adminRouteError,
});

/** /admin opens the review queue. */
export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/withdrawals', replace: true });
  },
});

/** Both filters are optional in links (`/admin/withdrawals` means pending, every request). */
type WithdrawalSearchInput = { status?: StatusFilter | string; cancellation?: boolean | string } & SearchSchemaInput;

function parseWithdrawalFilter(search: WithdrawalSearchInput): WithdrawalFilter {
  const status = typeof search.status === 'string' ? search.status.toUpperCase() : '';
  const cancellation: unknown = search.cancellation;
  return {
    status: (STATUS_FILTERS as string[]).includes(status) ? (status as StatusFilter) : 'PENDING',
    cancellation: cancellation === true || cancellation === 'true' || cancellation === 1 || cancellation === '1',
  };
}

/** The review queue, filtered by status (default Pending) and by open cancellation requests. */
export const adminWithdrawalsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/withdrawals',
  validateSearch: parseWithdrawalFilter,
  loaderDeps: ({ search }) => ({ status: search.status, cancellation: search.cancellation }),
  loader: async ({ context, deps }) => {
    await context.queryClient.ensureQueryData(adminWithdrawalsQueryOptions(deps));
  },
  component: lazyRouteComponent(() => import('../features/admin/AdminWithdrawalsPage'), 'AdminWithdrawalsPage'),
  errorComponent: adminRouteError,
});

/** The ledger's trial balance. */
export const adminLedgerRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/ledger',
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(trialBalanceQueryOptions());
  },
  component: lazyRouteComponent(() => import('../features/admin/AdminLedgerPage'), 'AdminLedgerPage'),
  errorComponent: adminRouteError,
});
