import { DAY_MS, dayProblem, dayText, parseDay } from '../../../shared/calendar/calendar-day.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { msg, remembered } from '#i18n';

/** A year, leap day included: longer reports are run a year at a time. */
export const MAX_FINANCE_DAYS = 366;
/** The period when none is asked: the last 30 days, today included. */
export const DEFAULT_FINANCE_DAYS = 30;

/** Every UTC day from `from` to `to`, both included, as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const start = parseDay(from);
  const end = parseDay(to);
  if (start === null || end === null) throw new RangeError(`Not a period: ${from}..${to}`);
  const days: string[] = [];
  for (let time = start; time <= end; time += DAY_MS) days.push(dayText(time));
  return days;
}

/**
 * The report's period from what the admin asked: `to` defaults to today (UTC), `from` to 30 days ending at `to`.
 * A date that is not a real day or outside 1970-01-01..9999-12-30, a start after the end or a period over a year
 * is a field error.
 */
export function resolveFinancePeriod(asked: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const fields: Record<string, string[]> = {};
  // The days asked are checked as every day a request names is (shared/calendar): a real day, 1970 to 9999.
  const askedDay = (field: 'from' | 'to', day: string): number | null => {
    const problem = dayProblem(day);
    if (problem !== null) fields[field] = [problem];
    return problem === null ? parseDay(day) : null;
  };
  const to =
    asked.to === undefined
      ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
      : askedDay('to', asked.to);
  const from =
    asked.from === undefined ? (to ?? 0) - (DEFAULT_FINANCE_DAYS - 1) * DAY_MS : askedDay('from', asked.from);
  if (from !== null && to !== null) {
    if (from > to) fields.to = [remembered(msg({ message: 'The end date must not be before the start date.' }))];
    else if ((to - from) / DAY_MS + 1 > MAX_FINANCE_DAYS) {
      fields.to = [`A report covers at most ${MAX_FINANCE_DAYS} days.`];
    }
  }
  if (Object.keys(fields).length || from === null || to === null) {
    throw new DomainError('validation_failed', 'validation', msg({ message: 'Invalid period.' }), { fields });
  }
  return { from: dayText(from), to: dayText(to) };
}
