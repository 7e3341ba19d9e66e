/**
 * A move clock in words, as the card and the match page say it ("1 min per move", "1 day per move"): the
 * server's `paceLabel` (src/modules/gameplay/contracts/clocks.ts), which test/unit/prize-agreement.test.ts holds
 * this to.
 */
const UNITS = [
  { seconds: 86_400, one: 'day', many: 'days' },
  { seconds: 3600, one: 'hour', many: 'hours' },
  { seconds: 60, one: 'min', many: 'min' },
] as const;

export function paceLabel(seconds: number): string {
  const unit = UNITS.find((u) => seconds >= u.seconds && seconds % u.seconds === 0);
  if (!unit) return `${seconds} s per move`;
  const count = seconds / unit.seconds;
  return `${count} ${count === 1 ? unit.one : unit.many} per move`;
}

/** An hour or more per move: nobody needs to be online together ("Daily"). */
export function isDailyPlay(seconds: number): boolean {
  return seconds >= 3600;
}
