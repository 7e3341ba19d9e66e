import { Global, Module } from '@nestjs/common';
import { AccountsController } from './http/accounts.controller.js';
import { AccountRecoveryController } from './http/account-recovery.controller.js';
import { accountRecoveryHandlers } from './commands/account-recovery.handlers.js';
import { SessionTokens } from './persistence/session-tokens.js';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { RecordRegistrationAttemptHandler } from './commands/record-registration-attempt.handler.js';
import { LogInHandler } from './commands/log-in.handler.js';
import { RefreshSessionHandler } from './commands/refresh-session.handler.js';
import { LogOutHandler } from './commands/log-out.handler.js';
import { EnsureAdminHandler } from './commands/ensure-admin.handler.js';
import { EnsureFirstAdminHandler } from './commands/ensure-first-admin.handler.js';
import { GetProfileHandler } from './queries/get-profile.handler.js';
import { GetLeaderboardHandler } from './queries/get-leaderboard.handler.js';
import { GetUserSummariesHandler } from './queries/get-user-summaries.handler.js';
import { SearchUsersHandler } from './queries/search-users.handler.js';
import { GetAccountCreationTimesHandler } from './queries/get-account-creation-times.handler.js';
import { GetSessionStartHandler } from './queries/get-session-start.handler.js';
import { FindSharedAddressesHandler } from './queries/find-shared-addresses.handler.js';
import { SetUserBlockedHandler } from './commands/set-user-blocked.handler.js';
import { BlockedUsersRegistry } from './persistence/blocked-users.registry.js';
import { BlockedUsers } from '../../shared/auth/blocked-users.js';
import { UpdateStatsOnMatchCompletedListener } from './listeners/update-stats-on-match-completed.listener.js';
import { AddWinningsOnPrizePaidListener } from './listeners/add-winnings-on-prize-paid.listener.js';

/** Global for the kernel's BlockedUsers it provides: the guard and the live streams refuse blocked users and ended sessions. */
@Global()
@Module({
  controllers: [AccountsController, AccountRecoveryController],
  providers: [
    SessionTokens,
    RegisterUserHandler,
    RecordRegistrationAttemptHandler,
    LogInHandler,
    RefreshSessionHandler,
    LogOutHandler,
    EnsureAdminHandler,
    EnsureFirstAdminHandler,
    GetProfileHandler,
    GetLeaderboardHandler,
    GetUserSummariesHandler,
    UpdateStatsOnMatchCompletedListener,
    AddWinningsOnPrizePaidListener,
    SetUserBlockedHandler,
    SearchUsersHandler,
    GetAccountCreationTimesHandler,
    FindSharedAddressesHandler,
    GetSessionStartHandler,
    BlockedUsersRegistry,
    { provide: BlockedUsers, useExisting: BlockedUsersRegistry },
    ...accountRecoveryHandlers,
  ],
  exports: [BlockedUsers],
})
export class IdentityModule {}
