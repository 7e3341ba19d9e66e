import { Suspense, lazy } from 'react';
import classes from './LazyNotifications.module.css';

// The toast container is not needed for the first paint; the store queues anything shown before it mounts.
const Notifications = lazy(() =>
  Promise.all([import('../styles/mantine-notifications.css'), import('@mantine/notifications')]).then(([, module]) => ({
    default: module.Notifications,
  })),
);

/** Toasts top-right (spec section 2), just below the top bar. */
export function LazyNotifications() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" zIndex={1000} classNames={{ root: classes.root }} />
    </Suspense>
  );
}
