import type { BatchEventRow } from './persistence/event-rows.js';

/** A published batch as a bus message carries it: its events and the users of its new inbox notices. */
export interface CarriedBatch {
  events: BatchEventRow[];
  inbox: number[];
}

/** The message body for batch `seq` (the publisher writes it, every instance's feed reads it back). */
export function carriedBatch(
  seq: number,
  events: { id: string; type: string; payload: unknown }[],
  inbox: number[],
): string {
  return JSON.stringify({ seq, events: events.map((e) => [e.id, e.type, e.payload]), inbox });
}

/**
 * The batch a message carries, or null when it is not one this version reads (an older or newer publisher during
 * a rolling deploy, a message cut short): the feed then reads that batch from PostgreSQL, as without a bus.
 */
export function readCarriedBatch(seq: number, body: string | undefined): CarriedBatch | null {
  if (body === undefined) return null;
  try {
    const parsed = JSON.parse(body) as { seq?: unknown; events?: unknown; inbox?: unknown };
    if (parsed.seq !== seq || !Array.isArray(parsed.events) || !Array.isArray(parsed.inbox)) return null;
    const events: BatchEventRow[] = [];
    for (const event of parsed.events as unknown[]) {
      if (!Array.isArray(event) || typeof event[0] !== 'string' || typeof event[1] !== 'string') return null;
      events.push({ seq: String(seq), id: event[0], type: event[1], payload: event[2] as BatchEventRow['payload'] });
    }
    const inbox = (parsed.inbox as unknown[]).filter((id): id is number => Number.isSafeInteger(id));
    return { events, inbox };
  } catch {
    return null;
  }
}
