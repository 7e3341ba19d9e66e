/** The Create Tournament dialog's choices: seats, game modes, prize tables and paces, with their labels. */
import { API_LIMITS } from '../../lib/api-types';
import type { GameMode } from '../../lib/api/tournaments';
import { paceLabel } from '../../lib/pace';
import { payoutsLabel } from '../../lib/prize';
import { MAX_PLAYER_OPTIONS, roundsFor } from './bracket';
import { payoutsKey } from './create-schema';

export const MAX_PLAYER_DATA = MAX_PLAYER_OPTIONS.map((n) => {
  const rounds = roundsFor(n);
  return { value: String(n), label: `${n} players (${rounds} ${rounds === 1 ? 'round' : 'rounds'})` };
});

export const GAME_MODE_DATA: { value: GameMode; label: string }[] = [
  { value: 'BLITZ', label: 'Blitz (Best of 1)' },
  { value: 'CLASSIC', label: 'Classic (Best of 3)' },
];

/** The prize tables, each offered only from the players it needs, with the reason beside one it is not. */
export function payoutData(players: number) {
  return API_LIMITS.payoutTables.map((table) => {
    const short = players < table.minPlayers;
    return {
      value: payoutsKey(table.payouts),
      label: short
        ? `${payoutsLabel(table.payouts)} (needs ${table.minPlayers}+ players)`
        : payoutsLabel(table.payouts),
      disabled: short,
    };
  });
}

/** "1 day per move (Daily)": the clocks on offer, the server's default among them. */
export function paceData(choices: readonly number[]) {
  return choices.map((seconds) => ({
    value: String(seconds),
    label: seconds === 86_400 ? `${paceLabel(seconds)} (Daily)` : paceLabel(seconds),
  }));
}

export const DAILY_HINT =
  'Daily play: no need to be online together. Each game is announced in your inbox (and by mail if you chose ' +
  'mails), with a reminder when a fifth of your time is left.';
