import { z } from 'zod';
import { TOURNAMENT_TABS } from '../../lib/api/tournaments';
import { optionalParam, pageParam } from '../../lib/search-params';
import { FEE_BAND_KEYS, LOBBY_KINDS, PACES } from './lobby-filters';

/**
 * ?tab=available|mine|completed&page=2&kind=SIT_AND_GO&fee=low&pace=300; no tab is "All Tournaments", no page the
 * first, no filter any. The page lives in the
 * address so the back button and a shared link land on the same page.
 */
export const tournamentsSearch = z.object({
  tab: optionalParam(z.enum(TOURNAMENT_TABS).exclude(['all'])),
  page: pageParam,
  // The lobby's filters (issue 32 §5): kept in the address, so a shared or reloaded lobby shows the same list.
  kind: optionalParam(z.enum(LOBBY_KINDS)),
  fee: optionalParam(z.enum(FEE_BAND_KEYS)),
  pace: optionalParam(
    z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.union(PACES.map((p) => z.literal(p)))),
  ),
});
