import { describe, expect, it } from '@jest/globals';
import { ApiError } from './errors';
import { passkeyFailure } from './passkey-errors';

const domException = (name: string) => Object.assign(new Error('browser said no'), { name });

describe(passkeyFailure.name, () => {
  it("words the browser's refusals for a player", () => {
    expect(passkeyFailure(domException('NotAllowedError'))).toBe(
      'The passkey prompt was closed or timed out. Please try again.',
    );
    expect(passkeyFailure(domException('InvalidStateError'))).toBe(
      'This device already holds a passkey for your account.',
    );
    expect(passkeyFailure(domException('NotSupportedError'))).toBe('This browser cannot use passkeys here.');
  });

  it("passes the server's own words on", () => {
    const refused = new ApiError('http', 400, { error: 'This passkey is not registered with Spockout.' }, 'x');
    expect(passkeyFailure(refused)).toBe('This passkey is not registered with Spockout.');
    const stale = new ApiError('http', 403, { detail: 'Sign in again to remove a passkey.' }, 'x');
    expect(passkeyFailure(stale)).toBe('Sign in again to remove a passkey.');
  });
});
