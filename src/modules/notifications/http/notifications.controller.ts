import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { ApiPage, PageQueryDto, PageRequest } from '../../../shared/http/pagination.js';
import { MarkNotificationsRead } from '../commands/mark-notifications-read.command.js';
import { ListNotifications } from '../queries/list-notifications.query.js';
import { MarkReadDto } from './notifications.dto.js';
import { MarkReadResultDto, NotificationDto } from './notifications.responses.js';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Your inbox a page at a time, newest first: match starts, rounds, prizes, refunds, withdrawals.',
    description: 'The live stream pushes `notifications` {unread} whenever the unread count may have changed.',
  })
  @ApiPage(NotificationDto, { unread: { type: 'integer', description: 'Unread notifications in all, any page.' } })
  async list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    const { unread, ...page } = await this.queries.execute(new ListNotifications(user.id, at));
    return { ...at.answer(page), unread };
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Marks notifications of yours read: {"ids": [12, 13]} or {"ids": "all"}.',
    description: 'Marking one already read again changes nothing. All or nothing: an id not yours answers 404.',
  })
  @ApiOkResponse({ type: MarkReadResultDto })
  @ApiErrors({ 400: '{"ids": ["..."]}: not a list of ids nor "all".', 404: 'An id that is not one of yours.' })
  markRead(@CurrentUser() user: AuthUser, @Body() body: MarkReadDto) {
    return this.commands.execute(new MarkNotificationsRead(user.id, body.ids));
  }
}
