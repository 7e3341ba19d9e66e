import { Module } from '@nestjs/common';
import { ProtectionController } from './http/protection.controller.js';
import { AdminProtectionController } from './http/admin-protection.controller.js';
import {
  ConfirmDateOfBirthHandler,
  CorrectDateOfBirthHandler,
  RecordDateOfBirthAtRegistrationHandler,
} from './commands/date-of-birth.handlers.js';
import { CancelPendingLimitHandler, SetLimitsHandler } from './commands/limit.handlers.js';
import { RequestReopenHandler, SelfExcludeHandler, TakeTimeOutHandler } from './commands/restriction.handlers.js';
import { ClearReviewHoldHandler } from './commands/review-hold.handlers.js';
import {
  CheckRegistrationDateOfBirthHandler,
  ScreenBeforeDepositHandler,
  ScreenNewAccountHandler,
} from './commands/screening.handlers.js';
import {
  AssertEmailNotExcludedHandler,
  AssertMayDepositHandler,
  AssertMayStakeHandler,
  AssertMayWithdrawHandler,
} from './queries/checks.handlers.js';
import { GetAgeDeclarationRefusalsHandler, GetReviewFactsHandler } from './queries/review.handlers.js';
import {
  GetLimitsHandler,
  GetProtectionHistoryHandler,
  GetProtectionStatusHandler,
  GetSaferPlayFiguresHandler,
  GetSessionSummaryHandler,
} from './queries/protection-reads.handlers.js';

/**
 * Player protection (issue 22): what a player sets to protect themselves, and the checks money and play pass;
 * the exclusion register, the age refusals and the review holds they lead to (issue 30).
 */
@Module({
  controllers: [ProtectionController, AdminProtectionController],
  providers: [
    RecordDateOfBirthAtRegistrationHandler,
    ConfirmDateOfBirthHandler,
    CorrectDateOfBirthHandler,
    SetLimitsHandler,
    CancelPendingLimitHandler,
    TakeTimeOutHandler,
    SelfExcludeHandler,
    RequestReopenHandler,
    AssertMayDepositHandler,
    AssertMayStakeHandler,
    AssertMayWithdrawHandler,
    AssertEmailNotExcludedHandler,
    CheckRegistrationDateOfBirthHandler,
    ScreenNewAccountHandler,
    ScreenBeforeDepositHandler,
    ClearReviewHoldHandler,
    GetReviewFactsHandler,
    GetAgeDeclarationRefusalsHandler,
    GetProtectionStatusHandler,
    GetLimitsHandler,
    GetSessionSummaryHandler,
    GetSaferPlayFiguresHandler,
    GetProtectionHistoryHandler,
  ],
})
export class ProtectionModule {}
