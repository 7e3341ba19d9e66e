import type { SearchSchemaInput } from '@tanstack/react-router';
import type { EventFilter } from './queries';

/** What a link may carry: every filter optional, numbers or strings. */
export type EventSearchInput = {
  type?: unknown;
  aggregate_type?: unknown;
  aggregate_id?: unknown;
  user?: unknown;
  since?: unknown;
  until?: unknown;
} & SearchSchemaInput;

const TYPE = /^[A-Za-z]{1,64}$/;
const AGGREGATE_TYPE = /^[a-z_]{1,32}$/;

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** An ISO date-time the server accepts (1970 to 9999), normalised; anything else is dropped. */
export function isoOrUndefined(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const date = new Date(raw);
  const time = date.getTime();
  if (Number.isNaN(time) || date.getUTCFullYear() < 1970 || date.getUTCFullYear() > 9999) return undefined;
  return date.toISOString();
}

/** Every aggregate id in use is a row id; those are kept as numbers so links read `aggregate_id=7`. */
export function aggregateIdValue(id: string): string | number {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id;
}

/**
 * The filters from the address, cleaned: a value the server would refuse (a user id that is not a number, an
 * unreadable date) is dropped rather than turned into an error page. Absent filters are left out entirely.
 */
export function parseEventFilter(search: EventSearchInput): EventFilter {
  const filter: EventFilter = {};
  const type = text(search.type);
  if (type && TYPE.test(type)) filter.type = type;
  const aggregateType = text(search.aggregate_type)?.toLowerCase();
  if (aggregateType && AGGREGATE_TYPE.test(aggregateType)) filter.aggregate_type = aggregateType;
  const aggregateId = text(search.aggregate_id);
  if (aggregateId && aggregateId.length <= 64) filter.aggregate_id = aggregateIdValue(aggregateId);
  const user = text(search.user);
  if (user && /^\d{1,10}$/.test(user) && Number(user) > 0) filter.user = Number(user);
  const since = isoOrUndefined(search.since);
  if (since) filter.since = since;
  const until = isoOrUndefined(search.until);
  if (until) filter.until = until;
  return filter;
}

export function isFiltered(filter: EventFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` input value in the browser's time zone ("2025-11-22T14:05"). */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant; undefined when empty or unreadable. */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : isoOrUndefined(date.toISOString());
}
