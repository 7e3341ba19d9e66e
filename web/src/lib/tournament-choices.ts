/**
 * The choices every form that opens a game offers (create a tournament, challenge a friend): the entry fee's rule,
 * the game modes and the paces, with their labels.
 */
import type { AmountRule } from './amount';
import { API_LIMITS } from './api-types';
import type { GameMode } from './api/tournaments';
import { paceLabel } from './pace';

export const ENTRY_FEE_HINT = 'Minimum entry fee: $1.00';

export const ENTRY_FEE_RULE: AmountRule = {
  minCents: API_LIMITS.entryFeeMinCents,
  maxCents: API_LIMITS.entryFeeMaxCents,
  hint: ENTRY_FEE_HINT,
  belowMin: ENTRY_FEE_HINT,
  aboveMax: 'Maximum entry fee: $10,000.00',
};

export const GAME_MODE_DATA: { value: GameMode; label: string }[] = [
  { value: 'BLITZ', label: 'Blitz (Best of 1)' },
  { value: 'CLASSIC', label: 'Classic (Best of 3)' },
];

/** "1 day per move (Daily)": the clocks on offer, the server's default among them. */
export function paceData(choices: readonly number[]) {
  return choices.map((seconds) => ({
    value: String(seconds),
    label: seconds === 86_400 ? `${paceLabel(seconds)} (Daily)` : paceLabel(seconds),
  }));
}
