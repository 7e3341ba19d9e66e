import { msg, remembered } from '#i18n';
/**
 * Calendar days (UTC, YYYY-MM-DD) as a request names them: a report's period, a list's filter. A day stands for
 * the half-open time [its midnight, the next midnight), so the last day a request may name is the one whose
 * next midnight is still in year 9999: later, the bound written as an ISO string gets a six-digit year that
 * PostgreSQL refuses ("time zone displacement out of range", a 500: issue 30 §4). Nothing the product holds
 * predates 1970, and a four-digit year below 100 is where JavaScript's Date.UTC reads 1900 + year.
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '9999-12-30';

export const DAY_MS = 86_400_000;

/** The same bounds for an instant (a time a request names): both ends included. */
export const FIRST_INSTANT = new Date(`${FIRST_DAY}T00:00:00.000Z`);
export const LAST_INSTANT = new Date('9999-12-31T23:59:59.999Z');

export const DAY_FORMAT_MESSAGE = remembered(msg({ message: 'Enter a valid date in the format YYYY-MM-DD.' }));
export const DAY_RANGE_MESSAGE = `Enter a date between ${FIRST_DAY} and ${LAST_DAY}.`;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a real calendar date in YYYY-MM-DD (any four-digit year), or null. */
export function parseDay(text: string): number | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: the latter reads years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.getTime();
}

/** What is wrong with a day as sent (not text, not a real day, outside FIRST_DAY..LAST_DAY), or null. */
export function dayProblem(value: unknown): string | null {
  if (typeof value !== 'string' || parseDay(value) === null) return DAY_FORMAT_MESSAGE;
  // Four-digit years: the text orders as the days do.
  return value < FIRST_DAY || value > LAST_DAY ? DAY_RANGE_MESSAGE : null;
}

export const dayText = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The first instant of a day. */
export const dayStart = (day: string): Date => new Date(requireDay(day));

/** The midnight that ends a day: the exclusive upper bound of a period whose last day it is. */
export const dayEnd = (day: string): Date => new Date(requireDay(day) + DAY_MS);

/** The day after a day, whose midnight ends it. */
export const nextDay = (day: string): string => dayText(requireDay(day) + DAY_MS);

function requireDay(day: string): number {
  const time = dayProblem(day) === null ? parseDay(day) : null;
  if (time === null) throw new RangeError(`Not a day a request may name: ${day}`);
  return time;
}
