/** The match page's words that the browser tests read. */
export const MATCH_FAILED = 'Failed to load match data. Please try again.';
export const MATCH_NOT_FOUND = 'Match not found or no active game';
export const TIME_EXPIRED = 'Time expired! Auto-submitting your move...';
export const BOTH_READY = 'Both players ready! Revealing results...';
export const MATCH_STARTING = 'Match starting';
export const SUBMIT_FAILED = 'Failed to submit choice';
