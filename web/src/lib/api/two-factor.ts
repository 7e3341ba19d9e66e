import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api-client';
import { fetchProfile, identityKeys } from './identity';

/** Two-factor sign-in (issue 21 §3): setting up an authenticator, confirming it, turning it off. */
export function useStartTotpSetup() {
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/accounts/2fa/totp/setup', { body: {} })) });
}

/** After a change the profile (and the stored user's `two_factor_enabled`) is read again. */
function useProfileRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await fetchProfile().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: identityKeys.profile() });
  };
}

export function useConfirmTotp() {
  const refresh = useProfileRefresh();
  return useMutation({
    mutationFn: (code: string) => unwrap(api.POST('/api/accounts/2fa/totp/confirm', { body: { code } })),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useProfileRefresh();
  return useMutation({
    mutationFn: (code: string) => unwrap(api.POST('/api/accounts/2fa/totp/disable', { body: { code } })),
    onSuccess: refresh,
  });
}

/** Ten new recovery codes; the old ones stop working. */
export function useRenewRecoveryCodes() {
  return useMutation({ mutationFn: () => unwrap(api.POST('/api/accounts/2fa/recovery_codes', { body: {} })) });
}
