/**
 * Whether the toast container is wanted yet (issue 35 §4). A first visit to / shows no toast, so the container
 * (components/LazyNotifications.tsx) loads with the first toast or the first code loaded on use, which may show
 * one (lib/mantine-styles.ts); the store keeps what is shown before it mounts.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function toastsWanted(): boolean {
  return wanted;
}
