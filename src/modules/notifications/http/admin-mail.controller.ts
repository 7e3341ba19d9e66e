import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { ApiPage, PageRequest } from '../../../shared/http/pagination.js';
import { ListMail } from '../queries/list-mail.query.js';
import { AdminMailQueryDto } from './admin-mail.dto.js';
import { AdminMailDto } from './admin-mail.responses.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin/mail')
export class AdminMailController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Outgoing mail a page at a time, newest first: what was delivered, what waits, what failed.',
  })
  @ApiPage(AdminMailDto)
  @ApiErrors({ 400: '{"status": [...]}, {"page": [...]} or {"page_size": [...]}.' })
  async list(@Query() query: AdminMailQueryDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    return at.answer(await this.queries.execute(new ListMail(at, query.status ?? null)));
  }
}
