import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { GetProfile } from '../../identity/contracts/admin-user-queries.js';
import { GetProtectionStatus } from '../contracts/protection.queries.js';
import { ClearReviewHold, CorrectDateOfBirth } from '../commands/protection.commands.js';
import { GetLimits, GetProtectionHistory, GetReviewFacts } from '../queries/protection.queries.js';
import { AdminDateOfBirthDto, ClearReviewHoldDto } from './protection.dto.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { AdminProtectionDto } from './protection.responses.js';
import { msg } from '#i18n';

/**
 * What an admin sees of a player's protection, and the two things they may do: correct a wrong date of birth, and
 * clear a review hold after checking (issue 30). There is no route to shorten or lift a time-out or
 * self-exclusion, or to loosen a limit: not for an admin either, and a hold on an email an exclusion in force
 * covers cannot be cleared before it ends.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin/users/:id')
export class AdminProtectionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('protection')
  @ApiOkResponse({ type: AdminProtectionDto })
  @ApiErrors({ 404: 'Unknown or malformed id.' })
  async protection(@Param('id', EntityIdPipe) id: number) {
    await this.queries.execute(new GetProfile(id));
    const [protection, limits, history, review] = await Promise.all([
      this.queries.execute(new GetProtectionStatus(id)),
      this.queries.execute(new GetLimits(id)),
      this.queries.execute(new GetProtectionHistory(id)),
      this.queries.execute(new GetReviewFacts(id)),
    ]);
    return { protection, limits, history, ...review };
  }

  @Post('review_hold/clear')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminProtectionDto, description: 'Every open hold cleared (a `ReviewHoldCleared` event).' })
  @ApiErrors({
    400:
      '{"note": [...]} missing or blank; {"error"}: no hold open, an exclusion in force still covers the email, ' +
      'or an under-age refusal awaits the date of birth an admin sets.',
    404: 'Unknown or malformed id.',
  })
  async clearReviewHold(
    @Param('id', EntityIdPipe) id: number,
    @Body() body: ClearReviewHoldDto,
    @CurrentUser() admin: AuthUser,
  ) {
    await this.queries.execute(new GetProfile(id));
    if (!body.note) throw DomainError.validation('note', msg({ message: 'This field is required.' }));
    await this.commands.execute(new ClearReviewHold(id, admin.id, body.note));
    return this.protection(id);
  }

  @Put('date_of_birth')
  @ApiOkResponse({ type: AdminProtectionDto })
  @ApiErrors({ 400: '{"date_of_birth": [...]}', 404: 'Unknown or malformed id.' })
  async correctDateOfBirth(
    @Param('id', EntityIdPipe) id: number,
    @Body() body: AdminDateOfBirthDto,
    @CurrentUser() admin: AuthUser,
  ) {
    await this.queries.execute(new GetProfile(id));
    if (!body.date_of_birth) throw DomainError.validation('date_of_birth', msg({ message: 'This field is required.' }));
    await this.commands.execute(new CorrectDateOfBirth(id, body.date_of_birth, admin.id));
    return this.protection(id);
  }
}
