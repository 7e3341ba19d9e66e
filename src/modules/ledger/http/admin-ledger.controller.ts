import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { GetTrialBalance } from '../contracts/ledger.queries.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/ledger')
export class AdminLedgerController {
  constructor(private readonly queries: QueryBus) {}

  /** Every account's balance and the total, which is always "0.00". */
  @Get('trial_balance')
  trialBalance() {
    return this.queries.execute(new GetTrialBalance());
  }
}
