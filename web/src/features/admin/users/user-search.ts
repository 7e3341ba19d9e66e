import { z } from 'zod';
import { pageParam, paramOr } from '../../../lib/search-params';

/** /admin/users?search= (its first 100 characters) and the page. */
export const userSearch = z.object({
  search: paramOr(
    z.string().transform((text) => text.slice(0, 100)),
    '',
  ),
  page: pageParam,
});
