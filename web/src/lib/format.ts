import { dateTimeFormat, intlLocale, numberFormat } from './intl';
import { centsToDecimal, toCents } from './money';

/** Money is shown to two decimals; the API sends decimal strings ("12.50") and sometimes numbers. */
export function formatCoins(value: string | number | null | undefined): string {
  // Thousands separators (issue 23 §4) as the player's language writes them (issue 36): "60,000.00" in English,
  // "60.000,00" in German. Intl reads the decimal string exactly, never through a float.
  return numberFormat('coins', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    centsToDecimal(toCents(value)) as `${number}`,
  );
}

const PERCENT: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };

/** A percentage to two decimals everywhere a rate is shown, as the leaderboard's spec asks ("50.00", "66.67"). */
export function formatPercent(value: number | string | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  if (!Number.isFinite(amount)) return numberFormat('percent', PERCENT).format(0);
  return numberFormat('percent', PERCENT).format(amount);
}

/** A win rate with its sign ("66.67%", "66,67 %"), or "–" before any game: 0.00% would read as a record of losses. */
export function formatWinRate(value: number | string | null | undefined, games: number): string {
  if (games <= 0) return '–';
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  return numberFormat('rate', { style: 'percent', ...PERCENT }).format(Number.isFinite(amount) ? amount / 100 : 0);
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "November 22, 2025" ("22. November 2025"), in the player's time zone; an em dash when missing or unreadable. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat('date', DATE).format(date) : '—';
}

/** "Nov 22, 2025, 11:03 AM" ("22. Nov. 2025, 11:03"); an em dash when the value is missing or unreadable. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat('date-time', DATE_TIME).format(date) : '—';
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * A moment as words relative to now, in the player's language (issue 36 §1): "in 23 hours", "vor 5 Minuten",
 * "hace 2 días", "now". The largest unit that fits, rounded toward now; an em dash when missing or unreadable.
 */
export function formatRelativeTime(value: string | Date | null | undefined, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return '—';
  const locale = intlLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  const seconds = (date.getTime() - now) / 1000;
  const [unit, size] = RELATIVE_UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return format.format(Math.trunc(seconds / size), unit);
}
