/** The check-in countdown's arithmetic and wording (no React), tested in check-in.test.ts. */
import type { Tournament } from './api/tournaments';

/** Whole seconds until `endsAt`, rounded up and never negative; null when there is no (readable) end. */
export function checkInSecondsLeft(endsAt: string | null | undefined, now: number): number | null {
  const due = endsAt ? Date.parse(endsAt) : Number.NaN;
  if (!Number.isFinite(due)) return null;
  return Math.max(0, Math.ceil((due - now) / 1000));
}

/** "0:42", "5:59", "2:24:00": minutes and seconds, with hours in front from an hour on. */
export function formatCheckIn(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(s % 60)}` : `${minutes}:${pad(s % 60)}`;
}

/** Whether the viewer holds a seat that still has to check in. */
export function mustCheckIn(t: Tournament, viewerId: number | null | undefined): boolean {
  if (t.status !== 'PENDING' || t.check_in_ends_at === null || !t.user_is_participant) return false;
  return t.participants.some((p) => p.id === viewerId && !p.checked_in);
}
