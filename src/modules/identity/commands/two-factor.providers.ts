import { SecondFactorCheck } from '../persistence/second-factor.js';
import { CompleteMfaLoginHandler } from './complete-mfa-login.handler.js';
import { ConfirmSecondFactorHandler } from './confirm-second-factor.handler.js';
import { Reauthentication } from './reauthentication.js';
import { RelyingParty } from './relying-party.js';
import {
  ConfirmTotpHandler,
  DisableTwoFactorHandler,
  RenewRecoveryCodesHandler,
  StartTotpSetupHandler,
} from './two-factor-setup.handlers.js';

/** The providers of two-factor sign-in (issue 21 §3), listed once for the module. */
export const twoFactorProviders = [
  SecondFactorCheck,
  RelyingParty,
  Reauthentication,
  StartTotpSetupHandler,
  RenewRecoveryCodesHandler,
  ConfirmTotpHandler,
  DisableTwoFactorHandler,
  CompleteMfaLoginHandler,
  ConfirmSecondFactorHandler,
];
