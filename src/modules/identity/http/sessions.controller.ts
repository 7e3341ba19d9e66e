import { Controller, Delete, Get, HttpCode, Ip, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { ApiPage, PageQueryDto, PageRequest } from '../../../shared/http/pagination.js';
import { EndOtherSessions } from '../sign-in-security/commands/end-other-sessions.command.js';
import { EndSession } from '../sign-in-security/commands/end-session.command.js';
import { ListSessions } from '../sign-in-security/queries/list-sessions.query.js';
import { AccountDetailDto as DetailDto } from './account-recovery.responses.js';
import { proofOf } from './reauthentication.dto.js';
import { AccountSessionDto, SessionsEndedDto } from './sessions.responses.js';

const FRESH =
  "The caller's session neither signed in nor re-authenticated within the last 5 minutes (code " +
  'reauthentication_required), or did so with a sign-in method added less than 24 hours ago, which cannot end a ' +
  'session signed in with an older one (code factor_too_new).';

/**
 * A player's sessions (issue 21 §4): each sign-in, where from and on what, and the means to end one or all
 * the others, after a fresh sign-in or a re-authentication (issue 30 §1). An ended session's refresh token is refused and its access tokens and streams stop on every
 * instance.
 */
@ApiTags('accounts')
@ApiBearerAuth()
@Controller('accounts/sessions')
export class SessionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiPage(AccountSessionDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    return at.answer(await this.queries.execute(new ListSessions(user.id, user.sessionId, at)));
  }

  @Post('revoke_others')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionsEndedDto })
  @ApiErrors({ 403: FRESH })
  async revokeOthers(@CurrentUser() user: AuthUser, @Ip() address: string) {
    const ended = await this.commands.execute(new EndOtherSessions(proofOf(user, address)));
    return { detail: 'Your other sessions have been signed out.', ended };
  }

  @Delete(':id')
  @ApiOkResponse({ type: DetailDto, description: "The session ended (the caller's own too: that is a sign-out)." })
  @ApiErrors({ 403: FRESH, 404: 'No live session of yours has this id.' })
  async end(@CurrentUser() user: AuthUser, @Param('id') id: string, @Ip() address: string) {
    await this.commands.execute(new EndSession(proofOf(user, address), id));
    return { detail: 'The session has been signed out.' };
  }
}
