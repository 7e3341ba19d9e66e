import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { StatusFilter } from './queries';

/** The status filter's words (the spec's CANCELED status reads "Cancelled"), translated where shown. */
export const FILTER_LABEL: Record<StatusFilter, MessageDescriptor> = {
  PENDING: msg`Pending`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  CANCELED: msg`Cancelled`,
  ALL: msg`All`,
};

/** What the queue says when the filters find nothing: a whole sentence per status. */
export function emptyText(status: StatusFilter, cancellation: boolean): string {
  if (cancellation) return t`No open cancellation requests`;
  switch (status) {
    case 'PENDING':
      return t`The queue is clear: no pending withdrawals`;
    case 'ALL':
      return t`No withdrawals yet`;
    case 'APPROVED':
      return t`No approved withdrawals`;
    case 'REJECTED':
      return t`No rejected withdrawals`;
    case 'CANCELED':
      return t`No cancelled withdrawals`;
  }
}
