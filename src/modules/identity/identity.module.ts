import { Global, Module } from '@nestjs/common';
import { AdminTwoFactor } from '../../shared/auth/admin-two-factor.js';
import { BlockedUsers } from '../../shared/auth/blocked-users.js';
import { accountHandlers } from './account/account.providers.js';
import { AccountRecoveryController } from './http/account-recovery.controller.js';
import { AccountsController } from './http/accounts.controller.js';
import { PasskeysController } from './http/passkeys.controller.js';
import { PlayersController } from './http/players.controller.js';
import { ReauthenticationController } from './http/reauthentication.controller.js';
import { SessionsController } from './http/sessions.controller.js';
import { TwoFactorController } from './http/two-factor.controller.js';
import { AddWinningsOnPrizePaidListener } from './listeners/add-winnings-on-prize-paid.listener.js';
import { MailOwnerOnWithdrawalRequestedListener } from './listeners/mail-owner-on-withdrawal-requested.listener.js';
import { UpdateStatsOnMatchCompletedListener } from './listeners/update-stats-on-match-completed.listener.js';
import { AdminTwoFactorRegistry } from './sign-in-security/services/admin-two-factor.registry.js';
import { BlockedUsersRegistry } from './sign-in-security/services/blocked-users.registry.js';
import { signInSecurityHandlers, signInSecurityServices } from './sign-in-security/sign-in-security.providers.js';

/**
 * One Nest module for both halves of identity (docs/architecture.md): `account/` (the user itself) and
 * `sign-in-security/` (how it signs in and what protects that). Global for the kernel's BlockedUsers it provides:
 * the guard and the live streams refuse blocked users and ended sessions.
 */
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
    ...accountHandlers,
    ...signInSecurityServices,
    ...signInSecurityHandlers,
    UpdateStatsOnMatchCompletedListener,
    AddWinningsOnPrizePaidListener,
    MailOwnerOnWithdrawalRequestedListener,
    { provide: BlockedUsers, useExisting: BlockedUsersRegistry },
    { provide: AdminTwoFactor, useClass: AdminTwoFactorRegistry },
  ],
  exports: [BlockedUsers, AdminTwoFactor],
})
export class IdentityModule {}
