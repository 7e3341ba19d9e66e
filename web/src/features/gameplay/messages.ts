import { msg } from '@lingui/core/macro';

/** The match page's words that the browser tests read; rendered with `t(...)` or `i18n._(...)` when shown. */
export const MATCH_FAILED = msg`Failed to load match data. Please try again.`;
export const MATCH_NOT_FOUND = msg`Match not found or no active game`;
export const TIME_EXPIRED = msg`Time expired! Auto-submitting your move...`;
export const BOTH_READY = msg`Both players ready! Revealing results...`;
export const SUBMIT_FAILED = msg`Failed to submit choice`;
