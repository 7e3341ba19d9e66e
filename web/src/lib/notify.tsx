import { t } from '@lingui/core/macro';
import type { NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { wantToasts } from './toasts-wanted';

/** Toast lifetimes (spec section 9). */
export const TOAST_DURATION_MS = { success: 3000, info: 3000, error: 5000 } as const;

// A getter: the label is read in the active language each time a toast is shown.
const closeButtonProps = {
  get 'aria-label'() {
    return t`Close notification`;
  },
};

/**
 * Loaded on first use, like the toast container (LazyNotifications): a first visit shows no toast, and the
 * store queues what is shown before the container mounts.
 */
function show(data: NotificationData): void {
  wantToasts();
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

export function notifySuccess(message: string): void {
  show({
    message,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    closeButtonProps,
    autoClose: TOAST_DURATION_MS.success,
    'data-testid': 'toast-success',
  });
}

export function notifyInfo(message: string): void {
  show({
    message,
    color: 'blue',
    icon: <IconInfoCircle size={18} aria-hidden />,
    closeButtonProps,
    autoClose: TOAST_DURATION_MS.info,
    'data-testid': 'toast-info',
  });
}

export function notifyError(message: string): void {
  show({
    message,
    color: 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    closeButtonProps,
    autoClose: TOAST_DURATION_MS.error,
    'data-testid': 'toast-error',
  });
}
