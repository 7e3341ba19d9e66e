import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { api, publicApi, unwrap } from '../api-client';
import type { Schema } from '../contract';
import { useStartSession } from './account-actions';

export type AccountSession = Schema<'AccountSessionDto'>;
export type Passkey = Schema<'PasskeyDto'>;

/** Far more than anyone's devices: the Security page shows every session and passkey on one page. */
const ONE_PAGE = { page_size: 100 };

export const securityKeys = {
  all: ['security'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  passkeys: () => [...securityKeys.all, 'passkeys'] as const,
};

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.sessions(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/sessions', { params: { query: ONE_PAGE }, signal })),
    staleTime: 2000,
  });

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.passkeys(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/accounts/passkeys', { params: { query: ONE_PAGE }, signal })),
    staleTime: 2000,
  });

function useReloadSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityKeys.all });
}

export function useEndSession() {
  const reload = useReloadSecurity();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/accounts/sessions/{id}', { params: { path: { id } } })),
    onSuccess: reload,
  });
}

export function useEndOtherSessions() {
  const reload = useReloadSecurity();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/accounts/sessions/revoke_others')),
    onSuccess: reload,
  });
}

/** The browser's passkey prompt between the server's options and its verification. */
export function useAddPasskey() {
  const reload = useReloadSecurity();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await unwrap(api.POST('/api/accounts/passkeys/register/options', { body: {} }));
      // Loaded on use: the library is needed only when a passkey is made or used, not by a first visit.
      const { startRegistration } = await import('@simplewebauthn/browser');
      const credential = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      const body = { credential: credential as unknown as Record<string, never>, name: name.trim() || undefined };
      return unwrap(api.POST('/api/accounts/passkeys/register', { body }));
    },
    onSuccess: reload,
  });
}

export function useRemovePasskey() {
  const reload = useReloadSecurity();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/accounts/passkeys/{id}', { params: { path: { id } } })),
    onSuccess: reload,
  });
}

/** Sign-in with no username: the authenticator offers the passkeys it holds for this site. */
export function usePasskeyLoginMutation() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: async () => {
      const options = await unwrap(publicApi.POST('/api/accounts/login/passkey/options'));
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      const body = { credential: credential as unknown as Record<string, never> };
      return unwrap(publicApi.POST('/api/accounts/login/passkey', { body }));
    },
    onSuccess: startSession,
  });
}
