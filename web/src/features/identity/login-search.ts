import { z } from 'zod';
import { safeRedirect } from '../../lib/safe-redirect';
import { optionalParam } from '../../lib/search-params';

/**
 * ?redirect=/the/page/asked/for, kept only when it is a path on this site. A refused value is in the answer as
 * undefined: the router merges a route's result over the raw search, so leaving the key out would keep it.
 */
export const loginSearch = z.object({
  redirect: optionalParam(z.string().transform((value) => safeRedirect(value, window.location.origin))),
});
