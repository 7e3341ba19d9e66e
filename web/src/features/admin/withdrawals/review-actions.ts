import type { MantineColor } from '@mantine/core';
import type { AdminWithdrawal, ReviewAction } from './queries';

export interface ReviewActionLook {
  action: ReviewAction;
  /** Button and confirm label. */
  label: string;
  title: string;
  /** What confirming does, for the modal. */
  effect: string;
  color: MantineColor;
  success: string;
}

export const REVIEW_ACTIONS: Record<ReviewAction, ReviewActionLook> = {
  approve: {
    action: 'approve',
    label: 'Approve',
    title: 'Approve withdrawal',
    effect: 'The held coins leave Spockout (withdrawal holds → cash out). Send the payment to the details above.',
    color: 'teal',
    success: 'Withdrawal approved',
  },
  reject: {
    action: 'reject',
    label: 'Reject',
    title: 'Reject withdrawal',
    effect: "The held coins go back to the player's wallet and the request is marked Request denied.",
    color: 'red',
    success: 'Withdrawal rejected',
  },
  approve_cancellation: {
    action: 'approve_cancellation',
    label: 'Approve cancellation',
    title: 'Approve cancellation',
    effect: "The withdrawal is cancelled and the held coins are refunded to the player's wallet.",
    color: 'orange',
    success: 'Cancellation approved',
  },
  deny_cancellation: {
    action: 'deny_cancellation',
    label: 'Deny cancellation',
    title: 'Deny cancellation',
    effect: 'The cancellation request is closed; the withdrawal stays pending for approval or rejection.',
    color: 'gray',
    success: 'Cancellation denied',
  },
};

/** What an admin may do with a withdrawal now: an open cancellation request is decided first. */
export function availableActions(
  withdrawal: Pick<AdminWithdrawal, 'status' | 'cancellation_requested'>,
): ReviewAction[] {
  if (withdrawal.status !== 'PENDING') return [];
  return withdrawal.cancellation_requested ? ['approve_cancellation', 'deny_cancellation'] : ['approve', 'reject'];
}
