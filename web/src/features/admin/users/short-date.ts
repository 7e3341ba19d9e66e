import { dateTimeFormat } from '../../../lib/intl';

const SHORT_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

/** "Nov 22, 2025" ("22. Nov. 2025") for table cells, in the admin's language; an em dash when missing or unreadable. */
export function formatShortDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTimeFormat('admin-short-date', SHORT_DATE).format(date);
}
