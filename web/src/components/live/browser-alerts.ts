/** The browser's own notifications: asked for once, from a button, never on load. */
import { t } from '@lingui/core/macro';

export type AlertPermission = NotificationPermission | 'unsupported';

export function alertPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function askAlertPermission(): Promise<AlertPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shown only when the player allowed it; one per match (the tag), whatever the number of open tabs. */
export function showBrowserAlert(matchId: string, onClick: () => void): void {
  if (alertPermission() !== 'granted') return;
  try {
    const notification = new Notification(t`Your match has started`, {
      body: t`Your move: play now.`,
      tag: `match-start-${matchId}`,
    });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the toast and the title still tell.
  }
}
