import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, publicApi, unwrap } from '../api-client';
import type { Schema } from '../contract';
import { getSession } from '../session';
import { fetchProfile, identityKeys } from './identity';

export type ChangePasswordInput = Schema<'ChangePasswordDto'>;
export type ChangeEmailInput = Schema<'ChangeEmailDto'>;
export type ResetPasswordInput = Schema<'ResetPasswordDto'>;

/**
 * A player's email and password (issue 21 §2). The one-time token of a mailed link travels in the POST body
 * only; the public calls work signed in or not (the link may open in another browser).
 */
export function forgotPassword(email: string) {
  return unwrap(publicApi.POST('/api/accounts/password/forgot', { body: { email } }));
}

export function resetPassword(input: ResetPasswordInput) {
  return unwrap(publicApi.POST('/api/accounts/password/reset', { body: input }));
}

export function verifyEmail(token: string) {
  return unwrap(publicApi.POST('/api/accounts/email/verify', { body: { token } }));
}

/** The link a reset mailed for a factor it suspended: the factor works again (issue 30 §1). */
export function keepFactor(token: string) {
  return unwrap(publicApi.POST('/api/accounts/factors/keep', { body: { token } }));
}

export function confirmEmailChange(token: string) {
  return unwrap(publicApi.POST('/api/accounts/email/change/confirm', { body: { token } }));
}

/** After a link changed the account: the signed-in user (top bar, banner, profile) is read again. */
export async function refreshSignedInUser(queryClient: ReturnType<typeof useQueryClient>): Promise<void> {
  if (!getSession().access) return;
  await fetchProfile().catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey: identityKeys.profile() });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/accounts/email/resend')) });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => unwrap(api.POST('/api/accounts/password/change', { body })),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => unwrap(api.POST('/api/accounts/email/change', { body })),
  });
}
