import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { ReviewStateDto } from '../contracts/withdrawal-view.dto.js';
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
import type { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import { GetReviewStates } from '../queries/get-review-states.query.js';
import { AdminNotesDto, AdminWithdrawalsQueryDto, ApproveWithdrawalDto } from './admin-withdrawals.dto.js';
import { AdminWithdrawalDto } from './admin-withdrawals.responses.js';

type Review = typeof RejectWithdrawal | typeof ApproveWithdrawalCancellation | typeof DenyWithdrawalCancellation;

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
  @ApiOperation({
    summary:
      'Approve: the approval that releases the money carries payout_reference. Over WITHDRAWAL_SECOND_APPROVAL_OVER ' +
      'the first of two approvals only records who gave it (the withdrawal stays PENDING); another admin gives the second.',
  })
  @ApiOkResponse({ type: ReviewStateDto })
  @ApiErrors({
    400:
      '{"payout_reference": [...]}: missing on the approval that releases the money, or given with a first approval; ' +
      '{"error"}: not in a state this review applies to, the admin\'s own withdrawal, or their second approval.',
    404: 'Unknown or malformed id.',
  })
  async approve(
    @CurrentUser() admin: AuthUser,
    @Param('id', EntityIdPipe) id: number,
    @Body() body: ApproveWithdrawalDto,
  ) {
    const reference = body.payout_reference?.trim() || null;
    const withdrawal = await this.commands.execute(
      new ApproveWithdrawal(admin.id, id, body.admin_notes?.trim() ?? '', reference),
    );
    return this.answer(withdrawal);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewStateDto })
  @ApiErrors({
    400: '{"error"}: not in a state this review applies to, or the admin\'s own withdrawal.',
    404: 'Unknown or malformed id.',
  })
  reject(@CurrentUser() admin: AuthUser, @Param('id', EntityIdPipe) id: number, @Body() body: AdminNotesDto) {
    return this.review(RejectWithdrawal, admin, id, body);
  }

  @Post(':id/approve_cancellation')
  @HttpCode(200)
  @ApiOkResponse({ type: ReviewStateDto })
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
  @ApiOkResponse({ type: ReviewStateDto })
  @ApiErrors({
    400: '{"error"}: not in a state this review applies to, or the admin\'s own withdrawal.',
    404: 'Unknown or malformed id.',
  })
  denyCancellation(@CurrentUser() admin: AuthUser, @Param('id', EntityIdPipe) id: number, @Body() body: AdminNotesDto) {
    return this.review(DenyWithdrawalCancellation, admin, id, body);
  }

  private async review(command: Review, admin: AuthUser, id: number, body: AdminNotesDto) {
    return this.answer(await this.commands.execute(new command(admin.id, id, body.admin_notes?.trim() ?? '')));
  }

  /** The reviewed withdrawal as the admins see it: the player's view, and where its approvals stand. */
  private async answer(withdrawal: WithdrawalRequest) {
    const [state] = await this.queries.execute(new GetReviewStates([withdrawal]));
    return state;
  }
}
