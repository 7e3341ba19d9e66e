import type { Notification } from '../../lib/api/notifications';
import { formatCoins } from '../../lib/format';

const STORE_KEY = 'spockout:toasted-prizes';
/** Ids remembered; older prizes have long been read or scrolled past. */
const KEEP = 50;

/** "You won Friday Cup: +40.00": the toast of a prize, from its notification. */
export function prizeToastText(notice: Pick<Notification, 'title' | 'amount'>): string {
  return `${notice.title}: +${formatCoins(notice.amount ?? '0')}`;
}

function toasted(): number[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * The unread prizes not toasted yet in this browser, remembered as toasted: each prize is toasted once, on whatever
 * page the player is when it arrives (or when they next come back), and never again after a reload.
 */
export function takeNewPrizes(notices: readonly Notification[]): Notification[] {
  const seen = toasted();
  const fresh = notices.filter((n) => n.kind === 'prize_won' && !n.read && !seen.includes(n.id));
  if (fresh.length) {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify([...fresh.map((n) => n.id), ...seen].slice(0, KEEP)));
    } catch {
      // A full or blocked storage only means the toast may show again.
    }
  }
  return fresh;
}
