import { z } from 'zod';
import { optionalParam, paramText } from '../../../lib/search-params';
import type { EventFilter } from './queries';

const TYPE = /^[A-Za-z]{1,64}$/;
const AGGREGATE_TYPE = /^[a-z_]{1,32}$/;
const EARLIEST = new Date(Date.UTC(1970, 0, 1));
const LATEST = new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999));

/** An instant the server accepts (1970 to 9999), as an ISO string; what `new Date` cannot read is refused. */
const isoInstant = z.coerce
  .date<string>()
  .min(EARLIEST)
  .max(LATEST)
  .transform((date) => date.toISOString());

/** An ISO date-time the server accepts, normalised; anything else is undefined. */
export function isoOrUndefined(value: unknown): string | undefined {
  const parsed = paramText.pipe(isoInstant).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Every aggregate id in use is a row id; those are kept as numbers so links read `aggregate_id=7`. */
export function aggregateIdValue(id: string): string | number {
  return /^[1-9]\d{0,14}$/.test(id) ? Number(id) : id;
}

/**
 * The filters from the address, cleaned: a value the server would refuse (a user id that is not a number, an
 * unreadable date) is dropped rather than turned into an error page. Absent filters are left out entirely.
 */
export const eventSearch = z.object({
  type: optionalParam(paramText.pipe(z.string().regex(TYPE))),
  aggregate_type: optionalParam(paramText.pipe(z.string().toLowerCase().regex(AGGREGATE_TYPE))),
  aggregate_id: optionalParam(paramText.pipe(z.string().max(64)).transform(aggregateIdValue)),
  user: optionalParam(paramText.pipe(z.string().regex(/^\d{1,10}$/)).pipe(z.coerce.number<string>().int().positive())),
  since: optionalParam(paramText.pipe(isoInstant)),
  until: optionalParam(paramText.pipe(isoInstant)),
}) satisfies z.ZodType<EventFilter>;

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
