import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../lib/errors';
import { AdminAccessDenied } from './access';
import { adminRefusal } from './admin-refusal';

/** The words of the server's 403 for an admin without two-factor. */
const ADMIN_TWO_FACTOR_REQUIRED = 'Set up two-factor authentication to use the admin panel.';

const refused = (body: unknown, status = 403) => new ApiError('http', status, body, 'forbidden');

describe(adminRefusal.name, () => {
  it('reads the two-factor pages from the 403s codes, whatever their words', () => {
    expect(adminRefusal(refused({ detail: 'Reworded: turn two-factor on.', code: 'two_factor_required' }))).toBe(
      'set_up_two_factor',
    );
    expect(adminRefusal(refused({ detail: 'Enter a code.', code: 'two_factor_code_required' }))).toBe('code_required');
  });

  it('takes the words for no code: the set-up text under another code is a plain 403', () => {
    expect(adminRefusal(refused({ detail: ADMIN_TWO_FACTOR_REQUIRED, code: 'forbidden' }))).toBe('forbidden');
    expect(adminRefusal(refused({ detail: ADMIN_TWO_FACTOR_REQUIRED }))).toBe('forbidden');
  });

  it('answers the 403 page for a player, and no refusal for a failure to load', () => {
    expect(adminRefusal(new AdminAccessDenied())).toBe('forbidden');
    expect(adminRefusal(refused({ detail: 'No.', code: 'two_factor_required' }, 500))).toBeNull();
    expect(adminRefusal(new ApiError('network', 0, null, 'Network error.'))).toBeNull();
    expect(adminRefusal(new Error('boom'))).toBeNull();
  });
});
