/** The Create Tournament form's schema (zod): the spec's rules and messages, the entry fee read into cents. */
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { amountField } from '../../lib/amount';
import { ENTRY_FEE_RULE } from '../../lib/tournament-choices';
import { API_LIMITS } from '../../lib/api-types';
import { MAX_PLAYER_OPTIONS } from './bracket';

/** A prize table as the Prizes select holds it: its percents joined, "70,30". */
export const payoutsKey = (payouts: readonly number[]) => payouts.join(',');

/** The fewest players a table needs (two places from 4, three from 8), as the server's terms say. */
export function minPlayersFor(key: string): number {
  return API_LIMITS.payoutTables.find((t) => payoutsKey(t.payouts) === key)?.minPlayers ?? Number.POSITIVE_INFINITY;
}

/** The largest table a field of this many players may pay: where a smaller field leaves the chosen one. */
export function widestPayoutsFor(players: number): string {
  const fitting = API_LIMITS.payoutTables.filter((t) => t.minPlayers <= players);
  return payoutsKey((fitting.at(-1) ?? API_LIMITS.payoutTables[0]).payouts);
}

/**
 * What the form starts with: a fee of 10, four players (spec default), Classic (spec default), the winner takes
 * all (spec rule), a minute per move (the spec's 60 s).
 */
export const CREATE_DEFAULTS = {
  name: '',
  description: '',
  entry_fee: '10',
  max_players: String(API_LIMITS.defaultMaxPlayers),
  game_mode: API_LIMITS.defaultGameMode,
  payouts: payoutsKey(API_LIMITS.payoutTables[0].payouts),
  move_timeout: '60',
};

export const createTournamentSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => t`Tournament name is required` })
      .max(API_LIMITS.tournamentNameMaxLength),
    description: z.string().trim().max(API_LIMITS.tournamentDescriptionMaxLength),
    entry_fee: amountField(ENTRY_FEE_RULE),
    // The select's text, one of the bracket sizes.
    max_players: z
      .string()
      .transform(Number)
      .pipe(z.union(MAX_PLAYER_OPTIONS.map((size) => z.literal(size)))),
    game_mode: z.enum(API_LIMITS.gameModes),
    // The select's text: "70,30".
    payouts: z
      .string()
      .refine((key) => API_LIMITS.payoutTables.some((table) => payoutsKey(table.payouts) === key), {
        error: () => t`Choose a prize table`,
      })
      .transform((key) => key.split(',').map(Number)),
    // Seconds per move, as the select's text.
    move_timeout: z
      .string()
      .regex(/^\d+$/, { error: () => t`Choose a pace` })
      .transform(Number),
  })
  .superRefine((values, context) => {
    const needed = minPlayersFor(payoutsKey(values.payouts));
    const places = values.payouts.length;
    if (values.max_players < needed)
      context.addIssue({
        code: 'custom',
        path: ['payouts'],
        message: t`Paying ${places} places needs at least ${needed} players.`,
      });
  });

export type CreateTournamentValues = z.output<typeof createTournamentSchema>;
