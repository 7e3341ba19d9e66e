import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../shared/http/pagination.js';
import type { WithdrawalStatus } from '../domain/withdrawal-options.js';
import type { AdminWithdrawalView } from './withdrawal.view.js';

/**
 * The admin's review queue, a page at a time, optionally filtered: pending requests oldest first (the queue is
 * worked in order), then the reviewed ones newest first.
 */
export class ListWithdrawals extends Query<Counted<AdminWithdrawalView>> {
  constructor(
    readonly window: PageWindow,
    readonly status: WithdrawalStatus | null = null,
    readonly cancellationRequested: boolean | null = null,
  ) {
    super();
  }
}
