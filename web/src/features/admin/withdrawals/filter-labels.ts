import type { StatusFilter } from './queries';

/** The status filter's words (the spec's CANCELED status reads "Cancelled"). */
export const FILTER_LABEL: Record<StatusFilter, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  CANCELED: 'Cancelled',
  ALL: 'All',
};

/** What the queue says when the filters find nothing. */
export function emptyText(status: StatusFilter, cancellation: boolean): string {
  if (cancellation) return 'No open cancellation requests';
  if (status === 'PENDING') return 'The queue is clear: no pending withdrawals';
  if (status === 'ALL') return 'No withdrawals yet';
  return `No ${FILTER_LABEL[status].toLowerCase()} withdrawals`;
}
