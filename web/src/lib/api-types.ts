// Generated from the server's OpenAPI document by `npm run api:types`. Do not edit: change the server's DTOs.

export type paths = {
    "/api/accounts/2fa/recovery_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactorController_renewRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/2fa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactorController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/2fa/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactorController_disable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/2fa/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactorController_setup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/email/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountRecoveryController_changeEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/email/change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountRecoveryController_confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountRecoveryController_resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountRecoveryController_verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/factors/keep": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountRecoveryController_keepFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountsController_leaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProtectionController_limits"];
        put: operations["ProtectionController_setLimits"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/limits/cancel_pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ProtectionController_cancelPending"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountsController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/login/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["TwoFactorController_loginMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/login/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PasskeysController_signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/login/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PasskeysController_signInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountsController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PasskeysController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["PasskeysController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/passkeys/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PasskeysController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/passkeys/register/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["PasskeysController_registrationOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/password/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountRecoveryController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountRecoveryController_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountRecoveryController_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountsController_profile"];
        put: operations["AccountsController_updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/reauthenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReauthenticationController_reauthenticate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/reauthenticate/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ReauthenticationController_options"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountsController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/safer_play": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProtectionController_saferPlay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/self_exclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ProtectionController_selfExclude"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/self_exclude/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ProtectionController_reopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/session_summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ProtectionController_sessionSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["SessionsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: operations["SessionsController_end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/sessions/revoke_others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["SessionsController_revokeOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/time_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["ProtectionController_timeOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every deposit, newest first; from and to are UTC days, both included. */
        get: operations["AdminDepositsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOperationsController_events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/finance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The operator's money per UTC day and for the period; `format=csv` as a CSV download. */
        get: operations["AdminFinanceController_report"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ledger/accounts/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminLedgerController_statement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ledger/trial_balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminLedgerController_trialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Outgoing mail a page at a time, newest first: what was delivered, what waits, what failed. */
        get: operations["AdminMailController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The schedules, oldest first, each with its occurrences open for registration. */
        get: operations["AdminSchedulesController_list"];
        put?: never;
        /** Creates a schedule; an occurrence whose registration is already open opens at once. */
        post: operations["AdminSchedulesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a schedule: it is retired (kept for its tournaments) and no longer listed; its occurrences still open are cancelled and every fee refunded. */
        delete: operations["AdminSchedulesController_remove"];
        options?: never;
        head?: never;
        /** Changes a schedule. The new terms apply from its next occurrence to open; one already open keeps the terms its players registered for. */
        patch: operations["AdminSchedulesController_update"];
        trace?: never;
    };
    "/api/admin/sit-and-go": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Sit & Go templates, oldest first, each with its tables filled in the last 24 hours. */
        get: operations["AdminSitAndGoController_list"];
        put?: never;
        /** Creates a template; active (the default), its first table opens at once. */
        post: operations["AdminSitAndGoController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sit-and-go/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a template: it is retired (kept for its tournaments' history) and no longer listed. Its open table goes as on a deactivation. */
        delete: operations["AdminSitAndGoController_remove"];
        options?: never;
        head?: never;
        /** Changes a template. New terms apply from its next table; an open table nobody sits at is replaced at once. Deactivated, an empty open table is cancelled; one with players stays until it fills or an admin cancels it, and no next one opens. */
        patch: operations["AdminSitAndGoController_update"];
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users newest first, a page at a time; `search` matches username or email. */
        get: operations["AdminOperationsController_users"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminOperationsController_user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminOperationsController_block"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/date_of_birth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: operations["AdminProtectionController_correctDateOfBirth"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/grant_admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a user an admin, confirmed with the acting admin's code. Their sessions end; they set up two-factor before any admin route answers them. */
        post: operations["AdminOperationsController_grantAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/protection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AdminProtectionController_protection"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/review_hold/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminProtectionController_clearReviewHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/revoke_admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take the admin role back, confirmed with the acting admin's code. Their sessions end at once. */
        post: operations["AdminOperationsController_revokeAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminOperationsController_unblock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawal requests a page at a time: pending oldest first, then reviewed newest first. */
        get: operations["AdminWithdrawalsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve: the approval that releases the money carries payout_reference. Over WITHDRAWAL_SECOND_APPROVAL_OVER the first of two approvals only records who gave it (the withdrawal stays PENDING); another admin gives the second. */
        post: operations["AdminWithdrawalsController_approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/approve_cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminWithdrawalsController_approveCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/deny_cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminWithdrawalsController_denyCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AdminWithdrawalsController_reject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["AccountsController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/whoami": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountsController_whoami"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's open challenges, made and received, newest first. */
        get: operations["ChallengesController_list"];
        put?: never;
        /** Makes a challenge, open for 24 hours: the creator's seat in a 2-player CHALLENGE tournament, the fee in escrow at once (none for a friendly, entry_fee 0). */
        post: operations["ChallengesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A challenge, for any signed-in player: who made it, the stakes, the pace and the status. */
        get: operations["ChallengesController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes the challenge's second seat and pays its fee; the tournament starts as any full one (at once when both are there). */
        post: operations["ChallengesController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The creator takes an open challenge back; the fee is refunded once. */
        post: operations["ChallengesController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/challenges/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The named opponent turns the challenge down; the creator's fee is refunded once. */
        post: operations["ChallengesController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/cashier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment provider, what a coin is worth, and the deposit and withdrawal limits. */
        get: operations["CashierController_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's deposits, newest first, with their status. */
        get: operations["CashierController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CashierController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/transactions/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WalletController_recentTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/wallet/deposit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["WalletController_deposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/wallet/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WalletController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/wallet/request_cancellation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["WalletController_requestCancellation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/wallet/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["WalletController_withdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/economy/wallet/withdrawal_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["WalletController_withdrawalRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/games/{id}/submit_choice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: operations["GameplayController_submitChoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GameplayController_match"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/current_game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GameplayController_currentGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GameplayController_games"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/{id}/rematch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offers the other player of a completed match a rematch: a challenge naming them, same stakes and pace, open for 2 minutes. */
        post: operations["RematchController_offer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/matches/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["GameplayController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your inbox a page at a time, newest first: match starts, rounds, prizes, refunds, withdrawals.
         * @description The live stream pushes `notifications` {unread} whenever the unread count may have changed.
         */
        get: operations["NotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks notifications of yours read: {"ids": [12, 13]} or {"ids": "all"}.
         * @description Marking one already read again changes nothing. All or nothing: an id not yours answers 404.
         */
        post: operations["NotificationsController_markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/players/{username}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["PlayersController_player"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/practice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Starts a match against "Computer (practice)" (issue 33 §5): no money moves, nothing counts. */
        post: operations["PracticeController_start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's live changes, as server-sent events.
         * @description Events `match` {match_id, tournament_id, reason}, `tournament` {tournament_id, reason}, `tournaments` {}, `wallet` {} and `notifications` {unread} (your unread count): what changed, never a choice; the client refetches what it shows. A comment line at least every 15 s. The bearer token goes in the Authorization header; the stream ends when the token expires (after an `expired` {} event: reconnect at once with a refreshed token), the session is logged out or the user is blocked (without one). Each notice has an `id:`; a client that reconnects with it as Last-Event-ID is sent what it missed (up to 5 minutes back) and then `resumed` {}, or, when that is too old, `reload` {}: refetch everything shown. The same id may come twice (a replay overlaps what arrived): drop the second. `?tournament=` and `?match=` name what the page watches: its `match` and `tournament` notices come too, as to its players (a match's also to the watchers of its tournament), and the match's `watchers` count the stream. A page that watches something else reconnects with its Last-Event-ID.
         */
        get: operations["StreamController_open"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournaments newest first, a page at a time, optionally of the given statuses and kinds; challenges are never listed. */
        get: operations["TournamentsController_list"];
        put?: never;
        /** Creates a tournament; the creator takes the first seat and pays the entry fee. */
        post: operations["TournamentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["TournamentsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/bracket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Matches keyed round_1..round_N; {} while waiting for players. */
        get: operations["TournamentsController_bracket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a tournament waiting for players and refunds every fee (creator or admin). */
        post: operations["TournamentsController_cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/check_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** I'm here: checks the caller in while the full tournament waits for its players (check_in_ends_at); the last one in starts it. Checking in twice is fine. */
        post: operations["TournamentsController_checkIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A completed tournament with standings and every game of every round. */
        get: operations["TournamentsController_history"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Takes a seat and pays the entry fee; the last seat starts the tournament. */
        post: operations["TournamentsController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives the seat back before the start and refunds the entry fee; the last seat leaving cancels it. */
        post: operations["TournamentsController_leave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/{id}/my_matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's matches in this tournament. */
        get: operations["TournamentsController_myMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournaments waiting for players with a free seat that the caller is not in, newest first. */
        get: operations["TournamentsController_available"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/my_tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tournaments the caller has a seat in, whatever their status, newest first. */
        get: operations["TournamentsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tournaments/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a new tournament is created under: the rake, the entry fee bounds and the bracket sizes. */
        get: operations["TournamentsController_terms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        AccountDetailDto: {
            /** @example Your email address is verified. */
            detail: string;
        };
        AccountSessionDto: {
            /**
             * @description The address it signed in from.
             * @example 203.0.113.7
             */
            address: string;
            /**
             * Format: date-time
             * @description When it signed in.
             */
            created_at: string;
            /** @description The session this request belongs to. */
            current: boolean;
            /**
             * @description Read from its User-Agent header.
             * @example Chrome on Linux
             */
            device: string;
            /**
             * Format: uuid
             * @description The session's public id (not a token).
             */
            id: string;
            /**
             * Format: date-time
             * @description When its tokens were last refreshed.
             */
            last_used_at: string;
        };
        AccountStatementDto: {
            account: components["schemas"]["StatementAccountDto"];
            /** @description The cursor of the next, older page; null on the last. */
            next_cursor: string | null;
            /** @description Newest first. */
            results: components["schemas"]["StatementLineDto"][];
        };
        AccountTokenDto: {
            /** @description The token from the link mailed to the player. */
            token: string;
        };
        AdminDateOfBirthDto: {
            /**
             * Format: date
             * @example 1990-04-01
             */
            date_of_birth: string;
        };
        AdminDepositViewDto: {
            /**
             * @description Coins asked for.
             * @example 25.00
             */
            amount: string;
            /**
             * @description Coins credited: what the provider says was paid. Null until then.
             * @example 25.00
             */
            amount_credited: string | null;
            /**
             * @description Coins refunds and open or lost disputes took back.
             * @example 0.00
             */
            amount_taken_back: string;
            /** @description The provider's payment page, while PENDING. */
            checkout_url: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @example EUR */
            currency: string;
            id: number;
            /**
             * @description What the provider was asked to charge, in currency.
             * @example 25.00
             */
            price: string;
            /** @example stripe */
            provider: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            user_id: number;
            username: string | null;
        };
        AdminMailDto: {
            /** @description Delivery attempts so far. */
            attempts: number;
            /** Format: date-time */
            created_at: string;
            id: number;
            /**
             * @description What the mail is for, as the sending context names it.
             * @example password_reset
             */
            kind: string;
            /**
             * @description The last failure: the server's answer, addresses and links blanked out.
             * @example EMESSAGE: Message failed: 451 Try again later
             */
            last_error: string | null;
            /**
             * Format: date-time
             * @description PENDING only: when it is tried next.
             */
            next_attempt_at: string | null;
            /** @example alice@example.com */
            recipient: string;
            /** Format: date-time */
            sent_at: string | null;
            /** @enum {string} */
            status: "PENDING" | "SENT" | "FAILED";
            subject: string;
            /** @description The account the mail concerns, if any. */
            user_id: number | null;
        };
        AdminNotesDto: {
            /**
             * @default
             * @example Paid to the PayPal account on file.
             */
            admin_notes?: string;
        };
        AdminProtectionDto: {
            /** @description Every date of birth it tried, newest first. */
            date_of_birth_attempts: components["schemas"]["DateOfBirthAttemptDto"][];
            history: components["schemas"]["ProtectionEventDto"][];
            limits: components["schemas"]["LimitsViewDto"];
            protection: components["schemas"]["ProtectionViewDto"];
            review: components["schemas"]["ReviewDto"];
        };
        AdminUserDetailDto: {
            /** @description The latest 100 with a seat, newest first. */
            tournaments: components["schemas"]["TournamentViewDto"][];
            /** @description The latest 50 wallet postings, newest first. */
            transactions: components["schemas"]["TransactionViewDto"][];
            user: components["schemas"]["UserViewDto"];
            wallet: components["schemas"]["AdminWalletDto"];
            /** @description Newest first. */
            withdrawals: components["schemas"]["ReviewedWithdrawalDto"][];
        };
        AdminWalletDto: {
            /** @example 25.00 */
            balance: string;
        };
        AdminWithdrawalDto: {
            admin_notes: string;
            /** @example 20.00 */
            amount: string;
            /**
             * @description Approvals needed before the money leaves: 2 over WITHDRAWAL_SECOND_APPROVAL_OVER (docs/payments.md).
             * @enum {number}
             */
            approvals_required: 1 | 2;
            /** @enum {string|null} */
            cancellation_reason: "WRONG_DESTINATION" | "CHANGED_MIND" | "INCORRECT_AMOUNT" | "DIFFERENT_METHOD" | "OTHER" | null;
            cancellation_reason_display: string | null;
            cancellation_requested: boolean;
            /** Format: date-time */
            cancellation_requested_at: string | null;
            /** @description The first of two approvals while the withdrawal waits for a second admin; null when none was given. */
            first_approval: components["schemas"]["FirstApprovalDto"] | null;
            id: number;
            payment_details: string;
            /** @enum {string} */
            payment_method: "PAYPAL" | "BANK_TRANSFER" | "CRYPTO" | "OTHER";
            payment_method_display: string;
            /**
             * @description The PayPal, bank or chain transaction id of the payment, given with the approval. Null until then.
             * @example 5TY05013RG002845M
             */
            payout_reference: string | null;
            /** Format: date-time */
            requested_at: string | null;
            /** Format: date-time */
            reviewed_at: string | null;
            /** @description Facts to weigh before approving (docs/decisions.md); [] for a clean account. */
            risk_signals: components["schemas"]["RiskSignalDto"][];
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELED";
            /** @example Pending */
            status_display: string;
            user_id: number;
            username: string | null;
        };
        ApproveWithdrawalDto: {
            /**
             * @default
             * @example Paid to the PayPal account on file.
             */
            admin_notes?: string;
            /**
             * @description The PayPal, bank or chain transaction id of the payment, which the player sees. Required by the approval that releases the money; refused with the first of two approvals (over WITHDRAWAL_SECOND_APPROVAL_OVER).
             * @example 5TY05013RG002845M
             */
            payout_reference?: string;
        };
        BlockedUserDto: {
            user: components["schemas"]["UserViewDto"];
        };
        BracketMatchDto: {
            /** @description A bye (a scheduled tournament short of a power of two): round 1 with one player (player2 null), completed, that player through to round 2 without playing. Neither a win nor a loss. */
            bye: boolean;
            /** @description Won by forfeit: the loser never showed up. */
            forfeit: boolean;
            id: number;
            /** @description The semi-finals' losers' match for third place: the final's round, match 2, in no round of the bracket. */
            is_third_place: boolean;
            match_number: number;
            /** @description 1 for BLITZ, 3 for CLASSIC. */
            max_games: number;
            player1: number | null;
            player1_score: number;
            player1_username: string | null;
            player2: number | null;
            player2_score: number;
            player2_username: string | null;
            round_number: number;
            /** @enum {string} */
            status: "pending" | "IN_PROGRESS" | "COMPLETED";
            status_display: string;
            winner: number | null;
            winner_username: string | null;
        };
        CancellationRequestDto: {
            /**
             * @description A reason code, or its label as the form shows it.
             * @enum {string}
             */
            reason: "WRONG_DESTINATION" | "CHANGED_MIND" | "INCORRECT_AMOUNT" | "DIFFERENT_METHOD" | "OTHER" | "Wrong destination" | "Changed mind" | "Incorrect amount" | "Using different method" | "Other";
            /** @example 12 */
            withdrawal_id: number;
        };
        CancelPendingLimitDto: {
            /** @enum {string} */
            limit: "deposit_daily" | "deposit_weekly" | "deposit_monthly" | "loss_daily" | "loss_weekly" | "loss_monthly";
        };
        CashierInfoDto: {
            /**
             * @description The price of one coin in currency, at least two decimals.
             * @example 1.00
             */
            coin_value: string;
            /**
             * @description Coins one unit of the currency buys.
             * @example 1
             */
            coins_per_unit: number;
            /** @example EUR */
            currency: string;
            /** @example 10000.00 */
            max_deposit: string;
            /** @example 1000000000.00 */
            max_withdrawal: string;
            /** @example 0.01 */
            min_deposit: string;
            /** @example 10.00 */
            min_withdrawal: string;
            /** @enum {string} */
            provider: "sandbox" | "stripe";
            /** @description True when coins are not real money (the sandbox ribbon shows). */
            sandbox: boolean;
        };
        ChallengeViewDto: {
            /** @description The viewer may accept it now. */
            can_accept: boolean;
            /** @description The viewer made it and it is still open. */
            can_cancel: boolean;
            /** @description The viewer is the named opponent and it is still open. */
            can_decline: boolean;
            /** Format: date-time */
            created_at: string;
            creator: number;
            creator_username: string;
            /**
             * @description Coins as a decimal string with two decimals.
             * @example 5.00
             */
            entry_fee: string;
            /** Format: date-time */
            expires_at: string;
            /** @description An entry fee of 0: no money moves, no prize. */
            friendly: boolean;
            /** @enum {string} */
            game_mode: "BLITZ" | "CLASSIC";
            /** @example Blitz (Best of 1) */
            game_mode_display: string;
            /** Format: uuid */
            id: string;
            /** @description Seconds per move. */
            move_timeout: number;
            /** @description The named player, or the accepter once accepted. */
            opponent: number | null;
            opponent_username: string | null;
            /**
             * @description Both fees less the rake; "0.00" for a friendly.
             * @example 9.50
             */
            prize_pool: string;
            /** @description The match this is a rematch of. */
            rematch_of: number | null;
            /** @enum {string} */
            status: "OPEN" | "ACCEPTED" | "CANCELLED" | "EXPIRED" | "DECLINED";
            /** @description The share secret, also in `url`. */
            token: string;
            /** @description The challenge's own 2-seat tournament (kind CHALLENGE), made with the challenge; open /tournaments/{id} once accepted. */
            tournament: number;
            /**
             * @description The web page's path: the share link.
             * @example /challenge/3q2-7wE…
             */
            url: string;
        };
        ChangeEmailDto: {
            current_password: string;
            /** Format: email */
            email: string;
        };
        ChangePasswordDto: {
            current_password: string;
            /**
             * @description Sign out every other device (this one stays signed in).
             * @default true
             */
            end_other_sessions?: boolean;
            password: string;
            password2: string;
        };
        ClearReviewHoldDto: {
            /** @example Passport seen: a different person from the excluded account. */
            note: string;
        };
        CompletedGameDto: {
            /** Format: date-time */
            completed_at: string;
            /** @description Provably fair timer moves (docs/fairness.md); null for a game created before seeds existed. */
            fairness: components["schemas"]["FairnessDto"] | null;
            /** @description Won by forfeit: the opponent never showed up. */
            forfeit: boolean;
            game_number: number;
            id: number;
            /** @description The server made this move at the deadline ("random move: time ran out"). */
            player1_auto: boolean;
            /**
             * @description Null only for the absent player of a forfeit.
             * @enum {string|null}
             */
            player1_choice: "ROCK" | "PAPER" | "SCISSORS" | "SPOCK" | "LIZARD" | null;
            player1_choice_display: string | null;
            /** @description The server made this move at the deadline ("random move: time ran out"). */
            player2_auto: boolean;
            /**
             * @description Null only for the absent player of a forfeit.
             * @enum {string|null}
             */
            player2_choice: "ROCK" | "PAPER" | "SCISSORS" | "SPOCK" | "LIZARD" | null;
            player2_choice_display: string | null;
            /** @example Spock vaporizes Rock */
            result_description: string;
            /** @description Null for a tie. */
            winner: number | null;
            winner_username: string | null;
        };
        ConfirmTotpDto: {
            /**
             * @description Six digits from the authenticator being set up.
             * @example 123456
             */
            code: string;
            /** @description Your current password, as proof that it is you. */
            current_password?: string;
            /**
             * @description A code from your authenticator app (or a recovery code), as proof that it is you.
             * @example 123456
             */
            otp?: string;
        };
        CreateChallengeDto: {
            /** @description 0 for a friendly (no money moves, no prize), or coins with at most two decimals from 1.00 to 10000.00. */
            entry_fee: string | number;
            /** @enum {string} */
            game_mode: "BLITZ" | "CLASSIC";
            /**
             * @description Seconds per move: 60, 300, 3600 or 86400. Omitted, the server's MOVE_TIMEOUT_SECONDS.
             * @example 60
             */
            move_timeout?: number;
            /** @description The username of the only player who may accept; anyone but the creator may when absent. */
            opponent?: string;
        };
        CreateScheduleDto: {
            /** @default  */
            description?: string | null;
            /** @description Coins with at most two decimals, from 1.00 to 10000.00. */
            entry_fee: string | number;
            /**
             * @default CLASSIC
             * @enum {string}
             */
            game_mode?: "BLITZ" | "CLASSIC";
            /** @description The least prize pool; the house pays the shortfall (the overlay) at the start. Null: none. */
            guaranteed_prize?: (string | number) | null;
            /**
             * @default 4
             * @enum {number}
             */
            max_players?: 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256;
            /**
             * @description Fewest players it starts with (at least 2, at most max_players); fewer at the start cancel it.
             * @default 2
             * @enum {number}
             */
            min_players?: 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256;
            /**
             * @description Seconds per move in every game: 60, 300, 3600 or 86400 ("Daily"). Omitted, the server's MOVE_TIMEOUT_SECONDS (60 unless configured), which is also accepted.
             * @example 86400
             */
            move_timeout?: number;
            /** @example Friday Night Spock-Off */
            name: string;
            /**
             * @description Whole percents of the prize pool by place, first place first: [100] (the default, winner takes all), [70, 30] (at least 4 players) or [50, 30, 20] (at least 8; the semi-finals' losers play for third).
             * @default [
             *       100
             *     ]
             * @example [
             *       50,
             *       30,
             *       20
             *     ]
             */
            payouts?: number[];
            /** @default 24 */
            registration_opens_hours?: number;
            /**
             * @default none
             * @enum {string}
             */
            repeat?: "none" | "daily" | "weekly";
            /**
             * Format: date-time
             * @description The first start, with its offset; stored in UTC.
             * @example 2026-12-01T18:00:00Z
             */
            starts_at: string;
        };
        CreateSitAndGoTemplateDto: {
            /**
             * @description Whether the server keeps a table of it open.
             * @default true
             */
            active?: boolean;
            /** @description Coins with at most two decimals, from 1.00 to 10000.00. */
            entry_fee: string | number;
            /**
             * @default CLASSIC
             * @enum {string}
             */
            game_mode?: "BLITZ" | "CLASSIC";
            /**
             * @default 4
             * @enum {number}
             */
            max_players?: 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256;
            /**
             * @description Seconds per move in every game: 60, 300, 3600 or 86400 ("Daily"). Omitted, the server's MOVE_TIMEOUT_SECONDS (60 unless configured), which is also accepted.
             * @example 86400
             */
            move_timeout?: number;
            /** @example Friday Night Spock-Off */
            name: string;
            /**
             * @description Whole percents of the prize pool by place, first place first: [100] (the default, winner takes all), [70, 30] (at least 4 players) or [50, 30, 20] (at least 8; the semi-finals' losers play for third).
             * @default [
             *       100
             *     ]
             * @example [
             *       50,
             *       30,
             *       20
             *     ]
             */
            payouts?: number[];
        };
        CreateTournamentDto: {
            /** @default  */
            description?: string | null;
            /** @description Coins with at most two decimals, from 1.00 to 10000.00. */
            entry_fee: string | number;
            /**
             * @default CLASSIC
             * @enum {string}
             */
            game_mode?: "BLITZ" | "CLASSIC";
            /**
             * @default 4
             * @enum {number}
             */
            max_players?: 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256;
            /**
             * @description Seconds per move in every game: 60, 300, 3600 or 86400 ("Daily"). Omitted, the server's MOVE_TIMEOUT_SECONDS (60 unless configured), which is also accepted.
             * @example 86400
             */
            move_timeout?: number;
            /** @example Friday Night Spock-Off */
            name: string;
            /**
             * @description Whole percents of the prize pool by place, first place first: [100] (the default, winner takes all), [70, 30] (at least 4 players) or [50, 30, 20] (at least 8; the semi-finals' losers play for third).
             * @default [
             *       100
             *     ]
             * @example [
             *       50,
             *       30,
             *       20
             *     ]
             */
            payouts?: number[];
        };
        DailyNetDto: {
            /** Format: date */
            day: string;
            net: string;
        };
        DateOfBirthAttemptDto: {
            /** Format: date-time */
            at: string;
            /** Format: date */
            date_of_birth: string;
            /**
             * @description after_refusal: tried after a date under age, and refused for that.
             * @enum {string}
             */
            outcome: "accepted" | "under_age" | "after_refusal";
            /** @enum {string} */
            source: "registration" | "player" | "admin";
            /** @description False: another registration's or account's, refused as under age, from the address or email this account registered with. */
            this_account: boolean;
        };
        DepositDto: {
            /** @description Coins, 0.01 to 10000.00, at most two decimals. */
            amount: string | number;
        };
        DepositResultDto: {
            deposit: components["schemas"]["DepositViewDto"];
            /** @example Deposit successful! */
            message: string;
            wallet: components["schemas"]["WalletBalanceDto"];
        };
        DepositStartedDto: {
            /** @description PENDING, with checkout_url. */
            deposit: components["schemas"]["DepositViewDto"];
            /** @example Complete the payment to receive your coins. */
            message: string;
        };
        DepositViewDto: {
            /**
             * @description Coins asked for.
             * @example 25.00
             */
            amount: string;
            /**
             * @description Coins credited: what the provider says was paid. Null until then.
             * @example 25.00
             */
            amount_credited: string | null;
            /**
             * @description Coins refunds and open or lost disputes took back.
             * @example 0.00
             */
            amount_taken_back: string;
            /** @description The provider's payment page, while PENDING. */
            checkout_url: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @example EUR */
            currency: string;
            id: number;
            /**
             * @description What the provider was asked to charge, in currency.
             * @example 25.00
             */
            price: string;
            /** @example stripe */
            provider: string;
            /** @enum {string} */
            status: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
        };
        /** @description Authentication, permission, not found, conflict, size and rate refusals, e.g. {"detail": "Not found."}. */
        Detail: {
            /** @description The refusal's stable code (e.g. insufficient_balance, reauthentication_required, two_factor_required), also sent as the Error-Code header. */
            code?: string;
            detail: string;
        };
        /** @description A business refusal the user can act on, e.g. {"error": "Insufficient balance"}. */
        ErrorMessage: {
            /** @description The refusal's stable code (e.g. insufficient_balance, reauthentication_required, two_factor_required), also sent as the Error-Code header. */
            code?: string;
            error: string;
        };
        EventPageDto: {
            /** @description The cursor of the next, older page; null on the last. */
            next_cursor: string | null;
            /** @description Newest first. */
            results: components["schemas"]["EventRowDto"][];
        };
        EventRowDto: {
            /** @example 7 */
            aggregate_id: string;
            /** @example tournament */
            aggregate_type: string;
            id: number;
            /** Format: date-time */
            occurred_at: string;
            /** @description The event's own fields (docs/events.md); never a hidden choice. */
            payload: {
                [key: string]: unknown;
            };
            /** @example PlayerJoinedTournament */
            type: string;
            /** @description The acting user; null for the system. */
            user: components["schemas"]["EventUserDto"] | null;
        };
        EventUserDto: {
            id: number;
            username: string | null;
        };
        FairnessDto: {
            /**
             * @description Hex SHA-256 of the seed bytes, from the moment the game is created.
             * @example 630dcd29…
             */
            commitment: string;
            /** @description The 32-byte seed in hex; null until the game is complete. */
            seed: string | null;
        };
        /** @description Validation: each refused field with its messages, e.g. {"amount": ["Ensure this value is greater than or equal to 0.01."]}. Every key is a field (two-factor has one named code), so the error code is in the Error-Code header only. */
        FieldErrors: {
            [key: string]: string[];
        };
        FiguresWindowDto: {
            deposits: string;
            fees: string;
            net: string;
            prizes: string;
            refunds: string;
            /** @enum {string} */
            window: "24h" | "7d" | "30d";
        };
        FinanceBalancesDto: {
            /**
             * @description Entry fees held in escrow at the end.
             * @example 0.00
             */
            escrow: string;
            /**
             * @description Withdrawals awaiting review at the end.
             * @example 0.00
             */
            holds: string;
            /**
             * @description The house's balance at the end.
             * @example 0.00
             */
            house: string;
            /**
             * @description Players' liabilities: wallets plus holds.
             * @example 0.00
             */
            liabilities: string;
            /**
             * @description Owed by players after refunds or disputes larger than their wallet.
             * @example 0.00
             */
            owed: string;
            /**
             * @description Players' wallets at the end.
             * @example 0.00
             */
            wallets: string;
        };
        FinanceDayDto: {
            /**
             * Format: date
             * @description The UTC day.
             * @example 2026-11-25
             */
            day: string;
            /**
             * @description Deposits credited.
             * @example 0.00
             */
            deposits: string;
            /**
             * @description Disputes taken back.
             * @example 0.00
             */
            disputes: string;
            /**
             * @description Disputes won: given back.
             * @example 0.00
             */
            disputes_won: string;
            /**
             * @description Entry fees taken into escrow (the turnover), less the fees refunded.
             * @example 0.00
             */
            entry_fees: string;
            /**
             * @description Entry fees held in escrow at the end.
             * @example 0.00
             */
            escrow: string;
            /**
             * @description Withdrawals awaiting review at the end.
             * @example 0.00
             */
            holds: string;
            /**
             * @description The house's balance at the end.
             * @example 0.00
             */
            house: string;
            /**
             * @description Players' liabilities: wallets plus holds.
             * @example 0.00
             */
            liabilities: string;
            /**
             * @description The house's top-up of guaranteed prize pools (the overlay).
             * @example 0.00
             */
            overlay: string;
            /**
             * @description Owed by players after refunds or disputes larger than their wallet.
             * @example 0.00
             */
            owed: string;
            /**
             * @description Rake earned by the house.
             * @example 0.00
             */
            rake: string;
            /**
             * @description Refunds taken back.
             * @example 0.00
             */
            refunds: string;
            /**
             * @description refunds + disputes - disputes_won.
             * @example 0.00
             */
            taken_back: string;
            /**
             * @description Players' wallets at the end.
             * @example 0.00
             */
            wallets: string;
            /**
             * @description Withdrawals approved (paid out).
             * @example 0.00
             */
            withdrawals: string;
        };
        FinanceReportDto: {
            /** @description Every UTC day of the period, oldest first. */
            days: components["schemas"]["FinanceDayDto"][];
            /** Format: date */
            from: string;
            /** @description Balances at the start of the period. */
            opening: components["schemas"]["FinanceBalancesDto"];
            /** Format: date */
            to: string;
            /** @description Flows summed over the period; balances at its end. */
            total: components["schemas"]["FinanceTotalDto"];
        };
        FinanceTotalDto: {
            /**
             * @description Deposits credited.
             * @example 0.00
             */
            deposits: string;
            /**
             * @description Disputes taken back.
             * @example 0.00
             */
            disputes: string;
            /**
             * @description Disputes won: given back.
             * @example 0.00
             */
            disputes_won: string;
            /**
             * @description Entry fees taken into escrow (the turnover), less the fees refunded.
             * @example 0.00
             */
            entry_fees: string;
            /**
             * @description Entry fees held in escrow at the end.
             * @example 0.00
             */
            escrow: string;
            /**
             * @description Withdrawals awaiting review at the end.
             * @example 0.00
             */
            holds: string;
            /**
             * @description The house's balance at the end.
             * @example 0.00
             */
            house: string;
            /**
             * @description Players' liabilities: wallets plus holds.
             * @example 0.00
             */
            liabilities: string;
            /**
             * @description The house's top-up of guaranteed prize pools (the overlay).
             * @example 0.00
             */
            overlay: string;
            /**
             * @description Owed by players after refunds or disputes larger than their wallet.
             * @example 0.00
             */
            owed: string;
            /**
             * @description Rake earned by the house.
             * @example 0.00
             */
            rake: string;
            /**
             * @description Refunds taken back.
             * @example 0.00
             */
            refunds: string;
            /**
             * @description refunds + disputes - disputes_won.
             * @example 0.00
             */
            taken_back: string;
            /**
             * @description Players' wallets at the end.
             * @example 0.00
             */
            wallets: string;
            /**
             * @description Withdrawals approved (paid out).
             * @example 0.00
             */
            withdrawals: string;
        };
        FirstApprovalDto: {
            admin_id: number;
            admin_notes: string;
            /** Format: date-time */
            approved_at: string;
            username: string | null;
        };
        ForgotPasswordDto: {
            /** Format: email */
            email: string;
        };
        GameResultDto: {
            match_complete: boolean;
            match_winner_username: string | null;
            player1_score: number;
            player2_score: number;
            /** @example Rock crushes Scissors */
            result_description: string;
            /** @description Null for a tie. */
            winner_username: string | null;
        };
        GameViewDto: {
            /** Format: date-time */
            completed_at: string | null;
            /** @description Provably fair timer moves (docs/fairness.md); null for a game created before seeds existed. */
            fairness: components["schemas"]["FairnessDto"] | null;
            /** @description Won by forfeit: the absent player never moved and has no choice ("Won by forfeit: opponent did not show up"). */
            forfeit: boolean;
            game_number: number;
            id: number;
            is_complete: boolean;
            /** @description The match id. */
            match: number;
            /** @description Seconds per move. */
            move_timeout: number;
            /** @description The server made this move at the deadline ("random move: time ran out"). Null while the matching choice is null. */
            my_auto: boolean | null;
            /** @enum {string|null} */
            my_choice: "ROCK" | "PAPER" | "SCISSORS" | "SPOCK" | "LIZARD" | null;
            my_choice_display: string | null;
            /**
             * Format: date-time
             * @description The viewer's deadline; null for a spectator.
             */
            my_move_deadline: string | null;
            my_submitted: boolean;
            /** @description The server made this move at the deadline ("random move: time ran out"). Null while the matching choice is null. */
            opponent_auto: boolean | null;
            /**
             * @description Null until the game is complete.
             * @enum {string|null}
             */
            opponent_choice: "ROCK" | "PAPER" | "SCISSORS" | "SPOCK" | "LIZARD" | null;
            opponent_choice_display: string | null;
            /** Format: date-time */
            opponent_move_deadline: string | null;
            opponent_submitted: boolean;
            opponent_username: string | null;
            /** @description The server made this move at the deadline ("random move: time ran out"). Null while the matching choice is null. */
            player1_auto: boolean | null;
            /**
             * @description Null until the game is complete, except the viewer's own.
             * @enum {string|null}
             */
            player1_choice: "ROCK" | "PAPER" | "SCISSORS" | "SPOCK" | "LIZARD" | null;
            player1_choice_display: string | null;
            /** Format: date-time */
            player1_move_deadline: string;
            player1_submitted: boolean;
            /** @description The server made this move at the deadline ("random move: time ran out"). Null while the matching choice is null. */
            player2_auto: boolean | null;
            /**
             * @description Null until the game is complete, except the viewer's own.
             * @enum {string|null}
             */
            player2_choice: "ROCK" | "PAPER" | "SCISSORS" | "SPOCK" | "LIZARD" | null;
            player2_choice_display: string | null;
            /** Format: date-time */
            player2_move_deadline: string;
            player2_submitted: boolean;
            /** @example Spock vaporizes Rock */
            result_description: string | null;
            /**
             * Format: date-time
             * @description The server's clock, to correct the countdown for skew.
             */
            server_time: string;
            /** Format: date-time */
            started_at: string;
            winner: number | null;
            /** @description Null for a tie or an open game. */
            winner_username: string | null;
        };
        HealthDto: {
            /** @enum {string} */
            database: "up" | "down";
            /**
             * @description APP_ENV; the web footer shows it outside production.
             * @example production
             */
            environment: string;
            /** @enum {string} */
            status: "ok" | "unavailable";
            /** @example 0.1.3-alpha */
            version: string;
        };
        HelpLinkDto: {
            name: string;
            url: string;
        };
        HistoryMatchDto: {
            /** @description A bye (a scheduled tournament short of a power of two): round 1 with one player (player2 null), completed, that player through to round 2 without playing. Neither a win nor a loss. */
            bye: boolean;
            /** @description Won by forfeit: the loser never showed up. */
            forfeit: boolean;
            games: components["schemas"]["CompletedGameDto"][];
            id: number;
            /** @description The semi-finals' losers' match for third place: the final's round, match 2, in no round of the bracket. */
            is_third_place: boolean;
            match_number: number;
            /** @description 1 for BLITZ, 3 for CLASSIC. */
            max_games: number;
            player1: number | null;
            player1_score: number;
            player1_username: string | null;
            player2: number | null;
            player2_score: number;
            player2_username: string | null;
            round_number: number;
            /** @enum {string} */
            status: "pending" | "IN_PROGRESS" | "COMPLETED";
            status_display: string;
            winner: number | null;
            winner_username: string | null;
        };
        HistoryRoundDto: {
            matches: components["schemas"]["HistoryMatchDto"][];
            /**
             * @description Final, Semi-Finals, Quarter-Finals or Round n.
             * @example Semi-Finals
             */
            round_name: string;
            round_number: number;
        };
        LeaderboardEntryDto: {
            games_played: number;
            id: number;
            losses: number;
            /** @example 40.00 */
            money_won: string;
            /** @description Position in the chosen order, 1 first. */
            rank: number;
            username: string;
            /** @example 66.67 */
            win_rate: number;
            wins: number;
        };
        LimitsDto: {
            /** @description Coins; null removes the limit (after 24 hours); left out: unchanged. */
            deposit_daily?: (string | number) | null;
            /** @description Coins; null removes the limit (after 24 hours); left out: unchanged. */
            deposit_monthly?: (string | number) | null;
            /** @description Coins; null removes the limit (after 24 hours); left out: unchanged. */
            deposit_weekly?: (string | number) | null;
            /** @description Coins; null removes the limit (after 24 hours); left out: unchanged. */
            loss_daily?: (string | number) | null;
            /** @description Coins; null removes the limit (after 24 hours); left out: unchanged. */
            loss_monthly?: (string | number) | null;
            /** @description Coins; null removes the limit (after 24 hours); left out: unchanged. */
            loss_weekly?: (string | number) | null;
            /**
             * @description null: no reality check.
             * @enum {number|null}
             */
            reality_check_minutes?: 15 | 30 | 60 | null;
        };
        LimitsViewDto: {
            /**
             * @description In force now; null: none.
             * @example 50.00
             */
            deposit_daily: string | null;
            /**
             * @description In force now; null: none.
             * @example 50.00
             */
            deposit_monthly: string | null;
            /**
             * @description In force now; null: none.
             * @example 50.00
             */
            deposit_weekly: string | null;
            /**
             * @description In force now; null: none.
             * @example 50.00
             */
            loss_daily: string | null;
            /**
             * @description In force now; null: none.
             * @example 50.00
             */
            loss_monthly: string | null;
            /**
             * @description In force now; null: none.
             * @example 50.00
             */
            loss_weekly: string | null;
            /** @description Raises and removals waiting their 24 hours. */
            pending: components["schemas"]["PendingLimitDto"][];
            /** @enum {number|null} */
            reality_check_minutes: 15 | 30 | 60 | null;
        };
        LiveMatchDto: {
            id: number;
            /** @description 1 for BLITZ, 3 for CLASSIC. */
            max_games: number;
            /** @description Seconds per move: the pace. */
            move_timeout: number;
            player1: number;
            player1_score: number;
            player1_username: string | null;
            player2: number;
            player2_score: number;
            player2_username: string | null;
            round_number: number;
            /** Format: date-time */
            started_at: string;
            total_rounds: number;
            /** @description The tournament id. */
            tournament: number;
            tournament_name: string;
        };
        LivenessDto: {
            /** @enum {string} */
            status: "ok" | "failing";
        };
        LoggedOutDto: {
            /** @example Successfully logged out. */
            detail: string;
        };
        LoginDto: {
            password: string;
            username: string;
        };
        LogoutDto: {
            refresh?: string;
        };
        MarkReadDto: {
            /**
             * @description The ids of notifications of your own to mark read, or "all" for every unread one.
             * @example [
             *       12,
             *       13
             *     ]
             */
            ids: number[] | "all";
        };
        MarkReadResultDto: {
            /** @description Your unread notifications after the change. */
            unread: number;
        };
        MatchViewDto: {
            /** @description A bye: one player through to round 2 without playing; no opponent, no game. */
            bye: boolean;
            /** Format: date-time */
            completed_at: string | null;
            /** @description The game being played; null before the start and after the end. */
            current_game: components["schemas"]["GameViewDto"] | null;
            /** @description Decided by forfeit in game 1: the loser never showed up. */
            forfeit: boolean;
            games: components["schemas"]["GameViewDto"][];
            id: number;
            is_complete: boolean;
            /** @description The final, not the third-place match beside it. */
            is_final: boolean;
            is_participant: boolean;
            /** @description The semi-finals' losers' match for third place, in the final's round. */
            is_third_place: boolean;
            match_number: number;
            /** @description 1 for BLITZ, 3 for CLASSIC. */
            max_games: number;
            /** @description Seconds per move in every game of this match: its tournament's clock. */
            move_timeout: number;
            needs_my_move: boolean;
            player1: number | null;
            player1_score: number;
            /** @description Player 1 has a move in the current game. */
            player1_submitted: boolean;
            player1_username: string | null;
            player2: number | null;
            player2_score: number;
            /** @description Player 2 has a move in the current game. */
            player2_submitted: boolean;
            player2_username: string | null;
            /** @description Practice against the computer ("Computer (practice)", player 0, in slot 2): no money moves and nothing counts. */
            practice: boolean;
            round_number: number;
            /** Format: date-time */
            server_time: string;
            /** Format: date-time */
            started_at: string | null;
            /** @enum {string} */
            status: "pending" | "IN_PROGRESS" | "COMPLETED";
            status_display: string;
            total_rounds: number;
            /** @description The tournament id; null for a practice match. */
            tournament: number | null;
            /** @description The tournament's name; "Practice" for a practice match. */
            tournament_name: string;
            /** @description Signed-in users other than the players with this match open now (its page). */
            watchers: number;
            winner: number | null;
            winner_username: string | null;
        };
        MfaLoginDto: {
            /**
             * @description Six digits, or a recovery code like k7qm-x2pd-r9tn.
             * @example 123456
             */
            code: string;
            /** @description The token the password step answered. */
            mfa_token: string;
        };
        MfaRequiredDto: {
            /** @enum {boolean} */
            mfa_required: true;
            /** @description Works once, for five minutes. */
            mfa_token: string;
        };
        NotificationDto: {
            /**
             * @description Coins credited to the wallet (prize_won, refund, withdrawal_rejected); null for the others.
             * @example 40.00
             */
            amount: string | null;
            /** Format: date-time */
            created_at: string;
            id: number;
            /** @enum {string} */
            kind: "match_started" | "round_advanced" | "prize_won" | "refund" | "withdrawal_approved" | "withdrawal_rejected" | "game_started" | "move_reminder" | "check_in" | "check_in_lapsed" | "knocked_out" | "challenge" | "tournament_reminder";
            /**
             * @description Where to see it: a path of the web app.
             * @example /tournament/7
             */
            link: string;
            read: boolean;
            /** Format: date-time */
            read_at: string | null;
            /** @example Champion! The prize of 40.00 is in your wallet. */
            text: string;
            /**
             * @description What happened, in one line.
             * @example You won Friday Cup
             */
            title: string;
        };
        ParticipantViewDto: {
            /** @description Checked in for the start: pressed "I'm here", had a client connected, or took the seat within 2 minutes of the last seat filling. False before a check-in and after one lapsed. */
            checked_in: boolean;
            /** @description The player's user id. */
            id: number;
            /** @description 1 champion, 2 runner-up, 3, 5, 9, ... by the round lost in. */
            placement: number | null;
            /** @description Random seed from the start; 2k-1 meets 2k in round 1. */
            seed: number | null;
            username: string;
        };
        PasskeyDto: {
            /** Format: date-time */
            created_at: string;
            id: number;
            /** Format: date-time */
            last_used_at: string | null;
            /** @example Chrome on Linux */
            name: string;
            /**
             * Format: date-time
             * @description When a password reset suspended it (added in the 7 days before); a suspended passkey signs nobody in.
             */
            suspended_at: string | null;
        };
        PasskeyOptionsDto: {
            /** @description Re-authentication: the account's usable passkeys. */
            allowCredentials?: {
                [key: string]: unknown;
            }[];
            /** @description The challenge: single-use, for five minutes. */
            challenge: string;
            rp?: {
                [key: string]: unknown;
            };
            rpId?: string;
        };
        PasskeyRegistrationDto: {
            /** @description The RegistrationResponseJSON. */
            credential: {
                [key: string]: unknown;
            };
            /** @description Your current password, as proof that it is you. */
            current_password?: string;
            /** @example Work laptop */
            name?: string;
            /**
             * @description A code from your authenticator app (or a recovery code), as proof that it is you.
             * @example 123456
             */
            otp?: string;
        };
        PasskeySignInDto: {
            /** @description The AuthenticationResponseJSON. */
            credential: {
                [key: string]: unknown;
            };
        };
        PayoutTableDto: {
            /**
             * @description The fewest seats (max_players) a tournament paying this table needs.
             * @example 4
             */
            min_players: number;
            /**
             * @description Whole percents of the pool by place.
             * @example [
             *       70,
             *       30
             *     ]
             */
            payouts: number[];
        };
        PendingLimitDto: {
            /** @description What it becomes; null: removed. */
            amount: string | null;
            /** Format: date-time */
            effective_at: string;
            /** @enum {string} */
            limit: "deposit_daily" | "deposit_weekly" | "deposit_monthly" | "loss_daily" | "loss_weekly" | "loss_monthly";
        };
        PlayerMatchDto: {
            /** @description A bye (a scheduled tournament short of a power of two): round 1 with one player (player2 null), completed, that player through to round 2 without playing. Neither a win nor a loss. */
            bye: boolean;
            current_game_id: number | null;
            /** @description Won by forfeit: the loser never showed up. */
            forfeit: boolean;
            id: number;
            /** @description The semi-finals' losers' match for third place: the final's round, match 2, in no round of the bracket. */
            is_third_place: boolean;
            match_number: number;
            /** @description 1 for BLITZ, 3 for CLASSIC. */
            max_games: number;
            /** @description In progress and the caller has no move in its current game yet. */
            needs_my_move: boolean;
            player1: number | null;
            player1_score: number;
            /** @description Player 1 has a move in the current game (false when there is none). */
            player1_submitted: boolean;
            player1_username: string | null;
            player2: number | null;
            player2_score: number;
            /** @description Player 2 has a move in the current game (false when there is none). */
            player2_submitted: boolean;
            player2_username: string | null;
            round_number: number;
            /** @enum {string} */
            status: "pending" | "IN_PROGRESS" | "COMPLETED";
            status_display: string;
            tournament_name: string;
            winner: number | null;
            winner_username: string | null;
        };
        PlayerTournamentDto: {
            /** Format: date-time */
            completed_at: string;
            /** @enum {string} */
            game_mode: "BLITZ" | "CLASSIC";
            /** @example Blitz */
            game_mode_display: string;
            name: string;
            /** @description 1 the champion, 2 the runner-up, then shared places by the round lost in (3, 5, 9...). */
            placement: number | null;
            /** @description Players seated. */
            players: number;
            tournament_id: number;
        };
        PracticeMatchDto: {
            /** @description The match as GET /api/matches/{id}/ shows it. */
            match: components["schemas"]["MatchViewDto"];
        };
        PrizeViewDto: {
            /**
             * @description The floor of pool x percent / 100; the cents left over go to first place, so the prizes add up to the pool.
             * @example 10.00
             */
            amount: string;
            /**
             * @description Whole percent of the prize pool.
             * @example 70
             */
            percent: number;
            /**
             * @description 1 for the champion, 2 for the runner-up, 3 for the third-place match winner.
             * @example 1
             */
            place: number;
        };
        ProfileDto: {
            /** Format: date-time */
            created_at: string;
            email: string;
            /** @description Mail me when a match of mine starts while I have no tab open (off unless the player turns it on). */
            email_match_start: boolean;
            /** @description Whether the address was proven by a mailed link; a withdrawal needs it. */
            email_verified: boolean;
            id: number;
            /** @description A blocked account can neither sign in nor use a token it already holds. */
            is_blocked: boolean;
            /**
             * @description The language the player saved (issue 36); null until they choose one.
             * @enum {string|null}
             */
            locale: "en" | "de" | "es" | null;
            losses: number;
            protection: components["schemas"]["ProtectionViewDto"];
            /**
             * @description Elo rating; every account starts at 1000.
             * @example 1000
             */
            rating: number;
            /** @enum {string} */
            role: "PLAYER" | "ADMIN";
            /** @description Whether sign-in asks for a code from an authenticator app after the password. */
            two_factor_enabled: boolean;
            username: string;
            /**
             * @description Coins as a decimal string with two decimals.
             * @example 25.00
             */
            wallet_balance: string;
            /**
             * @description Wins as a percentage of matches played, two decimals.
             * @example 66.67
             */
            win_rate: number;
            wins: number;
        };
        ProofFieldsDto: {
            /** @description Your current password, as proof that it is you. */
            current_password?: string;
            /**
             * @description A code from your authenticator app (or a recovery code), as proof that it is you.
             * @example 123456
             */
            otp?: string;
        };
        ProtectionEventDto: {
            id: number;
            /** Format: date-time */
            occurred_at: string;
            payload: {
                [key: string]: unknown;
            };
            type: string;
            user: number | null;
        };
        ProtectionViewDto: {
            /** Format: date */
            date_of_birth: string | null;
            /** @enum {number|null} */
            reality_check_minutes: 15 | 30 | 60 | null;
            self_exclusion: components["schemas"]["SelfExclusionViewDto"];
            time_out: components["schemas"]["RestrictionViewDto"];
        };
        PublicPlayerDto: {
            games_played: number;
            id: number;
            losses: number;
            /**
             * Format: date-time
             * @description When the account was made.
             */
            member_since: string;
            rating: number;
            /** @description The last 10 completed public tournaments they sat in, newest first, with their placement. */
            recent_tournaments: components["schemas"]["PlayerTournamentDto"][];
            username: string;
            /**
             * @description Percent of matches won, 0 before the first.
             * @example 66.67
             */
            win_rate: number;
            wins: number;
        };
        ReadinessDto: {
            /**
             * @description The event bus (EVENT_BUS_URL): off when unset; down while the instances fall back to PostgreSQL.
             * @enum {string}
             */
            bus: "off" | "up" | "down";
            /** @enum {string} */
            database: "up" | "down";
            /** @description Committed migrations not yet applied; -1 when they could not be counted. */
            pending_migrations: number;
            /** @enum {string} */
            status: "ready" | "not_ready";
        };
        ReauthenticatedDto: {
            /** @example Thanks, that is you. You can change your sign-in methods for the next 5 minutes. */
            detail: string;
            /**
             * Format: date-time
             * @description When the proof lapses: 5 minutes on.
             */
            expires_at: string;
            /** @enum {string} */
            method: "password" | "totp" | "recovery_code" | "passkey";
        };
        ReauthenticateDto: {
            /** @description Your current password, as proof that it is you. */
            current_password?: string;
            /**
             * @description A code from your authenticator app (or a recovery code), as proof that it is you.
             * @example 123456
             */
            otp?: string;
            /** @description A passkey's AuthenticationResponseJSON, answering POST /api/accounts/reauthenticate/options/. */
            passkey?: {
                [key: string]: unknown;
            };
        };
        RecoveryCodesDto: {
            /** @description Ten single-use codes, shown this once. */
            recovery_codes: string[];
        };
        RefreshDto: {
            refresh: string;
        };
        RegisterDto: {
            /**
             * Format: date
             * @description Optional; under MIN_AGE (18) is refused. Without it, the first deposit asks for it.
             * @example 1990-04-01
             */
            date_of_birth?: string;
            /** Format: email */
            email: string;
            /**
             * @description The language of the answers, mails and notices (issue 36); it follows the player to every device.
             * @enum {string}
             */
            locale?: "en" | "de" | "es";
            password: string;
            password2: string;
            /** @example spock_fan */
            username: string;
        };
        ResetPasswordDto: {
            password: string;
            password2: string;
            /** @description The token from the link mailed to the player. */
            token: string;
        };
        RestrictionViewDto: {
            active: boolean;
            /** Format: date-time */
            ends_at: string | null;
        };
        ReviewDto: {
            /** @description An open hold: no deposit and no paid entry until an admin clears it. */
            held: boolean;
            /** @description Open and cleared, newest first. */
            holds: components["schemas"]["ReviewHoldDto"][];
        };
        ReviewedWithdrawalDto: {
            admin_notes: string;
            /** @example 20.00 */
            amount: string;
            /**
             * @description Approvals needed before the money leaves: 2 over WITHDRAWAL_SECOND_APPROVAL_OVER (docs/payments.md).
             * @enum {number}
             */
            approvals_required: 1 | 2;
            /** @enum {string|null} */
            cancellation_reason: "WRONG_DESTINATION" | "CHANGED_MIND" | "INCORRECT_AMOUNT" | "DIFFERENT_METHOD" | "OTHER" | null;
            cancellation_reason_display: string | null;
            cancellation_requested: boolean;
            /** Format: date-time */
            cancellation_requested_at: string | null;
            /** @description The first of two approvals while the withdrawal waits for a second admin; null when none was given. */
            first_approval: components["schemas"]["FirstApprovalDto"] | null;
            id: number;
            payment_details: string;
            /** @enum {string} */
            payment_method: "PAYPAL" | "BANK_TRANSFER" | "CRYPTO" | "OTHER";
            payment_method_display: string;
            /**
             * @description The PayPal, bank or chain transaction id of the payment, given with the approval. Null until then.
             * @example 5TY05013RG002845M
             */
            payout_reference: string | null;
            /** Format: date-time */
            requested_at: string | null;
            /** Format: date-time */
            reviewed_at: string | null;
            /** @description Facts to weigh before approving (docs/decisions.md); [] for a clean account. */
            risk_signals: components["schemas"]["RiskSignalDto"][];
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELED";
            /** @example Pending */
            status_display: string;
        };
        ReviewHoldDto: {
            clear_note: string | null;
            /** Format: date-time */
            cleared_at: string | null;
            /** @description The admin who cleared it. */
            cleared_by: number | null;
            /** @description Why, in a sentence for the admin. */
            detail: string;
            /** Format: date-time */
            held_at: string;
            id: number;
            /**
             * @description exclusion_match: its email reaches an excluded player's mailbox; exclusion_near_match: same date of birth and client address as one; age_refused: it declared a date under age; age_refused_nearby: it registered within a day of an under-age registration from its address or email.
             * @enum {string}
             */
            reason: "exclusion_match" | "exclusion_near_match" | "age_refused" | "age_refused_nearby";
        };
        ReviewStateDto: {
            admin_notes: string;
            /** @example 20.00 */
            amount: string;
            /**
             * @description Approvals needed before the money leaves: 2 over WITHDRAWAL_SECOND_APPROVAL_OVER (docs/payments.md).
             * @enum {number}
             */
            approvals_required: 1 | 2;
            /** @enum {string|null} */
            cancellation_reason: "WRONG_DESTINATION" | "CHANGED_MIND" | "INCORRECT_AMOUNT" | "DIFFERENT_METHOD" | "OTHER" | null;
            cancellation_reason_display: string | null;
            cancellation_requested: boolean;
            /** Format: date-time */
            cancellation_requested_at: string | null;
            /** @description The first of two approvals while the withdrawal waits for a second admin; null when none was given. */
            first_approval: components["schemas"]["FirstApprovalDto"] | null;
            id: number;
            payment_details: string;
            /** @enum {string} */
            payment_method: "PAYPAL" | "BANK_TRANSFER" | "CRYPTO" | "OTHER";
            payment_method_display: string;
            /**
             * @description The PayPal, bank or chain transaction id of the payment, given with the approval. Null until then.
             * @example 5TY05013RG002845M
             */
            payout_reference: string | null;
            /** Format: date-time */
            requested_at: string | null;
            /** Format: date-time */
            reviewed_at: string | null;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELED";
            /** @example Pending */
            status_display: string;
        };
        RiskSignalDto: {
            /** @enum {string} */
            code: "new_account" | "opponent_never_moved" | "repeat_opponent" | "shared_address_with_opponent" | "not_wagered" | "age_declaration_refused" | "shared_destination";
            /** @example Won 18.00 coins in prizes from 1 tournament (Spring Cup) that include 1 match in which bob_2 never moved by hand. */
            detail: string;
            /** @description Ids of the matches the signal is about (GET /matches/{id}/). */
            matches: number[];
            /** @description The other users the signal is about. */
            users: components["schemas"]["RiskUserDto"][];
        };
        RiskUserDto: {
            id: number;
            username: string;
        };
        RoleChangedDto: {
            user: components["schemas"]["UserViewDto"];
        };
        RoleChangeDto: {
            /**
             * @description The current code of the acting admin's authenticator app (or a recovery code). Required.
             * @example 123456
             */
            otp?: string;
        };
        SaferPlayFiguresDto: {
            daily: components["schemas"]["DailyNetDto"][];
            links: components["schemas"]["HelpLinkDto"][];
            windows: components["schemas"]["FiguresWindowDto"][];
        };
        ScheduleDeletedDto: {
            /** @example Schedule deleted. */
            detail: string;
        };
        ScheduleDto: {
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @example 5.00 */
            entry_fee: string;
            /** @enum {string} */
            game_mode: "BLITZ" | "CLASSIC";
            /** @example 100.00 */
            guaranteed_prize: string | null;
            id: number;
            max_players: number;
            min_players: number;
            /** @description Seconds per move. */
            move_timeout: number;
            name: string;
            /** @description Its occurrences open for registration, soonest first. */
            open_tournament_ids: number[];
            /**
             * @example [
             *       70,
             *       30
             *     ]
             */
            payouts: number[];
            registration_opens_hours: number;
            /** @enum {string} */
            repeat: "none" | "daily" | "weekly";
            /** Format: date-time */
            starts_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SelfExcludeDto: {
            /** @enum {number} */
            months: 6 | 12 | 60;
        };
        SelfExclusionViewDto: {
            active: boolean;
            /** @description Its period has ended: the player may ask to reopen (24 hours later). */
            can_request_reopen: boolean;
            /** Format: date-time */
            ends_at: string | null;
        };
        SessionDto: {
            tokens: components["schemas"]["TokenPairDto"];
            user: components["schemas"]["UserViewDto"];
        };
        SessionsEndedDto: {
            /** @example Your other sessions have been signed out. */
            detail: string;
            /** @description How many sessions ended. */
            ended: number;
        };
        SessionSummaryDto: {
            duration_seconds: number;
            /** @example 10.00 */
            fees: string;
            /**
             * @description Prizes and refunds less fees.
             * @example -10.00
             */
            net: string;
            /** @example 0.00 */
            prizes: string;
            reality_check_minutes: number | null;
            /** @example 0.00 */
            refunds: string;
            /** Format: date-time */
            started_at: string;
        };
        SitAndGoTemplateDto: {
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /** @example 2.00 */
            entry_fee: string;
            /** @description Its tables that filled and started in the last 24 hours. */
            filled_last_24h: number;
            /** @enum {string} */
            game_mode: "BLITZ" | "CLASSIC";
            id: number;
            max_players: number;
            /** @description Seconds per move. */
            move_timeout: number;
            name: string;
            /** @description Seats taken at the open table. */
            open_players: number;
            /** @description Its open (PENDING) tournament, if any. */
            open_tournament_id: number | null;
            /**
             * @example [
             *       70,
             *       30
             *     ]
             */
            payouts: number[];
            /** Format: date-time */
            updated_at: string;
        };
        StartPracticeDto: {
            /**
             * @description BLITZ: best of 1; CLASSIC: best of 3.
             * @enum {string}
             */
            game_mode: "BLITZ" | "CLASSIC";
        };
        StatementAccountDto: {
            /** @example 25.00 */
            balance: string;
            id: number;
            key: string;
            kind: string;
            name: string;
            tournament_id: number | null;
            user_id: number | null;
            /** @description Wallets only: the owner's username. */
            username: string | null;
        };
        StatementLineDto: {
            /**
             * @description Signed: + into the account, - out of it.
             * @example -10.00
             */
            amount: string;
            /** @example 15.00 */
            balance_after: string;
            /** Format: date-time */
            created_at: string;
            description: string;
            entry_id: number;
            id: number;
            /** @enum {string} */
            transaction_type: "DEPOSIT" | "WITHDRAW" | "TOURNAMENT_FEE" | "TOURNAMENT_WIN" | "WITHDRAWAL_REFUND" | "TOURNAMENT_REFUND" | "DEPOSIT_REFUND" | "DEPOSIT_DISPUTE" | "DISPUTE_WON" | "WITHDRAWAL_PAYOUT" | "HOUSE_RAKE" | "TOURNAMENT_OVERLAY";
            transaction_type_display: string;
        };
        SubmitChoiceDto: {
            /**
             * @description Case does not matter.
             * @enum {string}
             */
            choice: "ROCK" | "PAPER" | "SCISSORS" | "SPOCK" | "LIZARD";
        };
        SubmitChoiceResponseDto: {
            game: components["schemas"]["GameViewDto"];
            /** @description Null while waiting for the opponent. */
            result: components["schemas"]["GameResultDto"] | null;
        };
        TemplateDeletedDto: {
            /** @example Template deleted. */
            detail: string;
        };
        TimeOutDto: {
            /** @enum {number} */
            days: 1 | 7 | 30 | 42;
        };
        TokenPairDto: {
            /** @description Short-lived bearer token for the Authorization header. */
            access: string;
            /** @description Single-use: POST it to /api/auth/token/refresh/ for a new pair. */
            refresh: string;
        };
        TotpSetupDto: {
            /** @example otpauth://totp/Spockout:alice?secret=...&issuer=Spockout */
            otpauth_url: string;
            /** @description The otpauth URL as a QR code, an SVG document. */
            qr_svg: string;
            /** @description The base32 secret, for typing into an authenticator app. */
            secret: string;
        };
        TournamentActionResponseDto: {
            /** @example Successfully joined tournament! */
            message: string;
            tournament: components["schemas"]["TournamentViewDto"];
        };
        TournamentHistoryDto: {
            /** Format: date-time */
            completed_at: string | null;
            description: string;
            /**
             * @description Coins as a decimal string with two decimals.
             * @example 10.00
             */
            entry_fee: string;
            /** @enum {string} */
            game_mode: "BLITZ" | "CLASSIC";
            game_mode_display: string;
            id: number;
            max_players: number;
            /** @description Seconds per move in every game. */
            move_timeout: number;
            name: string;
            participant_count: number;
            /** @description By placement, the champion first. */
            participants: components["schemas"]["ParticipantViewDto"][];
            /**
             * @description Whole percents of the prize pool by place.
             * @example [
             *       50,
             *       30,
             *       20
             *     ]
             */
            payouts: number[];
            /**
             * @description Coins as a decimal string with two decimals.
             * @example 10.00
             */
            prize_pool: string;
            /** @description What each paid place won, adding up to prize_pool. */
            prizes: components["schemas"]["PrizeViewDto"][];
            /** @description Round 1 first; the last is the final. */
            rounds: components["schemas"]["HistoryRoundDto"][];
            /** Format: date-time */
            started_at: string | null;
            /** @enum {string} */
            status: "PENDING" | "ACTIVE" | "COMPLETED" | "CANCELLED";
            status_display: string;
            /** @description The semi-finals' losers' match for third place, with its games; null where none was played. */
            third_place_match: components["schemas"]["HistoryMatchDto"] | null;
            total_rounds: number;
            winner: number | null;
            winner_username: string | null;
        };
        TournamentTermsDto: {
            /**
             * @example [
             *       2,
             *       4,
             *       8
             *     ]
             */
            bracket_sizes: number[];
            /**
             * @description The clock of a tournament created without one (MOVE_TIMEOUT_SECONDS).
             * @example 60
             */
            default_move_timeout: number;
            /**
             * @description Coins as a decimal string with two decimals.
             * @example 10.00
             */
            max_entry_fee: string;
            /**
             * @description Coins as a decimal string with two decimals.
             * @example 10.00
             */
            min_entry_fee: string;
            /**
             * @description Seconds per move a new tournament may take: 60, 300, 3600, 86400 and the server's default.
             * @example [
             *       60,
             *       300,
             *       3600,
             *       86400
             *     ]
             */
            move_timeouts: number[];
            /** @description The prize tables on offer, the default ([100]) first. */
            payout_tables: components["schemas"]["PayoutTableDto"][];
            /**
             * @description The house's share of the fees in whole percent, rounded down in cents.
             * @example 7
             */
            rake_percent: number;
        };
        TournamentViewDto: {
            /** @description PENDING, registration still open, a free seat, and the caller not in it. */
            can_join: boolean;
            /**
             * Format: date-time
             * @description While the full tournament waits for its players to check in (status still PENDING), when the check-in ends: players not checked in by then lose their seat and get their entry fee back. Null otherwise.
             */
            check_in_ends_at: string | null;
            /** Format: date-time */
            completed_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description The creator's user id; null for a house table (kind SIT_AND_GO), which the house keeps open. */
            created_by: number | null;
            created_by_username: string | null;
            current_players: number;
            /** @description 0 before the start, then the lowest round still being played. */
            current_round: number;
            description: string;
            /**
             * @description Coins as a decimal string with two decimals.
             * @example 10.00
             */
            entry_fee: string;
            /** @enum {string} */
            game_mode: "BLITZ" | "CLASSIC";
            /** @example Classic (Best of 3) */
            game_mode_display: string;
            /**
             * @description The least prize pool a scheduled tournament pays: the house adds the shortfall (the overlay) at the start. Null without a guarantee.
             * @example 100.00
             */
            guaranteed_prize: string | null;
            id: number;
            /**
             * @description Who opened it: a player (PLAYER), a house table that is always open (SIT_AND_GO), a schedule (SCHEDULED), or a challenge between two players (CHALLENGE), which the lobby's lists leave out.
             * @enum {string}
             */
            kind: "PLAYER" | "SIT_AND_GO" | "SCHEDULED" | "CHALLENGE";
            /** @enum {number} */
            max_players: 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256;
            /** @description The fewest players a scheduled tournament starts with; null for every other kind. */
            min_players: number | null;
            /**
             * @description Seconds per move in every game: 60, 300, 3600 or 86400 ("Daily").
             * @example 60
             */
            move_timeout: number;
            /** @description The caller's match here that waits on their move (Play Now!), else null. */
            my_match_id_to_play: number | null;
            name: string;
            participants: components["schemas"]["ParticipantViewDto"][];
            /**
             * @description Whole percents of the prize pool by place, first place first: [100], [70, 30] or [50, 30, 20].
             * @example [
             *       70,
             *       30
             *     ]
             */
            payouts: number[];
            /**
             * @description Entry fee x max players minus the house rake.
             * @example 10.00
             */
            prize_pool: string;
            /** @description What each paid place wins, adding up to prize_pool. */
            prizes: components["schemas"]["PrizeViewDto"][];
            /**
             * Format: date-time
             * @description Creation time plus TOURNAMENT_FILL_DEADLINE_SECONDS: joins are refused from then on, and a tournament still PENDING then is cancelled with every fee refunded.
             */
            registration_closes_at: string;
            /** Format: date-time */
            started_at: string | null;
            /**
             * Format: date-time
             * @description A scheduled tournament's start (kind SCHEDULED): registration closes then, and it starts with the players registered, or is cancelled with every fee refunded when fewer than min_players. Null for every other kind.
             */
            starts_at: string | null;
            /** @enum {string} */
            status: "PENDING" | "ACTIVE" | "COMPLETED" | "CANCELLED";
            /** @example Waiting for Players */
            status_display: string;
            /** @description The semi-finals' losers' match for third place, played beside the final (three paid places); null before the start and where there is none. The bracket's rounds do not hold it. */
            third_place_match: components["schemas"]["BracketMatchDto"] | null;
            /** @description log2(max_players). */
            total_rounds: number;
            user_is_participant: boolean;
            /** @description The champion's user id. */
            winner: number | null;
            winner_username: string | null;
        };
        TransactionViewDto: {
            /**
             * @description Signed: + into the wallet, - out of it.
             * @example -10.00
             */
            amount: string;
            /** @example 15.00 */
            balance_after: string;
            /** Format: date-time */
            created_at: string;
            description: string;
            id: number;
            /** @enum {string} */
            transaction_type: "DEPOSIT" | "WITHDRAW" | "TOURNAMENT_FEE" | "TOURNAMENT_WIN" | "WITHDRAWAL_REFUND" | "TOURNAMENT_REFUND" | "DEPOSIT_REFUND" | "DEPOSIT_DISPUTE" | "DISPUTE_WON" | "WITHDRAWAL_PAYOUT" | "HOUSE_RAKE" | "TOURNAMENT_OVERLAY";
            /** @example Deposit */
            transaction_type_display: string;
        };
        TrialBalanceAccountDto: {
            /** @example 25.00 */
            balance: string;
            id: number;
            /** @example WALLET */
            kind: string;
            name: string;
            /** @description Wallets only: the owner. */
            user_id?: number;
            /** @description Wallets only; null when the user is gone. */
            username?: string | null;
        };
        TrialBalanceDto: {
            accounts: components["schemas"]["TrialBalanceAccountDto"][];
            /**
             * @description The sum of every account: always "0.00".
             * @example 0.00
             */
            total: string;
        };
        TwoFactorCodeDto: {
            /**
             * @description Six digits, or a recovery code like k7qm-x2pd-r9tn.
             * @example 123456
             */
            code: string;
        };
        TwoFactorDetailDto: {
            /** @example Two-factor authentication is off. */
            detail: string;
        };
        UpdateProfileDto: {
            /**
             * Format: date
             * @description Set once by the player (issue 22 §1): under MIN_AGE, or a second time, is refused; an admin corrects it.
             * @example 1990-04-01
             */
            date_of_birth?: string;
            /** @description Mail me when a match of mine starts while I have no tab open. */
            email_match_start?: boolean;
            /**
             * @description The language of the answers, mails and notices (issue 36); it follows the player to every device.
             * @enum {string}
             */
            locale?: "en" | "de" | "es";
        };
        UpdateScheduleDto: {
            /** @default  */
            description?: string | null;
            /** @description Coins with at most two decimals, from 1.00 to 10000.00. */
            entry_fee?: string | number;
            /**
             * @default CLASSIC
             * @enum {string}
             */
            game_mode?: "BLITZ" | "CLASSIC";
            /** @description The least prize pool; the house pays the shortfall (the overlay) at the start. Null: none. */
            guaranteed_prize?: (string | number) | null;
            /**
             * @default 4
             * @enum {number}
             */
            max_players?: 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256;
            /**
             * @description Fewest players it starts with (at least 2, at most max_players); fewer at the start cancel it.
             * @default 2
             * @enum {number}
             */
            min_players?: 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256;
            /**
             * @description Seconds per move in every game: 60, 300, 3600 or 86400 ("Daily"). Omitted, the server's MOVE_TIMEOUT_SECONDS (60 unless configured), which is also accepted.
             * @example 86400
             */
            move_timeout?: number;
            /** @example Friday Night Spock-Off */
            name?: string;
            /**
             * @description Whole percents of the prize pool by place, first place first: [100] (the default, winner takes all), [70, 30] (at least 4 players) or [50, 30, 20] (at least 8; the semi-finals' losers play for third).
             * @default [
             *       100
             *     ]
             * @example [
             *       50,
             *       30,
             *       20
             *     ]
             */
            payouts?: number[];
            /** @default 24 */
            registration_opens_hours?: number;
            /**
             * @default none
             * @enum {string}
             */
            repeat?: "none" | "daily" | "weekly";
            /**
             * Format: date-time
             * @description The first start, with its offset; stored in UTC.
             * @example 2026-12-01T18:00:00Z
             */
            starts_at?: string;
        };
        UpdateSitAndGoTemplateDto: {
            /**
             * @description Whether the server keeps a table of it open.
             * @default true
             */
            active?: boolean;
            /** @description Coins with at most two decimals, from 1.00 to 10000.00. */
            entry_fee?: string | number;
            /**
             * @default CLASSIC
             * @enum {string}
             */
            game_mode?: "BLITZ" | "CLASSIC";
            /**
             * @default 4
             * @enum {number}
             */
            max_players?: 2 | 4 | 8 | 16 | 32 | 64 | 128 | 256;
            /**
             * @description Seconds per move in every game: 60, 300, 3600 or 86400 ("Daily"). Omitted, the server's MOVE_TIMEOUT_SECONDS (60 unless configured), which is also accepted.
             * @example 86400
             */
            move_timeout?: number;
            /** @example Friday Night Spock-Off */
            name?: string;
            /**
             * @description Whole percents of the prize pool by place, first place first: [100] (the default, winner takes all), [70, 30] (at least 4 players) or [50, 30, 20] (at least 8; the semi-finals' losers play for third).
             * @default [
             *       100
             *     ]
             * @example [
             *       50,
             *       30,
             *       20
             *     ]
             */
            payouts?: number[];
        };
        UserViewDto: {
            /** Format: date-time */
            created_at: string;
            email: string;
            /** @description Mail me when a match of mine starts while I have no tab open (off unless the player turns it on). */
            email_match_start: boolean;
            /** @description Whether the address was proven by a mailed link; a withdrawal needs it. */
            email_verified: boolean;
            id: number;
            /** @description A blocked account can neither sign in nor use a token it already holds. */
            is_blocked: boolean;
            losses: number;
            /**
             * @description Elo rating; every account starts at 1000.
             * @example 1000
             */
            rating: number;
            /** @enum {string} */
            role: "PLAYER" | "ADMIN";
            /** @description Whether sign-in asks for a code from an authenticator app after the password. */
            two_factor_enabled: boolean;
            username: string;
            /**
             * @description Coins as a decimal string with two decimals.
             * @example 25.00
             */
            wallet_balance: string;
            /**
             * @description Wins as a percentage of matches played, two decimals.
             * @example 66.67
             */
            win_rate: number;
            wins: number;
        };
        WalletBalanceDto: {
            /**
             * @description Spendable coins; a pending withdrawal is already taken out.
             * @example 25.00
             */
            balance: string;
        };
        WalletMeDto: {
            /**
             * @description Spendable coins; a pending withdrawal is already taken out.
             * @example 25.00
             */
            balance: string;
            /**
             * @description Coins owed after a refund or dispute took back more than the wallet held; a deposit settles it first.
             * @example 0.00
             */
            owed: string;
        };
        WhoAmIDto: {
            id: number;
            /** @enum {string} */
            role: "PLAYER" | "ADMIN";
            username: string;
        };
        WithdrawalResultDto: {
            /** @example Withdrawal request submitted! */
            message: string;
            withdrawal: components["schemas"]["WithdrawalViewDto"];
        };
        WithdrawalViewDto: {
            admin_notes: string;
            /** @example 20.00 */
            amount: string;
            /** @enum {string|null} */
            cancellation_reason: "WRONG_DESTINATION" | "CHANGED_MIND" | "INCORRECT_AMOUNT" | "DIFFERENT_METHOD" | "OTHER" | null;
            cancellation_reason_display: string | null;
            cancellation_requested: boolean;
            /** Format: date-time */
            cancellation_requested_at: string | null;
            id: number;
            payment_details: string;
            /** @enum {string} */
            payment_method: "PAYPAL" | "BANK_TRANSFER" | "CRYPTO" | "OTHER";
            payment_method_display: string;
            /**
             * @description The PayPal, bank or chain transaction id of the payment, given with the approval. Null until then.
             * @example 5TY05013RG002845M
             */
            payout_reference: string | null;
            /** Format: date-time */
            requested_at: string | null;
            /** Format: date-time */
            reviewed_at: string | null;
            /** @enum {string} */
            status: "PENDING" | "APPROVED" | "REJECTED" | "CANCELED";
            /** @example Pending */
            status_display: string;
        };
        WithdrawDto: {
            /** @description Coins, at least 10.00 and at most the balance, at most two decimals. */
            amount: string | number;
            /**
             * @description With two-factor on: the current code of the authenticator app (or a recovery code). Required then.
             * @example 123456
             */
            otp?: string;
            /** @example player@example.com */
            payment_details: string;
            /**
             * @default PAYPAL
             * @enum {string}
             */
            payment_method?: "PAYPAL" | "BANK_TRANSFER" | "CRYPTO" | "OTHER";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    TwoFactorController_renewRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProofFieldsDto"];
            };
        };
        responses: {
            /** @description Ten new recovery codes, shown this once; the old ones die. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
            /** @description {"error"} when two-factor is not on. {"current_password": [...]} or {"otp": [...]} when the proof given is wrong. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Proof of presence (issue 30 §1): current_password or otp in the body, or a re-authentication of this session within 5 minutes; else 403 {"detail", "code": "reauthentication_required"}. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong codes (or passwords) for this account from this address, or for this account from anywhere; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TwoFactorController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmTotpDto"];
            };
        };
        responses: {
            /** @description Two-factor is on; the recovery codes are shown this once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
            /** @description {"code": [...]} when the code is wrong or was already used. {"error"} when no set-up was started or it is already on. {"current_password": [...]} or {"otp": [...]} when the proof given is wrong. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Proof of presence (issue 30 §1): current_password or otp in the body, or a re-authentication of this session within 5 minutes; else 403 {"detail", "code": "reauthentication_required"}. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong codes (or passwords) for this account from this address, or for this account from anywhere; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TwoFactorController_disable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoFactorCodeDto"];
            };
        };
        responses: {
            /** @description The code is the proof: no other is asked for. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorDetailDto"];
                };
            };
            /** @description {"code": [...]} when the code is wrong or was already used. {"error"} when it is not on. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong codes (or passwords) for this account from this address, or for this account from anywhere; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TwoFactorController_setup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProofFieldsDto"];
            };
        };
        responses: {
            /** @description A new pending secret; a set-up restarted replaces it. Proof of presence (issue 30 §1): current_password or otp in the body, or a re-authentication of this session within 5 minutes; else 403 {"detail", "code": "reauthentication_required"}. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpSetupDto"];
                };
            };
            /** @description {"error"} when two-factor is already on. {"current_password": [...]} or {"otp": [...]} when the proof given is wrong. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Proof of presence (issue 30 §1): current_password or otp in the body, or a re-authentication of this session within 5 minutes; else 403 {"detail", "code": "reauthentication_required"}. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong codes (or passwords) for this account from this address, or for this account from anywhere; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountRecoveryController_changeEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeEmailDto"];
            };
        };
        responses: {
            /** @description A link is mailed to the new address, a notice to the current one. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description Field errors: {"current_password": [...]} when it is wrong, {"email": [...]} taken, the same or invalid. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong passwords, counted with the sign-in attempts. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountRecoveryController_confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description Field errors; {"token": [...]} for a link unknown, used or expired. {"email": [...]} when another account took the address meanwhile. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountRecoveryController_resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description The address is already verified. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Three verification mails an hour at most; Retry-After says when to ask again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountRecoveryController_verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountTokenDto"];
            };
        };
        responses: {
            /** @description Verified now, or "This address is already verified." for a link opened again after it was. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description Field errors; {"token": [...]} for a link unknown, used or expired. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountRecoveryController_keepFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountTokenDto"];
            };
        };
        responses: {
            /** @description The passkey or authenticator app a password reset suspended works again (issue 30 §1). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description Field errors; {"token": [...]} for a link unknown, used or expired. Also when its factor was removed, replaced or kept already. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountsController_leaderboard: {
        parameters: {
            query?: {
                order?: "asc" | "desc";
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
                sort_by?: "games_played" | "wins" | "losses" | "win_rate" | "money_won";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @description The caller's own row and rank; null when not ranked. */
                        me: components["schemas"]["LeaderboardEntryDto"] | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["LeaderboardEntryDto"][];
                        /** @description The whole board, whatever the page: finished matches (one win each) and prize money won. */
                        totals: {
                            games: number;
                            /** @example 120.00 */
                            prize_money: string;
                        };
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ProtectionController_limits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LimitsViewDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ProtectionController_setLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LimitsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LimitsViewDto"];
                };
            };
            /** @description Field errors: an amount that is not money, a reminder other than 15, 30, 60 or null. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ProtectionController_cancelPending: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelPendingLimitDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LimitsViewDto"];
                };
            };
            /** @description {"error"}: that limit has no change waiting. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountsController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            /** @description Signed in; or, with two-factor on, no tokens yet: the code goes to /accounts/login/mfa/. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"] | components["schemas"]["MfaRequiredDto"];
                };
            };
            /** @description Field errors. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description Wrong username or password. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Too many failed attempts; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TwoFactorController_loginMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MfaLoginDto"];
            };
        };
        responses: {
            /** @description Signed in, as the login answers without two-factor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description {"code": [...]} when the code is wrong or was already used. {"mfa_token": [...]} when it is unknown, used or expired. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description Blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Too many wrong codes (or passwords) for this account from this address, or for this account from anywhere; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    PasskeysController_signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInDto"];
            };
        };
        responses: {
            /** @description As a login answers: the passkey is both factors. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description {"error": ...}: no challenge, or one unknown, expired or used; an origin other than the site; a passkey that does not verify. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description Blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
        };
    };
    PasskeysController_signInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialRequestOptionsJSON, no user named. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptionsDto"];
                };
            };
            /** @description {"error": ...}: no challenge, or one unknown, expired or used; an origin other than the site; a passkey that does not verify. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description More than 60 prompts from this address in 5 minutes; Retry-After says when. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountsController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            /** @description Also when the refresh token was unknown or already revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoggedOutDto"];
                };
            };
            /** @description Field errors. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
        };
    };
    PasskeysController_list: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["PasskeyDto"][];
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    PasskeysController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No re-authentication of this session in the last 5 minutes (code reauthentication_required), or one by a sign-in method added less than 24 hours ago, which cannot remove an older passkey (code factor_too_new). */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No passkey of yours has this id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    PasskeysController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyDto"];
                };
            };
            /** @description {"error": ...}: no challenge, or one unknown, expired or used; an origin other than the site; a passkey that does not verify. {"current_password": [...]} or {"otp": [...]} when the proof given is wrong. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Proof of presence (issue 30 §1): current_password or otp in the body, or a re-authentication of this session within 5 minutes; else {"detail", "code": "reauthentication_required"}. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong passwords or codes; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    PasskeysController_registrationOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProofFieldsDto"];
            };
        };
        responses: {
            /** @description PublicKeyCredentialCreationOptionsJSON. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptionsDto"];
                };
            };
            /** @description {"error": ...}: no challenge, or one unknown, expired or used; an origin other than the site; a passkey that does not verify. {"current_password": [...]} or {"otp": [...]} when the proof given is wrong. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Proof of presence (issue 30 §1): current_password or otp in the body, or a re-authentication of this session within 5 minutes; else {"detail", "code": "reauthentication_required"}. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong passwords or codes; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountRecoveryController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description Field errors: {"current_password": [...]} when it is wrong; password errors as at registration. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong passwords, counted with the sign-in attempts. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountRecoveryController_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            /** @description The same answer, in the same time, whether an account uses the address or not. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description Field errors. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description Too many requests for this address or from this client. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountRecoveryController_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            /** @description The password is set and every session of the account ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description Field errors; {"token": [...]} for a link unknown, used or expired. Password errors as at registration. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountsController_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountsController_updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            /** @description The profile as it now stands, with `protection`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            /** @description {"email_match_start": [...]} not a boolean; {"date_of_birth": [...]} not a date, under age, already confirmed (an admin corrects it), or any date after one refused as under age; {"locale": [...]} not one of en, de, es; {"error": "..."} when none is sent. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ReauthenticationController_reauthenticate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReauthenticateDto"];
            };
        };
        responses: {
            /** @description One of current_password, otp (an authenticator or recovery code) or passkey. A code also counts as the session's second factor: an admin signed in with a passkey enters one to use the admin routes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReauthenticatedDto"];
                };
            };
            /** @description Field errors: {"current_password": [...]} wrong or missing, {"otp": [...]} wrong; {"error"} for a passkey answer that does not verify, is suspended or answers no challenge of this account. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description A token from before sessions were recorded: sign in again. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong passwords or codes; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ReauthenticationController_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PublicKeyCredentialRequestOptionsJSON naming the account's usable passkeys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyOptionsDto"];
                };
            };
            /** @description Passkeys work only from the site ({"error"}). */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description More than 60 prompts for this account in 5 minutes; Retry-After says when. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountsController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterDto"];
            };
        };
        responses: {
            /** @description The new account, signed in. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description Field errors: username or email taken, weak password, passwords differ. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description {"error"}: the email reaches the mailbox of a player whose self-exclusion or time-out is in force; the message points to Safer play (/safer-play). */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Too many registration attempts from this address. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ProtectionController_saferPlay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaferPlayFiguresDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ProtectionController_selfExclude: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SelfExcludeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectionViewDto"];
                };
            };
            /** @description {"months": [...]}: not 6, 12 or 60. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ProtectionController_reopen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectionViewDto"];
                };
            };
            /** @description {"error"}: not self-excluded, or its period has not ended. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ProtectionController_sessionSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionSummaryDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    SessionsController_list: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["AccountSessionDto"][];
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    SessionsController_end: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session ended (the caller's own too: that is a sign-out). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountDetailDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The caller's session neither signed in nor re-authenticated within the last 5 minutes (code reauthentication_required), or did so with a sign-in method added less than 24 hours ago, which cannot end a session signed in with an older one (code factor_too_new). */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No live session of yours has this id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    SessionsController_revokeOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEndedDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The caller's session neither signed in nor re-authenticated within the last 5 minutes (code reauthentication_required), or did so with a sign-in method added less than 24 hours ago, which cannot end a session signed in with an older one (code factor_too_new). */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ProtectionController_timeOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeOutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectionViewDto"];
                };
            };
            /** @description {"days": [...]}: not 1, 7, 30 or 42. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminDepositsController_list: {
        parameters: {
            query?: {
                /** @description Created on or after this day (UTC). */
                from?: string;
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
                provider?: "sandbox" | "stripe";
                status?: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
                /** @description Created on or before this day (UTC). */
                to?: string;
                /** @description The player's user id. */
                user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["AdminDepositViewDto"][];
                    };
                };
            };
            /**
             * @description A malformed filter: {"status"}, {"provider"}, {"user"}, {"from"} or {"to"}.
             *
             *     {"page": [...]} or {"page_size": [...]} for a malformed page or page size.
             */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminOperationsController_events: {
        parameters: {
            query?: {
                aggregate_id?: string;
                aggregate_type?: string;
                /** @description next_cursor of the previous page */
                cursor?: string;
                limit?: number;
                since?: string;
                type?: string;
                until?: string;
                /** @description Acting user id */
                user?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventPageDto"];
                };
            };
            /** @description Field errors: a malformed date, user, cursor or limit. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminFinanceController_report: {
        parameters: {
            query?: {
                format?: "json" | "csv";
                /** @description First UTC day; default 29 days before `to`. */
                from?: string;
                /** @description Last UTC day, included; default today. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinanceReportDto"];
                    "text/csv": string;
                };
            };
            /** @description {"from": [...]}, {"to": [...]} or {"format": [...]}: not a date, start after end, over 366 days. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminLedgerController_statement: {
        parameters: {
            query?: {
                /** @description next_cursor of the previous page */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountStatementDto"];
                };
            };
            /** @description {"cursor": [...]} or {"limit": [...]}. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed account id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminLedgerController_trialBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrialBalanceDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminMailController_list: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
                /** @description PENDING: waiting to be (re)tried; FAILED: given up. */
                status?: "PENDING" | "SENT" | "FAILED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["AdminMailDto"][];
                    };
                };
            };
            /**
             * @description {"status": [...]}, {"page": [...]} or {"page_size": [...]}.
             *
             *     {"page": [...]} or {"page_size": [...]} for a malformed page or page size.
             */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminSchedulesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDto"][];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminSchedulesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduleDto"];
            };
        };
        responses: {
            /** @description The schedule. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDto"];
                };
            };
            /** @description Field errors: {"payouts": [...]} also when the smallest bracket min_players can start (the next power of two) is too small for the table, {"min_players": [...]} when above max_players. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminSchedulesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Schedule id; unknown, deleted or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDeletedDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown, deleted or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminSchedulesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Schedule id; unknown, deleted or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleDto"];
                };
            };
            /** @description Field errors: {"payouts": [...]} also when the smallest bracket min_players can start (the next power of two) is too small for the table, {"min_players": [...]} when above max_players. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown, deleted or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminSitAndGoController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitAndGoTemplateDto"][];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminSitAndGoController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSitAndGoTemplateDto"];
            };
        };
        responses: {
            /** @description The template. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitAndGoTemplateDto"];
                };
            };
            /** @description Field errors, as a tournament's creation gives them: {"payouts": [...]} also when the seats are too few for the table. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminSitAndGoController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template id; unknown, deleted or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TemplateDeletedDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown, deleted or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminSitAndGoController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Template id; unknown, deleted or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSitAndGoTemplateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SitAndGoTemplateDto"];
                };
            };
            /** @description Field errors, as a tournament's creation gives them: {"payouts": [...]} also when the seats are too few for the table. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown, deleted or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminOperationsController_users: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["UserViewDto"][];
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminOperationsController_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetailDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminOperationsController_block: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUserDto"];
                };
            };
            /** @description {"error"}: admins cannot be blocked. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminProtectionController_correctDateOfBirth: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminDateOfBirthDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProtectionDto"];
                };
            };
            /** @description {"date_of_birth": [...]} */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminOperationsController_grantAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleChangedDto"];
                };
            };
            /** @description {"otp": [...]} missing or wrong; {"error"}: a blocked user. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong two-factor codes; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminProtectionController_protection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProtectionDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminProtectionController_clearReviewHold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClearReviewHoldDto"];
            };
        };
        responses: {
            /** @description Every open hold cleared (a `ReviewHoldCleared` event). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProtectionDto"];
                };
            };
            /** @description {"note": [...]} missing or blank; {"error"}: no hold open, an exclusion in force still covers the email, or an under-age refusal awaits the date of birth an admin sets. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminOperationsController_revokeAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleChangedDto"];
                };
            };
            /** @description {"otp": [...]} missing or wrong; {"error"}: the last admin with two-factor, or the configured admin. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong two-factor codes; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminOperationsController_unblock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUserDto"];
                };
            };
            /** @description {"error"}: admins cannot be blocked. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminWithdrawalsController_list: {
        parameters: {
            query?: {
                cancellation_requested?: "true" | "false";
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
                status?: "PENDING" | "APPROVED" | "REJECTED" | "CANCELED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["AdminWithdrawalDto"][];
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminWithdrawalsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApproveWithdrawalDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewStateDto"];
                };
            };
            /** @description {"payout_reference": [...]}: missing on the approval that releases the money, or given with a first approval; {"error"}: not in a state this review applies to, the admin's own withdrawal, or their second approval. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminWithdrawalsController_approveCancellation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminNotesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewStateDto"];
                };
            };
            /** @description {"error"}: not in a state this review applies to, or the admin's own withdrawal. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminWithdrawalsController_denyCancellation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminNotesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewStateDto"];
                };
            };
            /** @description {"error"}: not in a state this review applies to, or the admin's own withdrawal. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AdminWithdrawalsController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminNotesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewStateDto"];
                };
            };
            /** @description {"error"}: not in a state this review applies to, or the admin's own withdrawal. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountsController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshDto"];
            };
        };
        responses: {
            /** @description A new pair; the refresh token sent is spent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPairDto"];
                };
            };
            /** @description Field errors. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description Unknown, expired or already used refresh token. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    AccountsController_whoami: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhoAmIDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ChallengesController_list: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["ChallengeViewDto"][];
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ChallengesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChallengeDto"];
            };
        };
        responses: {
            /** @description The challenge, OPEN. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeViewDto"];
                };
            };
            /** @description Field errors ({"opponent": [...]} for an unknown username or oneself), or {"error"} when the balance does not cover the fee, a limit, time-out or self-exclusion refuses it, or the creator has MAX_OPEN_TOURNAMENTS_PER_USER open challenges. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ChallengesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge's share token; an unknown one answers 404. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeViewDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown token. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ChallengesController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge's share token; an unknown one answers 404. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, ACCEPTED, with its tournament. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeViewDto"];
                };
            };
            /** @description {"error"}: not enough coins, or a limit, time-out or self-exclusion refuses the stake. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The challenge names another player, or a blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown token. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The caller made it, or it is no longer open (accepted, cancelled, declined or expired). */
            409: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ChallengesController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge's share token; an unknown one answers 404. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, CANCELLED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeViewDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not its creator. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown token. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description It is no longer open. */
            409: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    ChallengesController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The challenge's share token; an unknown one answers 404. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The challenge, DECLINED. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeViewDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not the player it names. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown token. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description It is no longer open. */
            409: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    CashierController_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CashierInfoDto"];
                };
            };
        };
    };
    CashierController_list: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
                status?: "PENDING" | "COMPLETED" | "EXPIRED" | "FAILED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["DepositViewDto"][];
                    };
                };
            };
            /**
             * @description {"status": [...]} not a deposit status.
             *
             *     {"page": [...]} or {"page_size": [...]} for a malformed page or page size.
             */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    CashierController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositViewDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown deposit, or another player's. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    WalletController_recentTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's latest 50 wallet postings, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionViewDto"][];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    WalletController_deposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and body replays the first response and moves nothing; another body is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositDto"];
            };
        };
        responses: {
            /** @description The sandbox: credited at once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositResultDto"];
                };
            };
            /** @description A paying provider: PENDING until the provider confirms; send the player to checkout_url. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositStartedDto"];
                };
            };
            /** @description {"amount": [...]} outside 0.01 to 10000.00 or with more than two decimals; {"error"}: a deposit limit. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No date of birth declared, under age, in a time-out or self-excluded; {"error"}: held for a review, or an exclusion in force covers its email (issue 30). */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The payment provider could not be reached; nothing was recorded. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    WalletController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WalletMeDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    WalletController_requestCancellation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and body replays the first response and moves nothing; another body is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancellationRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalViewDto"];
                };
            };
            /** @description Field errors, or {"error"}: not pending, or already requested. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown withdrawal, or another player's. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    WalletController_withdraw: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key and body replays the first response and moves nothing; another body is 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawDto"];
            };
        };
        responses: {
            /** @description The request, holding its amount until reviewed. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalResultDto"];
                };
            };
            /** @description Field errors (amount under 10.00 or over the balance, payment details; {"otp": [...]} missing or wrong with two-factor on), or {"error"}: too many pending. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The email address is not verified yet, or no date of birth is declared (issue 24 §4). */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description The Idempotency-Key was already used with a different request. */
            409: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Too many wrong two-factor codes; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    WalletController_withdrawalRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's withdrawal requests, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WithdrawalViewDto"][];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    GameplayController_submitChoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubmitChoiceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmitChoiceResponseDto"];
                };
            };
            /** @description {"choice": [...]} for an unknown choice, or {"error"}: the game is over or the caller already moved. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not a player of this match, or a blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown game. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description The database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessDto"];
                };
            };
            /** @description The embedded database could not be restarted. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description The database does not answer or is being restarted, or migrations are pending. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
        };
    };
    GameplayController_match: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchViewDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown match. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    GameplayController_currentGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown match, or {"detail": "No active game"}. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    GameplayController_games: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameViewDto"][];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown match. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    RematchController_offer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Match id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The offer, OPEN, with rematch_of. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChallengeViewDto"];
                };
            };
            /** @description {"error"}: not enough coins, or a limit, time-out or self-exclusion refuses the stake. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Not one of the two players of the match, or a blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The match is not over, or a rematch of it is already on offer. */
            409: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    GameplayController_live: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["LiveMatchDto"][];
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    NotificationsController_list: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["NotificationDto"][];
                        /** @description Unread notifications in all, any page. */
                        unread: number;
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    NotificationsController_markRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkReadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkReadResultDto"];
                };
            };
            /** @description {"ids": ["..."]}: not a list of ids nor "all". */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description An id that is not one of yours. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    PlayersController_player: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any case. */
                username: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPlayerDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description No such player, or a blocked one. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    PracticeController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartPracticeDto"];
            };
        };
        responses: {
            /** @description The player already has a practice match in play: that one, unchanged (at most one at a time). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PracticeMatchDto"];
                };
            };
            /** @description The new practice match. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PracticeMatchDto"];
                };
            };
            /** @description {"game_mode": [...]}: not BLITZ or CLASSIC. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description In a time-out or self-excluded (the refusal a join gets), or a blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    StreamController_open: {
        parameters: {
            query?: {
                /** @description A match the page shows: its notices too. */
                match?: number;
                /** @description A tournament the page shows: its notices too. */
                tournament?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An open text/event-stream. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description {"tournament": [...]} or {"match": [...]}: not a positive integer. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description `match` names a challenge's match (issue 33 §1) and the caller is not one of its players. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["Detail"];
                };
            };
            /** @description Too many open streams: 8 per account, MAX_STREAMS_PER_ADDRESS per client address over every instance, or MAX_STREAMS_PER_INSTANCE on this one; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_list: {
        parameters: {
            query?: {
                /** @description Only tournaments whose entry fee is at most this. */
                entry_fee_max?: string;
                /** @description Only tournaments whose entry fee is at least this. */
                entry_fee_min?: string;
                /** @description One kind, or several separated by commas: PLAYER, SIT_AND_GO, SCHEDULED. All of them when absent. */
                kind?: string;
                /** @description Only tournaments played at this clock, in seconds per move. */
                move_timeout?: 60 | 300 | 3600 | 86400;
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
                /** @description One status, or several separated by commas: PENDING, ACTIVE, COMPLETED, CANCELLED. */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["TournamentViewDto"][];
                    };
                };
            };
            /**
             * @description {"status": [...]} for an unknown status, {"kind": [...]} for a kind the lobby does not list.
             *
             *     {"page": [...]} or {"page_size": [...]} for a malformed page or page size.
             */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateTournamentDto"];
            };
        };
        responses: {
            /** @description The tournament. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentViewDto"];
                };
            };
            /** @description Field errors, or {"error"} when the balance does not cover the fee or the creator already has MAX_OPEN_TOURNAMENTS_PER_USER tournaments waiting for players. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentViewDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_bracket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: components["schemas"]["BracketMatchDto"][];
                    };
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentActionResponseDto"];
                };
            };
            /** @description {"error"}: the tournament is no longer waiting for players. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Neither the creator nor an admin. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_checkIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentActionResponseDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The caller has no seat in this tournament. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The tournament is not checking in (not full yet, already started, or cancelled), or its check-in has ended. */
            409: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_history: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentHistoryDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The tournament is not completed. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorMessage"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentActionResponseDto"];
                };
            };
            /** @description {"error"}: not open, full, already in, or not enough coins. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Blocked account. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentActionResponseDto"];
                };
            };
            /** @description {"error"}: the tournament is no longer waiting for players, or the caller has no seat. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_myMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Tournament id; unknown or malformed ids answer 404. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description By round and match number. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlayerMatchDto"][];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description The caller has no seat in this tournament. */
            403: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
            /** @description Unknown or malformed id. */
            404: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_available: {
        parameters: {
            query?: {
                /** @description Only tournaments whose entry fee is at most this. */
                entry_fee_max?: string;
                /** @description Only tournaments whose entry fee is at least this. */
                entry_fee_min?: string;
                /** @description One kind, or several separated by commas: PLAYER, SIT_AND_GO, SCHEDULED. All of them when absent. */
                kind?: string;
                /** @description Only tournaments played at this clock, in seconds per move. */
                move_timeout?: 60 | 300 | 3600 | 86400;
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["TournamentViewDto"][];
                    };
                };
            };
            /**
             * @description {"kind": [...]} for a kind the lobby does not list.
             *
             *     {"page": [...]} or {"page_size": [...]} for a malformed page or page size.
             */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_mine: {
        parameters: {
            query?: {
                /** @description 1-based; a page past the end answers no results. */
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        next: string | null;
                        /** @example /api/tournaments/?page=2&page_size=20 */
                        previous: string | null;
                        results: components["schemas"]["TournamentViewDto"][];
                    };
                };
            };
            /** @description {"page": [...]} or {"page_size": [...]} for a malformed page or page size. */
            400: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldErrors"] | components["schemas"]["ErrorMessage"] | components["schemas"]["Detail"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
    TournamentsController_terms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentTermsDto"];
                };
            };
            /** @description No valid access token, an ended session or a blocked account. */
            401: {
                headers: {
                    /** @description A domain refusal's code, as in the body; a field-error body's only one. */
                    "Error-Code"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Detail"];
                };
            };
        };
    };
}

/** The server's limits and closed lists (src/api-contract.ts): amounts in cents. */
export const API_LIMITS = {
    "depositMinCents": 1,
    "depositMaxCents": 1000000,
    "withdrawalMinCents": 1000,
    "entryFeeMinCents": 100,
    "entryFeeMaxCents": 1000000,
    "tournamentNameMaxLength": 100,
    "tournamentDescriptionMaxLength": 1000,
    "bracketSizes": [
        2,
        4,
        8,
        16,
        32,
        64,
        128,
        256
    ],
    "defaultMaxPlayers": 4,
    "gameModes": [
        "BLITZ",
        "CLASSIC"
    ],
    "defaultGameMode": "CLASSIC",
    "payoutTables": [
        {
            "payouts": [
                100
            ],
            "minPlayers": 2
        },
        {
            "payouts": [
                70,
                30
            ],
            "minPlayers": 4
        },
        {
            "payouts": [
                50,
                30,
                20
            ],
            "minPlayers": 8
        }
    ],
    "moveTimeoutChoices": [
        60,
        300,
        3600,
        86400
    ],
    "tournamentStatuses": [
        "PENDING",
        "ACTIVE",
        "COMPLETED",
        "CANCELLED"
    ],
    "choices": [
        "ROCK",
        "PAPER",
        "SCISSORS",
        "SPOCK",
        "LIZARD"
    ],
    "paymentMethods": [
        "PAYPAL",
        "BANK_TRANSFER",
        "CRYPTO",
        "OTHER"
    ],
    "paymentMethodLabels": {
        "PAYPAL": "PayPal",
        "BANK_TRANSFER": "Bank Transfer",
        "CRYPTO": "Cryptocurrency",
        "OTHER": "Other"
    },
    "defaultPaymentMethod": "PAYPAL",
    "withdrawalStatuses": [
        "PENDING",
        "APPROVED",
        "REJECTED",
        "CANCELED"
    ],
    "cancellationReasons": [
        "WRONG_DESTINATION",
        "CHANGED_MIND",
        "INCORRECT_AMOUNT",
        "DIFFERENT_METHOD",
        "OTHER"
    ],
    "cancellationReasonLabels": {
        "WRONG_DESTINATION": "Wrong destination",
        "CHANGED_MIND": "Changed mind",
        "INCORRECT_AMOUNT": "Incorrect amount",
        "DIFFERENT_METHOD": "Using different method",
        "OTHER": "Other"
    },
    "firstDay": "1970-01-01",
    "lastDay": "9999-12-30"
} as const;
