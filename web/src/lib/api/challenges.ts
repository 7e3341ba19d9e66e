import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import type { Answer, Schema } from '../contract';
import { pageQuery } from '../pagination';
import { invalidateBalance, tournamentKeys } from './tournaments';

/** A challenge to one player or to whoever opens its link first (issue 33 §1), as its token's page shows it. */
export type Challenge = Answer<'/api/challenges/{token}', 'get'>;
export type ChallengeStatus = Challenge['status'];
export type CreateChallengeInput = Schema<'CreateChallengeDto'>;

export const challengeKeys = {
  all: ['challenges'] as const,
  mine: (page = 1) => [...challengeKeys.all, 'mine', page] as const,
  one: (token: string) => [...challengeKeys.all, 'token', token] as const,
};

/** An open challenge changes when the other side acts: read again every few seconds while on screen. */
export const CHALLENGE_POLL_MS = 5000;

export const challengeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: challengeKeys.one(token),
    queryFn: ({ signal }) => unwrap(api.GET('/api/challenges/{token}', { params: { path: { token } }, signal })),
    refetchInterval: (query) => (query.state.data?.status === 'OPEN' ? CHALLENGE_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

/** The caller's open challenges, made and received. */
export const myChallengesQueryOptions = (page?: number) =>
  queryOptions({
    queryKey: challengeKeys.mine(page),
    queryFn: ({ signal }) => unwrap(api.GET('/api/challenges', { params: { query: pageQuery(page) }, signal })),
    refetchInterval: CHALLENGE_POLL_MS * 2,
    refetchIntervalInBackground: false,
  });

/** Every change to a challenge moves money (a fee in, a fee back) and may open a tournament. */
function useSettle() {
  const queryClient = useQueryClient();
  return (challenge: Challenge) => {
    queryClient.setQueryData(challengeKeys.one(challenge.token), challenge);
    void queryClient.invalidateQueries({ queryKey: challengeKeys.all });
    void queryClient.invalidateQueries({ queryKey: tournamentKeys.lists() });
    invalidateBalance(queryClient);
  };
}

export function useCreateChallengeMutation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: CreateChallengeInput) => unwrap(api.POST('/api/challenges', { body: input })),
    onSuccess: settle,
  });
}

const tokenPath = (token: string) => ({ path: { token } });

export function useAcceptChallengeMutation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/challenges/{token}/accept', { params: tokenPath(token) })),
    onSuccess: settle,
  });
}

export function useCancelChallengeMutation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/challenges/{token}/cancel', { params: tokenPath(token) })),
    onSuccess: settle,
  });
}

export function useDeclineChallengeMutation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (token: string) => unwrap(api.POST('/api/challenges/{token}/decline', { params: tokenPath(token) })),
    onSuccess: settle,
  });
}

/** A rematch (issue 33 §2): a challenge to the other player of a finished match, at its stakes, for 2 minutes. */
export function useOfferRematchMutation() {
  const settle = useSettle();
  return useMutation({
    mutationFn: (matchId: number) =>
      unwrap(api.POST('/api/matches/{id}/rematch', { params: { path: { id: matchId } } })),
    onSuccess: settle,
  });
}

/** The open rematch offer of a match, made or received, from the player's open challenges. */
export const rematchOf = (challenges: readonly Challenge[] | undefined, matchId: number) =>
  challenges?.find((c) => c.rematch_of === matchId && c.status === 'OPEN');
