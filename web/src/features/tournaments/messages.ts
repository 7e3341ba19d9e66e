/** The tournaments feature's texts (spec section 8). */
export const LIST_FAILED = 'Failed to load tournaments. Please try again.';
export const JOIN_FAILED = 'Failed to join tournament';
export const HISTORY_FAILED = 'Failed to load tournament history. Please try again.';
export const HISTORY_FORBIDDEN = 'Tournament history is only available for completed tournaments';
export const LEAVE_FAILED = 'Failed to leave tournament';
export const DETAIL_FAILED = 'Failed to load tournament data. Please try again.';
export const NOT_FOUND = 'Tournament not found';
