/**
 * A notice's SSE `id:`: `<batch>-<event>-<name>`. The batch (`live_batches.seq`, in publishing order) is where a
 * reconnecting client resumes; the event and the name make the id unique per notice, so a notice replayed twice
 * has the same id and the client drops the second. A heartbeat's id is the batch alone.
 */
export const noticeId = (batch: number | string, eventId: number | string, name: string): string =>
  `${batch}-${eventId}-${name}`;

/** The batch a Last-Event-ID names, or null when it names none (absent, malformed, or another server's). */
export function batchOf(lastEventId: string | undefined): number | null {
  const match = /^(\d{1,15})(?:-|$)/.exec(lastEventId?.trim() ?? '');
  return match ? Number(match[1]) : null;
}
