import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { UserViewDto } from '../../identity/contracts/user-view.dto.js';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { ApiPage, PageRequest } from '../../../shared/http/pagination.js';
import { GetProfile, SearchUsers } from '../../identity/contracts/admin-user-queries.js';
import { SetUserBlocked } from '../../identity/contracts/set-user-blocked.command.js';
import { SetUserRole } from '../../identity/contracts/set-user-role.command.js';
import type { Role } from '../../../shared/auth/auth-user.js';
import { GetWalletTransactions } from '../../ledger/contracts/ledger.queries.js';
import { GetUserWithdrawals } from '../../payouts/contracts/payouts.queries.js';
import { ListUserTournaments } from '../../tournaments/contracts/tournaments.queries.js';
import { ListEvents } from '../queries/list-events.query.js';
import { EventQueryDto, RoleChangeDto, UserSearchDto } from './operations.dto.js';
import { AdminUserDetailDto, BlockedUserDto, EventPageDto, RoleChangedDto } from './operations.responses.js';

/** What operators and admins read: the event log and everything about one user, and blocking. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin')
export class AdminOperationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('events')
  @ApiOkResponse({ type: EventPageDto })
  @ApiErrors({ 400: 'Field errors: a malformed date, user, cursor or limit.' })
  events(@Query() query: EventQueryDto) {
    return this.queries.execute(
      new ListEvents({
        type: query.type,
        aggregateType: query.aggregate_type,
        aggregateId: query.aggregate_id,
        userId: query.user,
        since: query.since,
        until: query.until,
        before: query.cursor === undefined ? undefined : Number(query.cursor),
        limit: query.limit ?? 50,
      }),
    );
  }

  @Get('users')
  @ApiOperation({ summary: 'Users newest first, a page at a time; `search` matches username or email.' })
  @ApiPage(UserViewDto)
  async users(@Query() query: UserSearchDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    return at.answer(await this.queries.execute(new SearchUsers(query.search ?? '', at)));
  }

  @Get('users/:id')
  @ApiOkResponse({ type: AdminUserDetailDto })
  @ApiErrors({ 404: 'Unknown or malformed id.' })
  async user(@Param('id', EntityIdPipe) id: number) {
    const user = await this.queries.execute(new GetProfile(id));
    const [transactions, withdrawals, tournaments] = await Promise.all([
      this.queries.execute(new GetWalletTransactions(id, 50)),
      this.queries.execute(new GetUserWithdrawals(id)),
      this.queries.execute(new ListUserTournaments(id)),
    ]);
    return { user, wallet: { balance: user.wallet_balance }, transactions, withdrawals, tournaments };
  }

  @Post('users/:id/block')
  @HttpCode(200)
  @ApiOkResponse({ type: BlockedUserDto })
  @ApiErrors({ 400: '{"error"}: admins cannot be blocked.', 404: 'Unknown or malformed id.' })
  block(@Param('id', EntityIdPipe) id: number, @CurrentUser() admin: AuthUser) {
    return this.setBlocked(id, true, admin);
  }

  @Post('users/:id/unblock')
  @HttpCode(200)
  @ApiOkResponse({ type: BlockedUserDto })
  @ApiErrors({ 400: '{"error"}: admins cannot be blocked.', 404: 'Unknown or malformed id.' })
  unblock(@Param('id', EntityIdPipe) id: number, @CurrentUser() admin: AuthUser) {
    return this.setBlocked(id, false, admin);
  }

  @Post('users/:id/grant_admin')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Make a user an admin, confirmed with the acting admin's code. Their sessions end; they set up two-factor " +
      'before any admin route answers them.',
  })
  @ApiOkResponse({ type: RoleChangedDto })
  @ApiErrors({
    400: '{"otp": [...]} missing or wrong; {"error"}: a blocked user.',
    404: 'Unknown or malformed id.',
    429: 'Too many wrong two-factor codes; Retry-After says when to try again.',
  })
  grantAdmin(@Param('id', EntityIdPipe) id: number, @Body() body: RoleChangeDto, @CurrentUser() admin: AuthUser) {
    return this.setRole(id, 'ADMIN', body, admin);
  }

  @Post('users/:id/revoke_admin')
  @HttpCode(200)
  @ApiOperation({
    summary: "Take the admin role back, confirmed with the acting admin's code. Their sessions end at once.",
  })
  @ApiOkResponse({ type: RoleChangedDto })
  @ApiErrors({
    400: '{"otp": [...]} missing or wrong; {"error"}: the last admin with two-factor, or the configured admin.',
    404: 'Unknown or malformed id.',
    429: 'Too many wrong two-factor codes; Retry-After says when to try again.',
  })
  revokeAdmin(@Param('id', EntityIdPipe) id: number, @Body() body: RoleChangeDto, @CurrentUser() admin: AuthUser) {
    return this.setRole(id, 'PLAYER', body, admin);
  }

  private async setRole(id: number, role: Role, body: RoleChangeDto, admin: AuthUser) {
    await this.commands.execute(new SetUserRole(id, role, admin.id, body.otp ?? null));
    return { user: await this.queries.execute(new GetProfile(id)) };
  }

  private async setBlocked(id: number, blocked: boolean, admin: AuthUser) {
    await this.commands.execute(new SetUserBlocked(id, blocked, admin.id));
    return { user: await this.queries.execute(new GetProfile(id)) };
  }
}
