import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from './api/identity';
import { playRestriction, type PlayRestriction } from './restriction';

/** The signed-in player's break in force, from the profile (which carries `protection`; a break taken reloads it). */
export function usePlayRestriction(): PlayRestriction | null {
  const { data: profile } = useQuery(profileQueryOptions());
  return playRestriction(profile?.protection);
}
