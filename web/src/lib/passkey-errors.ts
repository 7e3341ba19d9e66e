import { t } from '@lingui/core/macro';
import { bodyDetail, bodyError, errorMessage } from './errors';

/**
 * The words for a failed passkey step: the server's refusal, or the browser's (the prompt closed, timed out,
 * or no passkey for this site on the device), which arrives as a DOMException rather than an API error.
 */
export function passkeyFailure(failure: unknown): string {
  if (failure instanceof Error && failure.name === 'NotAllowedError') {
    return t`The passkey prompt was closed or timed out. Please try again.`;
  }
  if (failure instanceof Error && failure.name === 'InvalidStateError') {
    return t`This device already holds a passkey for your account.`;
  }
  if (failure instanceof Error && failure.name === 'NotSupportedError') {
    return t`This browser cannot use passkeys here.`;
  }
  return bodyError(failure) ?? bodyDetail(failure) ?? errorMessage(failure);
}
