import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { GetAccountStatement, GetTrialBalance } from '../contracts/ledger.queries.js';
import { StatementQueryDto } from './admin-ledger.dto.js';
import { AccountStatementDto, TrialBalanceDto } from './admin-ledger.responses.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin/ledger')
export class AdminLedgerController {
  constructor(private readonly queries: QueryBus) {}

  /** Every account's balance and the total, which is always "0.00". */
  @Get('trial_balance')
  @ApiOkResponse({ type: TrialBalanceDto })
  trialBalance() {
    return this.queries.execute(new GetTrialBalance());
  }

  /** One account and its postings, newest first, with the balance after each; unknown or malformed id: 404. */
  @Get('accounts/:id/statement')
  @ApiOkResponse({ type: AccountStatementDto })
  @ApiErrors({ 400: '{"cursor": [...]} or {"limit": [...]}.', 404: 'Unknown or malformed account id.' })
  async statement(@Param('id', EntityIdPipe) id: number, @Query() query: StatementQueryDto) {
    const before = query.cursor === undefined ? undefined : Number(query.cursor);
    const statement = await this.queries.execute(new GetAccountStatement(id, before, query.limit ?? 50));
    if (!statement) throw DomainError.notFound();
    return statement;
  }
}
