import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { GetProfile } from '../../identity/contracts/admin-user-queries.js';
import { GetProtectionStatus } from '../contracts/protection.queries.js';
import { CorrectDateOfBirth } from '../commands/protection.commands.js';
import { GetLimits, GetProtectionHistory } from '../queries/protection.queries.js';
import { AdminDateOfBirthDto } from './protection.dto.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { AdminProtectionDto } from './protection.responses.js';

/**
 * What an admin sees of a player's protection, and the one thing they may change: a wrong date of birth. There is
 * no route to shorten or lift a time-out or self-exclusion, or to loosen a limit: not for an admin either.
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
    const [protection, limits, history] = await Promise.all([
      this.queries.execute(new GetProtectionStatus(id)),
      this.queries.execute(new GetLimits(id)),
      this.queries.execute(new GetProtectionHistory(id)),
    ]);
    return { protection, limits, history };
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
    if (!body.date_of_birth) throw DomainError.validation('date_of_birth', 'This field is required.');
    await this.commands.execute(new CorrectDateOfBirth(id, body.date_of_birth, admin.id));
    return this.protection(id);
  }
}
