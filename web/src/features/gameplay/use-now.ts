import { useCallback, useSyncExternalStore } from 'react';

/** The clock's last reading, one for the page: every reader in a render sees the same instant. */
let lastReading = Date.now();
const reading = () => lastReading;

/**
 * The time, read again every `intervalMs` while `active`, and at once when it becomes active so a clock that stood
 * still does not show its old time. The clock is an outside store: a render reads it, the timer moves it.
 */
export function useNow(active: boolean, intervalMs = 250): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!active) return () => undefined;
      const tick = () => {
        lastReading = Date.now();
        changed();
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      return () => clearInterval(timer);
    },
    [active, intervalMs],
  );
  return useSyncExternalStore(subscribe, reading);
}
