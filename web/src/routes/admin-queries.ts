/** The admin pages' queries, loaded with the first admin page (issue 35 §4): a first visit has no use for them. */
export { adminEventsQueryOptions } from '../features/admin/events/queries';
export { accountStatementQueryOptions, trialBalanceQueryOptions } from '../features/admin/ledger/queries';
export { adminDepositsQueryOptions, financeReportQueryOptions } from '../features/admin/finance/queries';
export {
  adminUserQueryOptions,
  adminUserProtectionQueryOptions,
  adminUsersQueryOptions,
} from '../features/admin/users/queries';
export { adminWithdrawalsQueryOptions } from '../features/admin/withdrawals/queries';
export { sitAndGoTemplatesQueryOptions } from '../features/admin/sit-and-go/queries';
