import { CompleteMfaLoginHandler } from './commands/complete-mfa-login.handler.js';
import { ConfirmSecondFactorHandler } from './commands/confirm-second-factor.handler.js';
import { KeepFactorHandler } from './commands/keep-factor.handler.js';
import { LogInHandler } from './commands/log-in.handler.js';
import { LogOutHandler } from './commands/log-out.handler.js';
import {
  ListPasskeysHandler,
  RegisterPasskeyHandler,
  RemovePasskeyHandler,
  SignInWithPasskeyHandler,
  StartPasskeyRegistrationHandler,
  StartPasskeySignInHandler,
} from './commands/passkeys.handlers.js';
import { ReauthenticateHandler, StartPasskeyReauthenticationHandler } from './commands/reauthenticate.handlers.js';
import { RefreshSessionHandler } from './commands/refresh-session.handler.js';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler.js';
import { ResetPasswordHandler } from './commands/reset-password.handler.js';
import { EndOtherSessionsHandler, EndSessionHandler } from './commands/sessions.handlers.js';
import {
  ConfirmTotpHandler,
  DisableTwoFactorHandler,
  RenewRecoveryCodesHandler,
  StartTotpSetupHandler,
} from './commands/two-factor-setup.handlers.js';
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
