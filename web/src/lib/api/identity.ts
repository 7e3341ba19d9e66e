import { queryOptions } from '@tanstack/react-query';
import { api, sessionCheckApi, unwrap } from '../api-client';
import { clearSession, getSession, setUser, type SessionUser } from '../session';

/**
 * The session's reads: the profile, and the start-up check of a stored session. In the first visit's chunk (main.tsx
 * starts the check); what a player does with their account (sign in, register, log out, change settings) is in
 * account-actions.ts, loaded with the pages that do it (issue 35 §4).
 */
export type User = SessionUser;

export const identityKeys = {
  all: ['identity'] as const,
  profile: () => [...identityKeys.all, 'profile'] as const,
};

/**
 * GET /accounts/profile/; every successful read also refreshes the stored user (top bar, dashboard). The start-up
 * check passes `sessionCheckApi`, which leaves the visitor on their page when the session cannot be refreshed.
 */
export async function fetchProfile(options: { signal?: AbortSignal; client?: typeof api } = {}) {
  const { signal, client = api } = options;
  const user = await unwrap(client.GET('/api/accounts/profile', { signal }));
  setUser(user);
  return user;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: identityKeys.profile(),
    queryFn: ({ signal }) => fetchProfile({ signal }),
    // A route loader and the page mounting right after it share one request.
    staleTime: 2000,
  });

/**
 * On start: a stored session is checked against GET /accounts/profile/ (refreshing the tokens if needed);
 * if that fails for any reason the stored session is cleared.
 */
export async function restoreSession(): Promise<void> {
  const { access, refresh } = getSession();
  if (!access && !refresh) return;
  try {
    await fetchProfile({ client: sessionCheckApi });
  } catch {
    clearSession();
  }
}
