import { Controller, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { OfferRematch } from '../commands/challenge.commands.js';
import { GetChallenge } from '../queries/challenge.queries.js';
import { ChallengeViewDto } from './challenges.dto.js';

/** A rematch (issue 33 §2) is a challenge: tournaments makes it, for a match gameplay says is over. */
@ApiTags('challenges')
@ApiBearerAuth()
@Controller('matches')
export class RematchController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post(':id/rematch')
  @ApiParam({ name: 'id', description: 'Match id; unknown or malformed ids answer 404.' })
  @ApiOperation({
    summary:
      'Offers the other player of a completed match a rematch: a challenge naming them, same stakes and pace, open for 2 minutes.',
  })
  @ApiResponse({ status: 201, type: ChallengeViewDto, description: 'The offer, OPEN, with rematch_of.' })
  @ApiErrors({
    400: '{"error"}: not enough coins, or a limit, time-out or self-exclusion refuses the stake.',
    403: 'Not one of the two players of the match, or a blocked account.',
    404: 'Unknown or malformed id.',
    409: 'The match is not over, or a rematch of it is already on offer.',
  })
  async offer(@CurrentUser() user: AuthUser, @Param('id', new EntityIdPipe('Match')) id: number) {
    const challenge = await this.commands.execute(new OfferRematch(id, user.id));
    return this.queries.execute(new GetChallenge(challenge.token, user.id));
  }
}
