import { CompleteMfaLoginHandler } from './commands/complete-mfa-login.handler.js';
import { ConfirmSecondFactorHandler } from './commands/confirm-second-factor.handler.js';
import { KeepFactorHandler } from './commands/keep-factor.handler.js';
import { LogInHandler } from './commands/log-in.handler.js';
import { LogOutHandler } from './commands/log-out.handler.js';
import { ListPasskeysHandler } from './queries/list-passkeys.handler.js';
import { RegisterPasskeyHandler } from './commands/register-passkey.handler.js';
import { RemovePasskeyHandler } from './commands/remove-passkey.handler.js';
import { SignInWithPasskeyHandler } from './commands/sign-in-with-passkey.handler.js';
import { StartPasskeyRegistrationHandler } from './commands/start-passkey-registration.handler.js';
import { StartPasskeySignInHandler } from './commands/start-passkey-sign-in.handler.js';
import { ReauthenticateHandler } from './commands/reauthenticate.handler.js';
import { StartPasskeyReauthenticationHandler } from './commands/start-passkey-reauthentication.handler.js';
import { RefreshSessionHandler } from './commands/refresh-session.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler.js';
import { ResetPasswordHandler } from './commands/reset-password.handler.js';
import { EndOtherSessionsHandler } from './commands/end-other-sessions.handler.js';
import { EndSessionHandler } from './commands/end-session.handler.js';
import { ConfirmTotpHandler } from './commands/confirm-totp.handler.js';
import { DisableTwoFactorHandler } from './commands/disable-two-factor.handler.js';
import { RenewRecoveryCodesHandler } from './commands/renew-recovery-codes.handler.js';
import { StartTotpSetupHandler } from './commands/start-totp-setup.handler.js';
import { GetSessionStartHandler } from './queries/get-session-start.handler.js';
import { ListSessionsHandler } from './queries/list-sessions.handler.js';
import { BlockedUsersRegistry } from './services/blocked-users.registry.js';
import { Reauthentication } from './services/reauthentication.js';
import { RelyingParty } from './services/relying-party.js';
import { SecondFactorCheck } from './services/second-factor.js';
import { SessionTokens } from './services/session-tokens.js';
import { SignIns } from './services/sign-ins.js';

/** The services of sign-in security that handlers inject: tokens, sessions, codes, passkeys' relying party, proof. */
export const signInSecurityServices = [
  SessionTokens,
  SignIns,
  SecondFactorCheck,
  RelyingParty,
  Reauthentication,
  BlockedUsersRegistry,
];

/**
 * Sign-in security's handlers: signing in and out (password, second factor, passkey), sessions, two-factor set-up,
 * passkeys, re-authentication, and recovery (the forgotten password, a suspended factor kept).
 */
export const signInSecurityHandlers = [
  LogInHandler,
  CompleteMfaLoginHandler,
  SignInWithPasskeyHandler,
  StartPasskeySignInHandler,
  RefreshSessionHandler,
  LogOutHandler,
  GetSessionStartHandler,
  ListSessionsHandler,
  EndSessionHandler,
  EndOtherSessionsHandler,
  StartTotpSetupHandler,
  ConfirmTotpHandler,
  RenewRecoveryCodesHandler,
  DisableTwoFactorHandler,
  ConfirmSecondFactorHandler,
  StartPasskeyRegistrationHandler,
  RegisterPasskeyHandler,
  RemovePasskeyHandler,
  ListPasskeysHandler,
  ReauthenticateHandler,
  StartPasskeyReauthenticationHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  KeepFactorHandler,
];
