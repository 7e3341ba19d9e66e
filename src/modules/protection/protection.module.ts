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
import {
  AssertMayDepositHandler,
  AssertMayStakeHandler,
  AssertMayWithdrawHandler,
  GetDateOfBirthProblemHandler,
} from './queries/checks.handlers.js';
import {
  GetLimitsHandler,
  GetProtectionHistoryHandler,
  GetProtectionStatusHandler,
  GetSaferPlayFiguresHandler,
  GetSessionSummaryHandler,
} from './queries/protection-reads.handlers.js';

/** Player protection (issue 22): what a player sets to protect themselves, and the checks money and play pass. */
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
    GetDateOfBirthProblemHandler,
    GetProtectionStatusHandler,
    GetLimitsHandler,
    GetSessionSummaryHandler,
    GetSaferPlayFiguresHandler,
    GetProtectionHistoryHandler,
  ],
})
export class ProtectionModule {}
