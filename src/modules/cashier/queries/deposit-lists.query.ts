import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../shared/http/pagination.js';
import type { DepositStatus } from '../domain/deposit-options.js';
import type { AdminDepositView, DepositView } from './deposit.view.js';

/** The player's deposits, newest first. */
export class GetMyDeposits extends Query<Counted<DepositView>> {
  constructor(
    readonly userId: number,
    readonly window: PageWindow,
    readonly status: DepositStatus | null,
  ) {
    super();
  }
}

/** One of the player's deposits; another player's is as unknown as a missing one (404). */
export class GetMyDeposit extends Query<DepositView> {
  constructor(
    readonly userId: number,
    readonly depositId: number,
  ) {
    super();
  }
}

export interface DepositFilter {
  status: DepositStatus | null;
  provider: string | null;
  userId: number | null;
  /** Created on or after (inclusive) and before (exclusive). */
  from: Date | null;
  to: Date | null;
}

/** Every deposit (the admin's list), newest first, with whose it is. */
export class ListDeposits extends Query<Counted<AdminDepositView>> {
  constructor(
    readonly window: PageWindow,
    readonly filter: DepositFilter,
  ) {
    super();
  }
}
