import { Query } from '@nestjs/cqrs';
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import type { ReviewStateView } from './withdrawal.view.js';

/**
 * The given withdrawals as the admins see them, in the same order: the player's view, and where the approvals
 * stand (one or two needed under WITHDRAWAL_SECOND_APPROVAL_OVER, and who approved first, by name).
 */
export class GetReviewStates extends Query<ReviewStateView[]> {
  constructor(readonly withdrawals: WithdrawalRequest[]) {
    super();
  }
}
