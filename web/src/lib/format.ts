import { centsToDecimal, toCents } from './money';

/** Money is shown to two decimals; the API sends decimal strings ("12.50") and sometimes numbers. */
export function formatCoins(value: string | number | null | undefined): string {
  // Thousands separators (issue 23 §4): "60,000.00". Grouped on the exact digits, never through a float.
  return centsToDecimal(toCents(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A percentage to two decimals everywhere a rate is shown, as the leaderboard's spec asks ("50.00", "66.67"). */
export function formatPercent(value: number | string | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number.parseFloat(value ?? '');
  if (!Number.isFinite(amount)) return '0.00';
  return amount.toFixed(2);
}

/** A win rate with its sign ("66.67%"), or "–" before any game: 0.00% would read as a record of losses. */
export function formatWinRate(value: number | string | null | undefined, games: number): string {
  return games > 0 ? `${formatPercent(value)}%` : '–';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "November 22, 2025"; an em dash when the value is missing or unreadable. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : '—';
}

/** "Nov 22, 2025, 11:03 AM"; an em dash when the value is missing or unreadable. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : '—';
}

/** The build date as YYYY-MM-DD (UTC), stable for every visitor. */
export function formatBuildDate(iso: string): string {
  const date = toDate(iso);
  return date ? date.toISOString().slice(0, 10) : iso;
}
