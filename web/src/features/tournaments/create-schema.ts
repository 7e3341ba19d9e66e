/** The Create Tournament form's schema (zod): the spec's rules and messages, the entry fee read into cents. */
import { z } from 'zod';
import { amountField, type AmountRule } from '../../lib/amount';
import { API_LIMITS } from '../../lib/api-types';
import { MAX_PLAYER_OPTIONS } from './bracket';

export const ENTRY_FEE_HINT = 'Minimum entry fee: $1.00';

export const ENTRY_FEE_RULE: AmountRule = {
  minCents: API_LIMITS.entryFeeMinCents,
  maxCents: API_LIMITS.entryFeeMaxCents,
  hint: ENTRY_FEE_HINT,
  belowMin: ENTRY_FEE_HINT,
  aboveMax: 'Maximum entry fee: $10,000.00',
};

/** What the form starts with: a fee of 10, four players (spec default), Classic (spec default). */
export const CREATE_DEFAULTS = {
  name: '',
  description: '',
  entry_fee: '10',
  max_players: String(API_LIMITS.defaultMaxPlayers),
  game_mode: API_LIMITS.defaultGameMode,
};

export const createTournamentSchema = z.object({
  name: z.string().trim().min(1, 'Tournament name is required').max(API_LIMITS.tournamentNameMaxLength),
  description: z.string().trim().max(API_LIMITS.tournamentDescriptionMaxLength),
  entry_fee: amountField(ENTRY_FEE_RULE),
  // The select's text, one of the bracket sizes.
  max_players: z
    .string()
    .transform(Number)
    .pipe(z.union(MAX_PLAYER_OPTIONS.map((size) => z.literal(size)))),
  game_mode: z.enum(API_LIMITS.gameModes),
});

export type CreateTournamentValues = z.output<typeof createTournamentSchema>;
