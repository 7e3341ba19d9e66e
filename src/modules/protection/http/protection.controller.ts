import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { parseCents } from '../../../shared/money/money.js';
import { GetProtectionStatus } from '../contracts/protection.queries.js';
import {
  CancelPendingLimit,
  RequestReopen,
  SelfExclude,
  SetLimits,
  TakeTimeOut,
} from '../commands/protection.commands.js';
import { LIMIT_KINDS, type LimitKind } from '../domain/limits.js';
import type { Cents } from '../../../shared/money/money.js';
import { GetLimits, GetSaferPlayFigures, GetSessionSummary } from '../queries/protection.queries.js';
import { CancelPendingLimitDto, LimitsDto, SelfExcludeDto, TimeOutDto } from './protection.dto.js';
import { LimitsViewDto, ProtectionViewDto, SaferPlayFiguresDto, SessionSummaryDto } from './protection.responses.js';

/** The player's own protection tools: date of birth, limits, time-out, self-exclusion, reality checks, figures. */
@ApiTags('accounts')
@ApiBearerAuth()
@Controller('accounts')
export class ProtectionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('limits')
  @ApiOkResponse({ type: LimitsViewDto })
  limits(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetLimits(user.id));
  }

  @Put('limits')
  @ApiOkResponse({ type: LimitsViewDto })
  @ApiErrors({ 400: 'Field errors: an amount that is not money, a reminder other than 15, 30, 60 or null.' })
  async setLimits(@CurrentUser() user: AuthUser, @Body() body: LimitsDto) {
    const limits: Partial<Record<LimitKind, Cents | null>> = {};
    for (const kind of LIMIT_KINDS) {
      const value = body[kind];
      if (value !== undefined) limits[kind] = value === null ? null : parseCents(value);
    }
    const minutes = body.reality_check_minutes === undefined ? undefined : (body.reality_check_minutes ?? 0);
    await this.commands.execute(new SetLimits(user.id, limits, minutes));
    return this.queries.execute(new GetLimits(user.id));
  }

  @Post('limits/cancel_pending')
  @HttpCode(200)
  @ApiOkResponse({ type: LimitsViewDto })
  @ApiErrors({ 400: '{"error"}: that limit has no change waiting.' })
  async cancelPending(@CurrentUser() user: AuthUser, @Body() body: CancelPendingLimitDto) {
    await this.commands.execute(new CancelPendingLimit(user.id, body.limit));
    return this.queries.execute(new GetLimits(user.id));
  }

  @Post('time_out')
  @HttpCode(200)
  @ApiOkResponse({ type: ProtectionViewDto })
  @ApiErrors({ 400: '{"days": [...]}: not 1, 7, 30 or 42.' })
  async timeOut(@CurrentUser() user: AuthUser, @Body() body: TimeOutDto) {
    await this.commands.execute(new TakeTimeOut(user.id, body.days));
    return this.queries.execute(new GetProtectionStatus(user.id));
  }

  @Post('self_exclude')
  @HttpCode(200)
  @ApiOkResponse({ type: ProtectionViewDto })
  @ApiErrors({ 400: '{"months": [...]}: not 6, 12 or 60.' })
  async selfExclude(@CurrentUser() user: AuthUser, @Body() body: SelfExcludeDto) {
    await this.commands.execute(new SelfExclude(user.id, body.months));
    return this.queries.execute(new GetProtectionStatus(user.id));
  }

  @Post('self_exclude/reopen')
  @HttpCode(200)
  @ApiOkResponse({ type: ProtectionViewDto })
  @ApiErrors({ 400: '{"error"}: not self-excluded, or its period has not ended.' })
  async reopen(@CurrentUser() user: AuthUser) {
    await this.commands.execute(new RequestReopen(user.id));
    return this.queries.execute(new GetProtectionStatus(user.id));
  }

  @Get('session_summary')
  @ApiOkResponse({ type: SessionSummaryDto })
  sessionSummary(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetSessionSummary(user.id, user.sessionId));
  }

  @Get('safer_play')
  @ApiOkResponse({ type: SaferPlayFiguresDto })
  saferPlay(@CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetSaferPlayFigures(user.id));
  }
}
