import { describe, expect, it } from '@jest/globals';
import { CHALLENGE_DEFAULTS, challengeSchema } from './challenge-schema';

describe('the challenge form (issue 33 §1)', () => {
  it('reads the fee into cents, and a friendly as no fee at all whatever the field says', () => {
    expect(challengeSchema.parse({ ...CHALLENGE_DEFAULTS, entry_fee: '12.50' })).toMatchObject({
      entry_fee_cents: 1250,
      move_timeout: 300,
    });
    expect(challengeSchema.parse({ ...CHALLENGE_DEFAULTS, friendly: true, entry_fee: 'nonsense' })).toMatchObject({
      entry_fee_cents: 0,
    });
  });

  it('refuses a staked fee under the minimum on the fee field, and trims the opponent', () => {
    const low = challengeSchema.safeParse({ ...CHALLENGE_DEFAULTS, entry_fee: '0.50' });
    expect(low.success).toBe(false);
    expect(low.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['entry_fee', 'Minimum entry fee: $1.00'],
    ]);
    expect(challengeSchema.parse({ ...CHALLENGE_DEFAULTS, opponent: '  bob ' }).opponent).toBe('bob');
  });
});
