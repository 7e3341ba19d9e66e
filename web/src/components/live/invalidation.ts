/** Which cached reads each stream event makes stale (no React, tested in invalidation.test.ts). */
import type { QueryKey } from '@tanstack/react-query';
import { challengeKeys } from '../../lib/api/challenges';
import { matchKeys } from '../../lib/api/match';
import { identityKeys } from '../../lib/api/identity';
import { leaderboardKeys } from '../../lib/api/leaderboard';
import { notificationKeys } from '../../lib/api/notifications';
import { tournamentKeys } from '../../lib/api/tournaments';
import { walletKeys } from '../../lib/api/wallet';
import type { LiveEvent } from '../../lib/live/stream';

export interface Invalidation {
  queryKey: QueryKey;
  /** The profile feeds the top bar and the dashboard even when no query observes it. */
  refetchType?: 'active' | 'all';
}

const id = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

const profile: Invalidation = { queryKey: identityKeys.profile(), refetchType: 'all' };

function forMatch(data: unknown): Invalidation[] {
  const matchId = id(field(data, 'match_id'));
  const tournamentId = id(field(data, 'tournament_id'));
  // The Live page's scores too (issue 33 §4).
  const keys: Invalidation[] = matchId ? [{ queryKey: matchKeys.detail(matchId) }, { queryKey: matchKeys.live() }] : [];
  // A rematch offered, taken or withdrawn (issue 33 §2) is one of the two players' open challenges.
  if (String(field(data, 'reason')).startsWith('rematch_')) keys.push({ queryKey: challengeKeys.all });
  if (!tournamentId) return keys;
  // Every move or result changes whose turn it is ("Your Matches", and the "Play Now!" of the tournament and of
  // the lists' cards); a result moves the bracket's scores too (under the tournament's key).
  keys.push({ queryKey: tournamentKeys.detail(tournamentId) }, { queryKey: tournamentKeys.lists() });
  // A match's end changes the players' stats.
  if (field(data, 'reason') === 'completed') keys.push(profile, { queryKey: leaderboardKeys.all });
  return keys;
}

function forTournament(data: unknown): Invalidation[] {
  const tournamentId = id(field(data, 'tournament_id'));
  const keys: Invalidation[] = [{ queryKey: tournamentKeys.lists() }];
  if (tournamentId) keys.push({ queryKey: tournamentKeys.detail(tournamentId) });
  return keys;
}

/** The reads one event concerns; an unknown event concerns none (the safety-net polls still run). */
export function invalidationsFor(event: LiveEvent): Invalidation[] {
  switch (event.name) {
    case 'match':
      return forMatch(event.data);
    case 'tournament':
      return forTournament(event.data);
    case 'tournaments':
      // A tournament that starts or ends starts or ends matches on the Live page.
      return [{ queryKey: tournamentKeys.lists() }, { queryKey: matchKeys.live() }];
    case 'wallet':
      return [{ queryKey: walletKeys.all }, profile];
    case 'notifications':
      // The bell: its count and its list, on every page.
      return [{ queryKey: notificationKeys.all, refetchType: 'all' }];
    default:
      return [];
  }
}

/** One entry per key, `all` winning over `active`: a burst of events refetches each read once. */
export function mergeInvalidations(batches: Invalidation[][]): Invalidation[] {
  const byKey = new Map<string, Invalidation>();
  for (const item of batches.flat()) {
    const key = JSON.stringify(item.queryKey);
    const seen = byKey.get(key);
    if (!seen || item.refetchType === 'all') byKey.set(key, item);
  }
  return [...byKey.values()];
}
