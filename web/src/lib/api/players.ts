import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import type { Answer } from '../contract';

/** A player's public page (issue 33 §3): record, rating and the last 10 completed tournaments with placement. */
export type PlayerPage = Answer<'/api/players/{username}', 'get'>;
export type PlayerTournament = PlayerPage['recent_tournaments'][number];

export const playerKeys = {
  all: ['players'] as const,
  one: (username: string) => [...playerKeys.all, username.toLowerCase()] as const,
};

export const playerQueryOptions = (username: string) =>
  queryOptions({
    queryKey: playerKeys.one(username),
    queryFn: ({ signal }) => unwrap(api.GET('/api/players/{username}', { params: { path: { username } }, signal })),
    // As fresh as the leaderboard it is reached from.
    staleTime: 10_000,
  });
