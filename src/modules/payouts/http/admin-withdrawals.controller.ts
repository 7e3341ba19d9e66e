import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { WithdrawalViewDto } from '../contracts/withdrawal-view.dto.js';
import type { FastifyRequest } from 'fastify';
import { AdminOnly, CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { ApiPage, PageRequest } from '../../../shared/http/pagination.js';
import { ApproveWithdrawal } from '../commands/approve-withdrawal.command.js';
import { RejectWithdrawal } from '../commands/reject-withdrawal.command.js';
import { ApproveWithdrawalCancellation } from '../commands/approve-withdrawal-cancellation.command.js';
import { DenyWithdrawalCancellation } from '../commands/deny-withdrawal-cancellation.command.js';
import { ListWithdrawals } from '../queries/list-withdrawals.query.js';
import { withdrawalView } from '../queries/withdrawal.view.js';
import { AdminNotesDto, AdminWithdrawalsQueryDto } from './admin-withdrawals.dto.js';
import { AdminWithdrawalDto } from './admin-withdrawals.responses.js';

type Review =
  | typeof ApproveWithdrawal
  | typeof RejectWithdrawal
  | typeof ApproveWithdrawalCancellation
  | typeof DenyWithdrawalCancellation;

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin/withdrawals')
export class AdminWithdrawalsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Withdrawal requests a page at a time: pending oldest first, then reviewed newest first.' })
  @ApiPage(AdminWithdrawalDto)
  async list(@Query() query: AdminWithdrawalsQueryDto, @Req() request: FastifyRequest) {
    const flag = query.cancellation_requested;
    const at = PageRequest.of(request, query);
    return at.answer(
      await this.queries.execute(
        new ListWithdrawals(at, query.status ?? null, flag === undefined ? null : flag === 'true' || flag === '1'),
      ),
    );
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: WithdrawalViewDto })
  @ApiErrors({
    400: '{"error"}: not in a state this review applies to, or the admin\'s own withdrawal.',
    404: 'Unknown or malformed id.',
  })
  approve(@CurrentUser() admin: AuthUser, @Param('id', EntityIdPipe) id: number, @Body() body: AdminNotesDto) {
    return this.review(ApproveWithdrawal, admin, id, body);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: WithdrawalViewDto })
  @ApiErrors({
    400: '{"error"}: not in a state this review applies to, or the admin\'s own withdrawal.',
    404: 'Unknown or malformed id.',
  })
  reject(@CurrentUser() admin: AuthUser, @Param('id', EntityIdPipe) id: number, @Body() body: AdminNotesDto) {
    return this.review(RejectWithdrawal, admin, id, body);
  }

  @Post(':id/approve_cancellation')
  @HttpCode(200)
  @ApiOkResponse({ type: WithdrawalViewDto })
  @ApiErrors({
    400: '{"error"}: not in a state this review applies to, or the admin\'s own withdrawal.',
    404: 'Unknown or malformed id.',
  })
  approveCancellation(
    @CurrentUser() admin: AuthUser,
    @Param('id', EntityIdPipe) id: number,
    @Body() body: AdminNotesDto,
  ) {
    return this.review(ApproveWithdrawalCancellation, admin, id, body);
  }

  @Post(':id/deny_cancellation')
  @HttpCode(200)
  @ApiOkResponse({ type: WithdrawalViewDto })
  @ApiErrors({
    400: '{"error"}: not in a state this review applies to, or the admin\'s own withdrawal.',
    404: 'Unknown or malformed id.',
  })
  denyCancellation(@CurrentUser() admin: AuthUser, @Param('id', EntityIdPipe) id: number, @Body() body: AdminNotesDto) {
    return this.review(DenyWithdrawalCancellation, admin, id, body);
  }

  private async review(command: Review, admin: AuthUser, id: number, body: AdminNotesDto) {
    const withdrawal = await this.commands.execute(new command(admin.id, id, body.admin_notes?.trim() ?? ''));
    return withdrawalView(withdrawal);
  }
}
