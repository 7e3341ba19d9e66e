import { Suspense, lazy, useSyncExternalStore } from 'react';
import { subscribeToToastsWanted, toastsWanted } from '../lib/toasts-wanted';
import classes from './LazyNotifications.module.css';

// The toast container is not needed for the first paint; the store queues anything shown before it mounts.
const Notifications = lazy(() =>
  Promise.all([import('../styles/mantine-notifications.css'), import('@mantine/notifications')]).then(([, module]) => ({
    default: module.Notifications,
  })),
);

/** Toasts top-right (spec section 2), just below the top bar. */
export function LazyNotifications() {
  // Not on a first visit to /, which shows no toast (lib/toasts-wanted.ts).
  const wanted = useSyncExternalStore(subscribeToToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} classNames={{ root: classes.root }} />
    </Suspense>
  );
}
