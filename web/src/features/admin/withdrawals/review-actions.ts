import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MantineColor } from '@mantine/core';
import type { AdminWithdrawal, ReviewAction } from './queries';

/** An action's words are messages, translated where they are shown (never at module load, before the language). */
export interface ReviewActionLook {
  action: ReviewAction;
  /** Button and confirm label. */
  label: MessageDescriptor;
  title: MessageDescriptor;
  /** What confirming does, for the modal. */
  effect: MessageDescriptor;
  color: MantineColor;
  success: MessageDescriptor;
}

export const REVIEW_ACTIONS: Record<ReviewAction, ReviewActionLook> = {
  approve: {
    action: 'approve',
    label: msg`Approve`,
    title: msg`Approve withdrawal`,
    effect: msg`The held coins leave Spockout (withdrawal holds → cash out). Send the payment to the details above.`,
    color: 'teal',
    success: msg`Withdrawal approved`,
  },
  reject: {
    action: 'reject',
    label: msg`Reject`,
    title: msg`Reject withdrawal`,
    effect: msg`The held coins go back to the player's wallet and the request is marked Request denied.`,
    color: 'red',
    success: msg`Withdrawal rejected`,
  },
  approve_cancellation: {
    action: 'approve_cancellation',
    label: msg`Approve cancellation`,
    title: msg`Approve cancellation`,
    effect: msg`The withdrawal is cancelled and the held coins are refunded to the player's wallet.`,
    color: 'orange',
    success: msg`Cancellation approved`,
  },
  deny_cancellation: {
    action: 'deny_cancellation',
    label: msg`Deny cancellation`,
    title: msg`Deny cancellation`,
    effect: msg`The cancellation request is closed; the withdrawal stays pending for approval or rejection.`,
    color: 'gray',
    success: msg`Cancellation denied`,
  },
};

/** The action button's name for a screen reader, a whole sentence per action ("Approve request #12 by alice"). */
export function actionAccessibleName(action: ReviewAction, requestId: number, player: string): string {
  switch (action) {
    case 'approve':
      return t`Approve request #${requestId} by ${player}`;
    case 'reject':
      return t`Reject request #${requestId} by ${player}`;
    case 'approve_cancellation':
      return t`Approve cancellation request #${requestId} by ${player}`;
    case 'deny_cancellation':
      return t`Deny cancellation request #${requestId} by ${player}`;
  }
}

/** What an admin may do with a withdrawal now: an open cancellation request is decided first. */
export function availableActions(
  withdrawal: Pick<AdminWithdrawal, 'status' | 'cancellation_requested'>,
): ReviewAction[] {
  if (withdrawal.status !== 'PENDING') return [];
  return withdrawal.cancellation_requested ? ['approve_cancellation', 'deny_cancellation'] : ['approve', 'reject'];
}
