/** The Create Tournament dialog's own choices: seats and prize tables, with their labels (modes and paces: lib/tournament-choices). */
import { msg, plural, t } from '@lingui/core/macro';
import { API_LIMITS } from '../../lib/api-types';
import { payoutsLabel } from '../../lib/prize';
import { MAX_PLAYER_OPTIONS, roundsFor } from './bracket';
import { payoutsKey } from './create-schema';

/** The seats on offer, in the language active when the dialog renders. */
export function maxPlayerData() {
  return MAX_PLAYER_OPTIONS.map((n) => {
    const rounds = roundsFor(n);
    return {
      value: String(n),
      label: plural(rounds, { one: `${n} players (# round)`, other: `${n} players (# rounds)` }),
    };
  });
}

/** The prize tables, each offered only from the players it needs, with the reason beside one it is not. */
export function payoutData(players: number) {
  return API_LIMITS.payoutTables.map((table) => {
    const short = players < table.minPlayers;
    const label = payoutsLabel(table.payouts);
    const needs = table.minPlayers;
    return {
      value: payoutsKey(table.payouts),
      label: short ? t`${label} (needs ${needs}+ players)` : label,
      disabled: short,
    };
  });
}

export const DAILY_HINT = msg`Daily play: no need to be online together. Each game is announced in your inbox (and by mail if you chose mails), with a reminder when a fifth of your time is left.`;
