/** What every admin query shares: the root of their keys and how long an answer stays fresh. */
export const ADMIN_KEY = ['admin'] as const;

export const ADMIN_STALE_MS = 5000;
