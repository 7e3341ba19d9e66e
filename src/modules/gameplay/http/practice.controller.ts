import { Body, Controller, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { StartPractice } from '../commands/start-practice.command.js';
import { GetMatch } from '../queries/match.queries.js';
import { PracticeMatchDto, StartPracticeDto } from './practice.dto.js';

@ApiTags('gameplay')
@ApiBearerAuth()
@Controller('practice')
export class PracticeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Starts a match against "Computer (practice)" (issue 33 §5): no money moves, nothing counts.',
  })
  @ApiResponse({ status: 201, type: PracticeMatchDto, description: 'The new practice match.' })
  @ApiOkResponse({
    type: PracticeMatchDto,
    description: 'The player already has a practice match in play: that one, unchanged (at most one at a time).',
  })
  @ApiErrors({
    400: '{"game_mode": [...]}: not BLITZ or CLASSIC.',
    403: 'In a time-out or self-excluded (the refusal a join gets), or a blocked account.',
  })
  async start(
    @CurrentUser() user: AuthUser,
    @Body() body: StartPracticeDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { matchId, created } = await this.commands.execute(new StartPractice(user.id, body.game_mode));
    if (!created) void reply.status(200);
    return { match: await this.queries.execute(new GetMatch(matchId, user.id)) };
  }
}
