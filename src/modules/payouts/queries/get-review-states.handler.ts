import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetReviewStates } from './get-review-states.query.js';
import { approvalStateView, type ReviewStateView, withdrawalView } from './withdrawal.view.js';

@QueryHandler(GetReviewStates)
export class GetReviewStatesHandler implements IQueryHandler<GetReviewStates> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ withdrawals }: GetReviewStates): Promise<ReviewStateView[]> {
    const approvers = withdrawals.flatMap((w) => (w.firstApprovedBy === null ? [] : [w.firstApprovedBy]));
    // Admins' names belong to identity, as every username does.
    const users = await this.queries.execute(new GetUserSummaries(approvers));
    const usernames = new Map([...users].map(([id, user]) => [id, user.username]));
    const over = this.config.withdrawalSecondApprovalOver;
    return withdrawals.map((w) => ({ ...withdrawalView(w), ...approvalStateView(w, over, usernames) }));
  }
}
