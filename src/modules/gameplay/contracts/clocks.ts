/**
 * How move clocks read, and daily play (issue 32 §4): on a clock of an hour or more per move nobody needs to be
 * online with their opponent. Each game's start is told to both players (a notice, and a mail to whoever chose
 * mails), and a reminder follows when a fifth of the clock is left. Gameplay owns the clocks; tournaments and
 * notifications read these.
 */
export const DAILY_PLAY_SECONDS = 3600;

/** The reminder comes when this share of the clock is left: a fifth. */
export const REMINDER_SHARE_LEFT = 1 / 5;

export function isDailyPlay(moveTimeoutSeconds: number): boolean {
  return moveTimeoutSeconds >= DAILY_PLAY_SECONDS;
}

const UNITS = [
  { seconds: 86_400, one: 'day', many: 'days', short: 'd' },
  { seconds: 3600, one: 'hour', many: 'hours', short: 'h' },
  { seconds: 60, one: 'min', many: 'min', short: 'min' },
] as const;

/** The pace in words, as the card and the match page say it: "1 min per move", "1 day per move". */
export function paceLabel(seconds: number): string {
  const unit = UNITS.find((u) => seconds >= u.seconds && seconds % u.seconds === 0);
  if (!unit) return `${seconds} s per move`;
  const count = seconds / unit.seconds;
  return `${count} ${count === 1 ? unit.one : unit.many} per move`;
}

/** A span in its two largest units, to the minute: "4 h 48 min", "12 min", "1 d 2 h"; under a minute, "1 min". */
export function spanWords(seconds: number): string {
  let rest = Math.max(60, Math.round(seconds / 60) * 60);
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0 || parts.length > 0) parts.push(`${count} ${unit.short}`);
    if (parts.length === 2) break;
  }
  return parts.filter((part) => !part.startsWith('0 ')).join(' ');
}
