import { useCallback, useRef } from 'react';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4; `crypto.randomUUID` needs a secure context, `getRandomValues` works everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per user action: a retried submit of the same payload reuses the key (the server replays the first
 * answer instead of moving money twice); a changed payload or `reset()` (a new form) gets a fresh key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ payload: string; key: string } | null>(null);
  const keyFor = useCallback((payload: unknown): string => {
    const serialized = JSON.stringify(payload);
    if (last.current?.payload !== serialized) last.current = { payload: serialized, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
