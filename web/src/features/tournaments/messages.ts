import { msg } from '@lingui/core/macro';

/** The tournaments feature's texts (spec section 8), rendered with `t(...)` or `i18n._(...)` when shown. */
export const LIST_FAILED = msg`Failed to load tournaments. Please try again.`;
export const JOIN_FAILED = msg`Failed to join tournament`;
export const HISTORY_FAILED = msg`Failed to load tournament history. Please try again.`;
export const HISTORY_FORBIDDEN = msg`Tournament history is only available for completed tournaments`;
export const LEAVE_FAILED = msg`Failed to leave tournament`;
export const DETAIL_FAILED = msg`Failed to load tournament data. Please try again.`;
export const NOT_FOUND = msg`Tournament not found`;
