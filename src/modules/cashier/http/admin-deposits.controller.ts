import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { dayEnd, dayStart } from '../../../shared/calendar/calendar-day.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { ApiPage, PageRequest } from '../../../shared/http/pagination.js';
import { AdminDepositViewDto } from '../contracts/deposit-view.dto.js';
import { ListDeposits } from '../queries/deposit-lists.query.js';
import { AdminDepositsQueryDto } from './deposits.dto.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin/deposits')
export class AdminDepositsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Every deposit, newest first; from and to are UTC days, both included.' })
  @ApiPage(AdminDepositViewDto)
  @ApiErrors({ 400: 'A malformed filter: {"status"}, {"provider"}, {"user"}, {"from"} or {"to"}.' })
  async list(@Query() query: AdminDepositsQueryDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    const filter = {
      status: query.status ?? null,
      provider: query.provider ?? null,
      userId: query.user ? Number(query.user) : null,
      from: query.from ? dayStart(query.from) : null,
      to: query.to ? dayEnd(query.to) : null,
    };
    return at.answer(await this.queries.execute(new ListDeposits(at, filter)));
  }
}
