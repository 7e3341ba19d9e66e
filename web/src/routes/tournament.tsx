import { createRoute } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { authenticatedRoute } from './_authenticated';

/** Bracket view of one tournament. */
export const tournamentRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/tournament/$tournamentId',
  loader: async ({ context: { queryClient }, params: { tournamentId } }) => {
    // The tournament's queries on first use: a first visit has no use for them.
    const { bracketQueryOptions, myMatchesQueryOptions, tournamentQueryOptions } =
      await import('../lib/api/tournaments');
    const tournament = await queryClient.query({ ...tournamentQueryOptions(tournamentId), staleTime: 'static' });
    await Promise.all([
      // The bracket may fail without taking the page down (spec: failure tolerated).
      queryClient.query({ ...bracketQueryOptions(tournamentId), staleTime: 'static' }).catch(() => undefined),
      // my_matches answers 403 to anyone without a seat, so only participants ask.
      tournament.user_is_participant
        ? queryClient.query({ ...myMatchesQueryOptions(tournamentId), staleTime: 'static' }).catch(() => undefined)
        : undefined,
    ]);
  },

  component: lazyPage(() => import('../features/tournaments/TournamentPage'), 'TournamentPage'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not words
  errorComponent: lazyPage(() => import('../features/tournaments/TournamentError'), 'TournamentError'),
});
