import { rootRoute } from './routes/__root';
import {
  confirmEmailRoute,
  forgotPasswordRoute,
  keepSignInMethodRoute,
  resetPasswordRoute,
  verifyEmailRoute,
} from './routes/account-links';
import { authenticatedRoute } from './routes/_authenticated';
import {
  adminAccountStatementRoute,
  adminEventsRoute,
  adminFinanceRoute,
  adminIndexRoute,
  adminLedgerRoute,
  adminRoute,
  adminSitAndGoRoute,
  adminUserRoute,
  adminUsersRoute,
  adminWithdrawalsRoute,
} from './routes/admin';
import { catchAllRoute } from './routes/catch-all';
import { challengeRoute } from './routes/challenge';
import { dashboardRoute } from './routes/dashboard';
import { homeRoute } from './routes/index';
import { leaderboardRoute } from './routes/leaderboard';
import { liveRoute } from './routes/live';
import { loginRoute } from './routes/login';
import { matchRoute } from './routes/match';
import { playerRoute } from './routes/player';
import { practiceRoute } from './routes/practice';
import { profileRoute } from './routes/profile';
import { registerRoute } from './routes/register';
import { tournamentRoute } from './routes/tournament';
import { tournamentHistoryRoute } from './routes/tournament-history';
import { tournamentsRoute } from './routes/tournaments';
import { walletRoute } from './routes/wallet';
import { saferPlayRoute } from './routes/safer-play';

export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  confirmEmailRoute,
  keepSignInMethodRoute,
  authenticatedRoute.addChildren([
    dashboardRoute,
    profileRoute,
    walletRoute,
    saferPlayRoute,
    tournamentsRoute,
    tournamentRoute,
    tournamentHistoryRoute,
    matchRoute,
    practiceRoute,
    liveRoute,
    leaderboardRoute,
    playerRoute,
    challengeRoute,
    adminRoute.addChildren([
      adminIndexRoute,
      adminWithdrawalsRoute,
      adminLedgerRoute,
      adminAccountStatementRoute,
      adminFinanceRoute,
      adminSitAndGoRoute,
      adminEventsRoute,
      adminUsersRoute,
      adminUserRoute,
    ]),
  ]),
  catchAllRoute,
]);
