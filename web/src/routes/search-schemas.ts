/**
 * The routes' search schemas, in one chunk loaded on first use (routes/lazy-search.ts): they need zod, which a first
 * visit to / does not draw with. What a route needs from these modules at run time is reached through here too.
 */
export { loginSearch } from '../features/identity/login-search';
export { tournamentsSearch } from '../features/tournaments/tournaments-search';
export { walletSearch } from '../features/wallet/wallet-search';
export { leaderboardSearch, sortOf } from '../features/leaderboard/sort';
export { financeSearch } from '../features/admin/finance/finance-search';
export { userSearch } from '../features/admin/users/user-search';
export { eventSearch } from '../features/admin/events/event-filter';
export { withdrawalSearch } from '../features/admin/withdrawals/withdrawal-search';
