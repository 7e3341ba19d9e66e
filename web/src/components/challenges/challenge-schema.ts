/** The Challenge a friend form's schema (zod): stakes (or a friendly), the game, the pace and whom to challenge. */
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { amountField } from '../../lib/amount';
import { API_LIMITS } from '../../lib/api-types';
import { ENTRY_FEE_RULE } from '../../lib/tournament-choices';

/** A challenge's pace starts at five minutes a move: two friends rarely sit down for a minute's clock. */
export const CHALLENGE_DEFAULTS = {
  friendly: false,
  entry_fee: '5',
  game_mode: 'CLASSIC' as (typeof API_LIMITS.gameModes)[number],
  move_timeout: '300',
  opponent: '',
};

export type ChallengeFormValues = typeof CHALLENGE_DEFAULTS;

export const challengeSchema = z
  .object({
    friendly: z.boolean(),
    entry_fee: z.string(),
    game_mode: z.enum(API_LIMITS.gameModes),
    move_timeout: z
      .string()
      .regex(/^\d+$/, { error: () => t`Choose a pace` })
      .transform(Number),
    opponent: z.string().trim().max(150),
  })
  .transform((values, context) => {
    // A friendly plays for nothing: its fee field is not read at all.
    if (values.friendly) return { ...values, entry_fee_cents: 0 };
    const fee = amountField(ENTRY_FEE_RULE).safeParse(values.entry_fee);
    if (!fee.success) {
      context.addIssue({ code: 'custom', path: ['entry_fee'], message: fee.error.issues[0]?.message ?? t`Invalid` });
      return z.NEVER;
    }
    return { ...values, entry_fee_cents: fee.data };
  });

export type ChallengeValues = z.output<typeof challengeSchema>;
