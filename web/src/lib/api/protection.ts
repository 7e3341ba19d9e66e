import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import type { Schema } from '../contract';
import { identityKeys } from './identity';

export type Limits = Schema<'LimitsViewDto'>;
export type LimitsInput = Schema<'LimitsDto'>;
export type SessionSummary = Schema<'SessionSummaryDto'>;
export type SaferPlayFigures = Schema<'SaferPlayFiguresDto'>;
export type Protection = Schema<'ProtectionViewDto'>;
export type LimitName = Schema<'PendingLimitDto'>['limit'];

/** The player's protection reads (issue 22), under ['protection']: one prefix reloads them after a change. */
export const protectionKeys = {
  all: ['protection'] as const,
  limits: () => [...protectionKeys.all, 'limits'] as const,
  session: () => [...protectionKeys.all, 'session'] as const,
  figures: () => [...protectionKeys.all, 'figures'] as const,
};

export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.limits(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/limits', { signal })),
  });

export const sessionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.session(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/session_summary', { signal })),
  });

export const saferPlayQueryOptions = () =>
  queryOptions({
    queryKey: protectionKeys.figures(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/safer_play', { signal })),
  });

/** After a protection change: its reads and the profile (which carries `protection`). */
function useInvalidateProtection() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: protectionKeys.all }),
      queryClient.invalidateQueries({ queryKey: identityKeys.profile() }),
    ]);
}

export function setLimits(input: LimitsInput) {
  return unwrap(api.PUT('/api/accounts/limits', { body: input }));
}

export function useSetLimits() {
  const invalidate = useInvalidateProtection();
  return useMutation({ mutationFn: setLimits, onSuccess: invalidate });
}

export function useCancelPendingLimit() {
  const invalidate = useInvalidateProtection();
  return useMutation({
    mutationFn: (limit: LimitName) => unwrap(api.POST('/api/accounts/limits/cancel_pending', { body: { limit } })),
    onSuccess: invalidate,
  });
}

export function useTakeTimeOut() {
  const invalidate = useInvalidateProtection();
  return useMutation({
    mutationFn: (days: 1 | 7 | 30 | 42) => unwrap(api.POST('/api/accounts/time_out', { body: { days } })),
    onSuccess: invalidate,
  });
}

export function useSelfExclude() {
  const invalidate = useInvalidateProtection();
  return useMutation({
    mutationFn: (months: 6 | 12 | 60) => unwrap(api.POST('/api/accounts/self_exclude', { body: { months } })),
    onSuccess: invalidate,
  });
}

export function useRequestReopen() {
  const invalidate = useInvalidateProtection();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/accounts/self_exclude/reopen')),
    onSuccess: invalidate,
  });
}
