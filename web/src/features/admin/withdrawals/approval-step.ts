import type { AdminWithdrawal } from './queries';

/**
 * What an Approve does now, for the admin about to give it (issue 30 §3):
 * - `pay`: this approval releases the money: the admin pays by hand and records the payment's reference;
 * - `first`: the first of two approvals (over WITHDRAWAL_SECOND_APPROVAL_OVER): nothing is paid yet;
 * - `own_first`: this admin gave the first approval; only another admin may give the second.
 */
export type ApprovalStep = 'pay' | 'first' | 'own_first';

export function approvalStep(
  withdrawal: Pick<AdminWithdrawal, 'approvals_required' | 'first_approval'>,
  adminId: number | undefined,
): ApprovalStep {
  const first = withdrawal.first_approval;
  if (first !== null) return first.admin_id === adminId ? 'own_first' : 'pay';
  return withdrawal.approvals_required > 1 ? 'first' : 'pay';
}
