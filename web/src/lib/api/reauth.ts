import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api, unwrap } from '../api-client';
import type { Schema } from '../contract';

export type ReauthenticateInput = Schema<'ReauthenticateDto'>;

/** Proof of presence for this session (issue 30 §1): the current password or a code; lasts 5 minutes. */
export function reauthenticate(body: ReauthenticateInput) {
  return unwrap(api.POST('/api/accounts/reauthenticate', { body }));
}

/** The same proof by one of the account's passkeys: the browser's prompt between the options and the answer. */
export async function reauthenticateWithPasskey() {
  const options = await unwrap(api.POST('/api/accounts/reauthenticate/options'));
  // Loaded on use: the dialog is reachable from every page, the library from none until a passkey is used.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return reauthenticate({ passkey: credential as unknown as Record<string, never> });
}
