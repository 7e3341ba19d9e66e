/**
 * The choices every form that opens a game offers (create a tournament, challenge a friend): the entry fee's rule,
 * the game modes and the paces, with their labels.
 */
import { t } from '@lingui/core/macro';
import type { AmountRule } from './amount';
import { API_LIMITS } from './api-types';
import type { GameMode } from './api/tournaments';
import { paceLabel } from './pace';

/** "Minimum entry fee: $1.00", in the active language. */
export function entryFeeHint(): string {
  return t`Minimum entry fee: $1.00`;
}

// Getters: the rule's words are read in the active language each time a form checks a fee.
export const ENTRY_FEE_RULE: AmountRule = {
  minCents: API_LIMITS.entryFeeMinCents,
  maxCents: API_LIMITS.entryFeeMaxCents,
  get hint() {
    return entryFeeHint();
  },
  get belowMin() {
    return entryFeeHint();
  },
  get aboveMax() {
    return t`Maximum entry fee: $10,000.00`;
  },
};

// Getters: a select reads each label when it renders, in the active language.
export const GAME_MODE_DATA: { value: GameMode; label: string }[] = [
  {
    value: 'BLITZ',
    get label() {
      return t`Blitz (Best of 1)`;
    },
  },
  {
    value: 'CLASSIC',
    get label() {
      return t`Classic (Best of 3)`;
    },
  },
];

/** "1 day per move (Daily)": the clocks on offer, the server's default among them. */
export function paceData(choices: readonly number[]) {
  return choices.map((seconds) => ({
    value: String(seconds),
    label: seconds === 86_400 ? dailyPace(paceLabel(seconds)) : paceLabel(seconds),
  }));
}

function dailyPace(pace: string): string {
  return t`${pace} (Daily)`;
}
