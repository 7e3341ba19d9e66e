import { Global, Module } from '@nestjs/common';
import { AccountsController } from './http/accounts.controller.js';
import { PlayersController } from './http/players.controller.js';
import { AccountRecoveryController } from './http/account-recovery.controller.js';
import { TwoFactorController } from './http/two-factor.controller.js';
import { twoFactorProviders } from './commands/two-factor.providers.js';
import { AdminTwoFactor } from '../../shared/auth/admin-two-factor.js';
import { AdminTwoFactorRegistry } from './persistence/admin-two-factor.registry.js';
import { SessionsController } from './http/sessions.controller.js';
import { PasskeysController } from './http/passkeys.controller.js';
import { ReauthenticationController } from './http/reauthentication.controller.js';
import { sessionHandlers } from './commands/sessions.providers.js';
import { accountRecoveryHandlers } from './commands/account-recovery.handlers.js';
import { SessionTokens } from './persistence/session-tokens.js';
import { SignIns } from './persistence/sign-ins.js';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { RecordRegistrationAttemptHandler } from './commands/record-registration-attempt.handler.js';
import { LogInHandler } from './commands/log-in.handler.js';
import { RefreshSessionHandler } from './commands/refresh-session.handler.js';
import { LogOutHandler } from './commands/log-out.handler.js';
import { EnsureAdminHandler } from './commands/ensure-admin.handler.js';
import { EnsureFirstAdminHandler } from './commands/ensure-first-admin.handler.js';
import { GetProfileHandler } from './queries/get-profile.handler.js';
import { GetLeaderboardHandler } from './queries/get-leaderboard.handler.js';
import { GetPublicPlayerHandler } from './queries/get-public-player.handler.js';
import { GetUserSummariesHandler } from './queries/get-user-summaries.handler.js';
import { GetMatchStartMailRecipientsHandler } from './queries/get-match-start-mail-recipients.handler.js';
import { UpdateProfileHandler } from './commands/update-profile.handler.js';
import { SearchUsersHandler } from './queries/search-users.handler.js';
import { GetAccountCreationTimesHandler } from './queries/get-account-creation-times.handler.js';
import { GetSessionStartHandler } from './queries/get-session-start.handler.js';
import { FindSharedAddressesHandler } from './queries/find-shared-addresses.handler.js';
import { GetExclusionFactsHandler } from './queries/get-exclusion-facts.handler.js';
import { SetUserBlockedHandler } from './commands/set-user-blocked.handler.js';
import { SetUserRoleHandler } from './commands/set-user-role.handler.js';
import { BlockedUsersRegistry } from './persistence/blocked-users.registry.js';
import { BlockedUsers } from '../../shared/auth/blocked-users.js';
import { UpdateStatsOnMatchCompletedListener } from './listeners/update-stats-on-match-completed.listener.js';
import { AddWinningsOnPrizePaidListener } from './listeners/add-winnings-on-prize-paid.listener.js';
import { MailOwnerOnWithdrawalRequestedListener } from './listeners/mail-owner-on-withdrawal-requested.listener.js';

/** Global for the kernel's BlockedUsers it provides: the guard and the live streams refuse blocked users and ended sessions. */
@Global()
@Module({
  controllers: [
    AccountsController,
    PlayersController,
    AccountRecoveryController,
    TwoFactorController,
    SessionsController,
    PasskeysController,
    ReauthenticationController,
  ],
  providers: [
    SessionTokens,
    SignIns,
    RegisterUserHandler,
    RecordRegistrationAttemptHandler,
    LogInHandler,
    RefreshSessionHandler,
    LogOutHandler,
    EnsureAdminHandler,
    EnsureFirstAdminHandler,
    GetProfileHandler,
    GetLeaderboardHandler,
    GetPublicPlayerHandler,
    GetUserSummariesHandler,
    GetMatchStartMailRecipientsHandler,
    UpdateProfileHandler,
    UpdateStatsOnMatchCompletedListener,
    AddWinningsOnPrizePaidListener,
    MailOwnerOnWithdrawalRequestedListener,
    SetUserBlockedHandler,
    SetUserRoleHandler,
    SearchUsersHandler,
    GetAccountCreationTimesHandler,
    FindSharedAddressesHandler,
    GetExclusionFactsHandler,
    GetSessionStartHandler,
    BlockedUsersRegistry,
    { provide: BlockedUsers, useExisting: BlockedUsersRegistry },
    ...accountRecoveryHandlers,
    ...twoFactorProviders,
    { provide: AdminTwoFactor, useClass: AdminTwoFactorRegistry },
    ...sessionHandlers,
  ],
  exports: [BlockedUsers, AdminTwoFactor],
})
export class IdentityModule {}
