import { plural, t } from '@lingui/core/macro';
/**
 * A move clock in words, as the card and the match page say it ("1 min per move", "1 day per move"): the
 * server's `paceLabel` (src/modules/gameplay/contracts/clocks.ts), which test/unit/prize-agreement.test.ts holds
 * this to.
 */
export function paceLabel(seconds: number): string {
  if (seconds >= 86_400 && seconds % 86_400 === 0) {
    const days = seconds / 86_400;
    return plural(days, { one: '# day per move', other: '# days per move' });
  }
  if (seconds >= 3600 && seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return plural(hours, { one: '# hour per move', other: '# hours per move' });
  }
  if (seconds >= 60 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return t`${minutes} min per move`;
  }
  return t`${seconds} s per move`;
}

/** An hour or more per move: nobody needs to be online together ("Daily"). */
export function isDailyPlay(seconds: number): boolean {
  return seconds >= 3600;
}
