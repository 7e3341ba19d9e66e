import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { api, publicApi, timedExchange, unwrap } from '../api-client';
import type { Schema } from '../contract';
import { clearSession, getSession, setSession, setUser } from '../session';
import { identityKeys } from './identity';

/** What a player does with their account: sign in, register, log out, change their settings (identity.ts reads). */
export type AuthTokens = Schema<'TokenPairDto'>;
export type AuthResponse = Schema<'SessionDto'>;
/** The password was right and two-factor is on: the second step sends a code with this token. */
export type MfaRequired = Schema<'MfaRequiredDto'>;
export type LoginInput = Schema<'LoginDto'>;
export type RegisterInput = Schema<'RegisterDto'>;

export function login(input: LoginInput): Promise<AuthResponse | MfaRequired> {
  return unwrap(publicApi.POST('/api/accounts/login', { body: input }));
}

export const needsSecondStep = (answer: AuthResponse | MfaRequired): answer is MfaRequired => 'mfa_token' in answer;

/** The second step of a sign-in with two-factor on: the token the password step answered, and a code. */
export function loginMfa(input: { mfa_token: string; code: string }): Promise<AuthResponse> {
  return unwrap(publicApi.POST('/api/accounts/login/mfa', { body: input }));
}

export function register(input: RegisterInput): Promise<AuthResponse> {
  return unwrap(publicApi.POST('/api/accounts/register', { body: input }));
}

/** Stores the new session; the dashboard then refreshes the profile as on every load. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (response: AuthResponse) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'health' });
      setSession(response.tokens.access, response.tokens.refresh, response.user);
    },
    [queryClient],
  );
}

export function useLoginMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (!needsSecondStep(answer)) startSession(answer);
    },
  });
}

export function useLoginMfaMutation() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: loginMfa, onSuccess: startSession });
}

export function useRegisterMutation() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: register, onSuccess: startSession });
}

const LOGOUT_TIMEOUT_MS = 5000;

/**
 * POST /accounts/logout/ {refresh}, a public route (an expired access token must not stop a logout), with a short
 * timeout; whatever the server replies, the caller clears the session.
 */
export async function revokeSession(): Promise<void> {
  const { refresh } = getSession();
  if (!refresh) return;
  try {
    await publicApi.POST('/api/accounts/logout', { body: { refresh }, fetch: timedExchange(LOGOUT_TIMEOUT_MS) });
  } catch {
    // The server may refuse an expired token; the local session goes anyway.
  }
}

/** Logout: revoke on the server, clear the session, go to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeSession();
    clearSession();
    await navigate({ to: '/login' });
  }, [navigate]);
}

/** PUT /accounts/profile/: the player's own settings; the answer is the profile as it now stands. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Schema<'UpdateProfileDto'>) => unwrap(api.PUT('/api/accounts/profile', { body })),
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(identityKeys.profile(), user);
    },
  });
}
