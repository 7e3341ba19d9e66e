import { DomainError } from '../../../shared/errors/domain-error.js';

/** A year, leap day included: longer reports are run a year at a time. */
export const MAX_FINANCE_DAYS = 366;
/** The period when none is asked: the last 30 days, today included. */
export const DEFAULT_FINANCE_DAYS = 30;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a real calendar date in YYYY-MM-DD, or null. */
export function utcDay(text: string): number | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time;
}

export const dayText = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, both included, as YYYY-MM-DD. */
export function daysBetween(from: string, to: string): string[] {
  const start = utcDay(from);
  const end = utcDay(to);
  if (start === null || end === null) throw new RangeError(`Not a period: ${from}..${to}`);
  const days: string[] = [];
  for (let time = start; time <= end; time += DAY_MS) days.push(dayText(time));
  return days;
}

/** The day after a YYYY-MM-DD day, whose midnight ends it. */
export function nextDay(day: string): string {
  const time = utcDay(day);
  if (time === null) throw new RangeError(`Not a day: ${day}`);
  return dayText(time + DAY_MS);
}

const INVALID = 'Enter a valid date in the format YYYY-MM-DD.';

/**
 * The report's period from what the admin asked: `to` defaults to today (UTC), `from` to 30 days ending at `to`.
 * A date that is not a real day, a start after the end or a period over a year is a field error.
 */
export function resolveFinancePeriod(asked: { from?: string; to?: string }, now: Date): { from: string; to: string } {
  const fields: Record<string, string[]> = {};
  const to =
    asked.to === undefined ? Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) : utcDay(asked.to);
  if (to === null) fields.to = [INVALID];
  const from = asked.from === undefined ? (to ?? 0) - (DEFAULT_FINANCE_DAYS - 1) * DAY_MS : utcDay(asked.from);
  if (from === null) fields.from = [INVALID];
  if (from !== null && to !== null) {
    if (from > to) fields.to = ['The end date must not be before the start date.'];
    else if ((to - from) / DAY_MS + 1 > MAX_FINANCE_DAYS) {
      fields.to = [`A report covers at most ${MAX_FINANCE_DAYS} days.`];
    }
  }
  if (Object.keys(fields).length || from === null || to === null) {
    throw new DomainError('validation_failed', 'validation', 'Invalid period.', { fields });
  }
  return { from: dayText(from), to: dayText(to) };
}
