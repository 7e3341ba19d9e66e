/** The Create Tournament dialog's own choices: seats and prize tables, with their labels (modes and paces: lib/tournament-choices). */
import { API_LIMITS } from '../../lib/api-types';
import { payoutsLabel } from '../../lib/prize';
import { MAX_PLAYER_OPTIONS, roundsFor } from './bracket';
import { payoutsKey } from './create-schema';

export const MAX_PLAYER_DATA = MAX_PLAYER_OPTIONS.map((n) => {
  const rounds = roundsFor(n);
  return { value: String(n), label: `${n} players (${rounds} ${rounds === 1 ? 'round' : 'rounds'})` };
});

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

export const DAILY_HINT =
  'Daily play: no need to be online together. Each game is announced in your inbox (and by mail if you chose ' +
  'mails), with a reminder when a fifth of your time is left.';
