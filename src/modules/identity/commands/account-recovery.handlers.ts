import { VerifyEmailHandler } from './verify-email.handler.js';
import { ResendVerificationHandler } from './resend-verification.handler.js';
import { RequestPasswordResetHandler } from './request-password-reset.handler.js';
import { ResetPasswordHandler } from './reset-password.handler.js';
import { ChangePasswordHandler } from './change-password.handler.js';
import { RequestEmailChangeHandler } from './request-email-change.handler.js';
import { ConfirmEmailChangeHandler } from './confirm-email-change.handler.js';
import { KeepFactorHandler } from './keep-factor.handler.js';
import { IsEmailVerifiedHandler } from '../queries/is-email-verified.handler.js';

/** The providers of a player's email and password (issue 21 §2), listed once for the module. */
export const accountRecoveryHandlers = [
  VerifyEmailHandler,
  ResendVerificationHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ChangePasswordHandler,
  RequestEmailChangeHandler,
  ConfirmEmailChangeHandler,
  KeepFactorHandler,
  IsEmailVerifiedHandler,
];
