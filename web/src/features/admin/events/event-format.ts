/** How the event log writes times and payloads: times in the admin's language and time zone (issue 36). */
import { dateTimeFormat } from '../../../lib/intl';

export function timeFormat(): Intl.DateTimeFormat {
  return dateTimeFormat('event-time', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

export function dayFormat(): Intl.DateTimeFormat {
  return dateTimeFormat('event-day', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function prettyPayload(payload: unknown): string {
  try {
    // undefined stringifies to undefined, whatever the lib's type says (a payload read from JSON holds no function).
    return payload === undefined ? 'null' : JSON.stringify(payload, null, 2);
  } catch {
    return String(payload);
  }
}

export function timeOf(date: Date | null): string {
  return date ? timeFormat().format(date) : '';
}
