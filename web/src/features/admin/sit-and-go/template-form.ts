/**
 * The template dialog's schema (zod): the server's rules and messages, the entry fee read into cents. Every
 * message is read when it is shown or a value is checked, so it is in the admin's current language (issue 36).
 */
import { plural, t } from '@lingui/core/macro';
import { z } from 'zod';
import { amountField, type AmountRule } from '../../../lib/amount';
import { API_LIMITS } from '../../../lib/api-types';
import { centsToDecimal } from '../../../lib/money';
import { paceLabel } from '../../../lib/pace';
import { payoutsLabel } from '../../../lib/prize';
import type { SitAndGoTemplate, SitAndGoTemplateBody } from './queries';

// The amounts are written as the amount field reads them (lib/amount: "1,000.00"), whatever the language.
const FEE_RULE: AmountRule = {
  minCents: API_LIMITS.entryFeeMinCents,
  maxCents: API_LIMITS.entryFeeMaxCents,
  get hint() {
    return t`From 1.00 to 10,000.00`;
  },
  get belowMin() {
    return t`The entry fee is at least 1.00`;
  },
  get aboveMax() {
    return t`The entry fee is at most 10,000.00`;
  },
};

const key = (payouts: readonly number[]) => payouts.join(',');

function minPlayersFor(payouts: string): number {
  return API_LIMITS.payoutTables.find((t) => key(t.payouts) === payouts)?.minPlayers ?? Number.POSITIVE_INFINITY;
}

export function seatData() {
  return API_LIMITS.bracketSizes.map((n) => ({
    value: String(n),
    label: plural(n, { one: '# player', other: '# players' }),
  }));
}

export function modeData() {
  return [
    { value: 'BLITZ', label: t`Blitz (best of 1)` },
    { value: 'CLASSIC', label: t`Classic (best of 3)` },
  ];
}

export function payoutData(players: number) {
  return API_LIMITS.payoutTables.map((table) => {
    const label = payoutsLabel(table.payouts);
    const needed = table.minPlayers;
    return {
      value: key(table.payouts),
      label: players < needed ? t`${label} (needs ${needed}+ players)` : label,
      disabled: players < needed,
    };
  });
}

export const paceData = (choices: readonly number[]) =>
  choices.map((seconds) => ({ value: String(seconds), label: paceLabel(seconds) }));

export interface TemplateValues extends Record<string, unknown> {
  name: string;
  entry_fee: string;
  max_players: string;
  game_mode: string;
  payouts: string;
  move_timeout: string;
  active: boolean;
}

export const NEW_TEMPLATE: TemplateValues = {
  name: '',
  entry_fee: '1.00',
  max_players: '2',
  game_mode: 'BLITZ',
  payouts: '100',
  move_timeout: '60',
  active: true,
};

export function valuesOf(template: SitAndGoTemplate): TemplateValues {
  return {
    name: template.name,
    entry_fee: template.entry_fee,
    max_players: String(template.max_players),
    game_mode: template.game_mode,
    payouts: key(template.payouts),
    move_timeout: String(template.move_timeout),
    active: template.active,
  };
}

export const templateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => t`Give the table a name` })
      .max(API_LIMITS.tournamentNameMaxLength),
    entry_fee: amountField(FEE_RULE),
    max_players: z
      .string()
      .regex(/^\d+$/, { error: () => t`Choose the seats` })
      .transform(Number),
    game_mode: z.enum(['BLITZ', 'CLASSIC']),
    payouts: z.string().min(1, { error: () => t`Choose a prize table` }),
    move_timeout: z
      .string()
      .regex(/^\d+$/, { error: () => t`Choose a pace` })
      .transform(Number),
    active: z.boolean(),
  })
  .superRefine((values, context) => {
    const needed = minPlayersFor(values.payouts);
    const places = values.payouts.split(',').length;
    if (values.max_players < needed)
      context.addIssue({
        code: 'custom',
        path: ['payouts'],
        message: t`Paying ${places} places needs at least ${needed} players.`,
      });
  });

export type TemplateOutput = z.output<typeof templateSchema>;

/** The request body from the schema's output: the fee back to "2.00", the prize table to its percents. */
export function bodyOf(values: TemplateOutput): SitAndGoTemplateBody {
  return {
    name: values.name,
    entry_fee: centsToDecimal(values.entry_fee),
    max_players: values.max_players as SitAndGoTemplateBody['max_players'],
    game_mode: values.game_mode,
    payouts: values.payouts.split(',').map(Number),
    move_timeout: values.move_timeout,
    active: values.active,
  };
}
