import { ChangePasswordHandler } from './commands/change-password.handler.js';
import { ConfirmEmailChangeHandler } from './commands/confirm-email-change.handler.js';
import { EnsureAdminHandler } from './commands/ensure-admin.handler.js';
import { EnsureFirstAdminHandler } from './commands/ensure-first-admin.handler.js';
import { RecordRegistrationAttemptHandler } from './commands/record-registration-attempt.handler.js';
import { RegisterUserHandler } from './commands/register-user.handler.js';
import { RequestEmailChangeHandler } from './commands/request-email-change.handler.js';
import { ResendVerificationHandler } from './commands/resend-verification.handler.js';
import { SetUserBlockedHandler } from './commands/set-user-blocked.handler.js';
import { SetUserRoleHandler } from './commands/set-user-role.handler.js';
import { UpdateProfileHandler } from './commands/update-profile.handler.js';
import { VerifyEmailHandler } from './commands/verify-email.handler.js';
import { FindSharedAddressesHandler } from './queries/find-shared-addresses.handler.js';
import { GetAccountCreationTimesHandler } from './queries/get-account-creation-times.handler.js';
import { GetExclusionFactsHandler } from './queries/get-exclusion-facts.handler.js';
import { GetLeaderboardHandler } from './queries/get-leaderboard.handler.js';
import { GetMatchStartMailRecipientsHandler } from './queries/get-match-start-mail-recipients.handler.js';
import { GetProfileHandler } from './queries/get-profile.handler.js';
import { GetPublicPlayerHandler } from './queries/get-public-player.handler.js';
import { GetUserSummariesHandler } from './queries/get-user-summaries.handler.js';
import { FindUserByUsernameHandler } from './queries/find-user-by-username.handler.js';
import { IsEmailVerifiedHandler } from './queries/is-email-verified.handler.js';
import { SearchUsersHandler } from './queries/search-users.handler.js';

/**
 * The account's handlers: registration, the profile, the address and the password, the admins' role and block,
 * and the reads of users (profiles, the leaderboard, players' pages, what other contexts ask about users).
 */
export const accountHandlers = [
  RegisterUserHandler,
  RecordRegistrationAttemptHandler,
  VerifyEmailHandler,
  ResendVerificationHandler,
  RequestEmailChangeHandler,
  ConfirmEmailChangeHandler,
  ChangePasswordHandler,
  UpdateProfileHandler,
  SetUserBlockedHandler,
  SetUserRoleHandler,
  EnsureAdminHandler,
  EnsureFirstAdminHandler,
  GetProfileHandler,
  GetLeaderboardHandler,
  GetPublicPlayerHandler,
  GetUserSummariesHandler,
  FindUserByUsernameHandler,
  GetMatchStartMailRecipientsHandler,
  SearchUsersHandler,
  GetAccountCreationTimesHandler,
  FindSharedAddressesHandler,
  GetExclusionFactsHandler,
  IsEmailVerifiedHandler,
];
