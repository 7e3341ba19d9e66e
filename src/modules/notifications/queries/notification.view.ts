import { centsFromDb, formatCents } from '../../../shared/money/money.js';
import type { NotificationKind } from '../domain/inbox-notice.js';
import type { NotificationRow } from '../persistence/inbox.repository.js';

/** One entry of the inbox as the web client reads it. */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  title: string;
  text: string;
  link: string;
  /** Coins credited (a prize, a refund) as "40.00"; null for the others. */
  amount: string | null;
  created_at: string;
  read: boolean;
  read_at: string | null;
}

export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    text: row.text,
    link: row.link,
    amount: row.amount === null ? null : formatCents(centsFromDb(row.amount)),
    created_at: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
    read_at: row.read_at === null ? null : new Date(row.read_at).toISOString(),
  };
}
