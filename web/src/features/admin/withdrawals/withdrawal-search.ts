import { z } from 'zod';
import { pageParam, paramOr } from '../../../lib/search-params';
import { STATUS_FILTERS, type WithdrawalFilter } from './queries';

const truthy = z.union([z.boolean(), z.enum(['true', '1']).transform(() => true), z.literal(1).transform(() => true)]);

/**
 * The review queue's address; both filters are optional in links (`/admin/withdrawals` is the pending queue,
 * every request). A status is read in any case; the cancellation filter is on for true, "true", 1 or "1".
 */
export const withdrawalSearch = z.object({
  status: paramOr(z.string().toUpperCase().pipe(z.enum(STATUS_FILTERS)), 'PENDING'),
  cancellation: paramOr(truthy, false),
  page: pageParam,
}) satisfies z.ZodType<WithdrawalFilter>;
