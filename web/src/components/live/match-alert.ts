/** The "your match has started" alert's rules (no React, tested in match-alert.test.ts). */
import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import type { LiveEvent } from '../../lib/live/stream';

export const APP_TITLE = 'Spockout';
export const YOUR_MOVE_TITLE = msg`Your move – Spockout`;

/** The tab's title: "Your move" while a started match of the player's waits for them to look at it. */
export function pageTitle(waitingMatches: number): string {
  return waitingMatches > 0 ? i18n._(YOUR_MOVE_TITLE) : APP_TITLE;
}

/** The match a `match` event says has started, unless the player is already looking at it. */
export function startedMatch(event: LiveEvent, pathname: string): string | null {
  if (event.name !== 'match' || typeof event.data !== 'object' || event.data === null) return null;
  const { match_id: matchId, reason } = event.data as Record<string, unknown>;
  if (reason !== 'started' || (typeof matchId !== 'number' && typeof matchId !== 'string')) return null;
  return isMatchPage(pathname, String(matchId)) ? null : String(matchId);
}

export function isMatchPage(pathname: string, matchId: string): boolean {
  return pathname.replace(/\/+$/, '') === `/match/${matchId}`;
}
