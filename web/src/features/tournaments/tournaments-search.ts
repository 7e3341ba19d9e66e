import { z } from 'zod';
import { TOURNAMENT_TABS } from '../../lib/api/tournaments';
import { optionalParam, pageParam } from '../../lib/search-params';

/**
 * ?tab=available|mine|completed&page=2; no tab is "All Tournaments", no page the first. The page lives in the
 * address so the back button and a shared link land on the same page.
 */
export const tournamentsSearch = z.object({
  tab: optionalParam(z.enum(TOURNAMENT_TABS).exclude(['all'])),
  page: pageParam,
});
