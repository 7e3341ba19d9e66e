import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { ApiPage, PageQueryDto, PageRequest } from '../../../shared/http/pagination.js';
import { AcceptChallenge, CancelChallenge, CreateChallenge, DeclineChallenge } from '../commands/challenge.commands.js';
import { GetChallenge, ListChallenges } from '../queries/challenge.queries.js';
import { ChallengeViewDto, challengeFee, CreateChallengeDto } from './challenges.dto.js';
import { ChallengeTokenPipe } from './challenge-token.pipe.js';

const TOKEN_PARAM = { name: 'token', description: "The challenge's share token; an unknown one answers 404." };

/** Challenges by link (issue 33 §1). The token is a share secret: the request log redacts it (logger.ts). */
@ApiTags('challenges')
@ApiBearerAuth()
@Controller('challenges')
export class ChallengesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's open challenges, made and received, newest first." })
  @ApiPage(ChallengeViewDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    return at.answer(await this.queries.execute(new ListChallenges(user.id, at)));
  }

  @Post()
  @ApiOperation({
    summary:
      "Makes a challenge, open for 24 hours: the creator's seat in a 2-player CHALLENGE tournament, the fee in escrow at once (none for a friendly, entry_fee 0).",
  })
  @ApiResponse({ status: 201, type: ChallengeViewDto, description: 'The challenge, OPEN.' })
  @ApiErrors({
    400: 'Field errors ({"opponent": [...]} for an unknown username or oneself), or {"error"} when the balance does not cover the fee, a limit, time-out or self-exclusion refuses it, or the creator has MAX_OPEN_TOURNAMENTS_PER_USER open challenges.',
    403: 'Blocked account.',
  })
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateChallengeDto) {
    const challenge = await this.commands.execute(
      new CreateChallenge(
        user.id,
        challengeFee(body.entry_fee),
        body.game_mode,
        body.move_timeout,
        body.opponent === null || body.opponent === '' ? undefined : body.opponent,
      ),
    );
    return this.queries.execute(new GetChallenge(challenge.token, user.id));
  }

  @Get(':token')
  @ApiParam(TOKEN_PARAM)
  @ApiOperation({ summary: 'A challenge, for any signed-in player: who made it, the stakes, the pace and the status.' })
  @ApiOkResponse({ type: ChallengeViewDto })
  @ApiErrors({ 404: 'Unknown token.' })
  get(@CurrentUser() user: AuthUser, @Param('token', ChallengeTokenPipe) token: string) {
    return this.queries.execute(new GetChallenge(token, user.id));
  }

  @Post(':token/accept')
  @HttpCode(200)
  @ApiParam(TOKEN_PARAM)
  @ApiOperation({
    summary:
      "Takes the challenge's second seat and pays its fee; the tournament starts as any full one (at once when both are there).",
  })
  @ApiOkResponse({ type: ChallengeViewDto, description: 'The challenge, ACCEPTED, with its tournament.' })
  @ApiErrors({
    400: '{"error"}: not enough coins, or a limit, time-out or self-exclusion refuses the stake.',
    403: 'The challenge names another player, or a blocked account.',
    404: 'Unknown token.',
    409: 'The caller made it, or it is no longer open (accepted, cancelled, declined or expired).',
  })
  async accept(@CurrentUser() user: AuthUser, @Param('token', ChallengeTokenPipe) token: string) {
    await this.commands.execute(new AcceptChallenge(token, user.id));
    return this.queries.execute(new GetChallenge(token, user.id));
  }

  @Post(':token/cancel')
  @HttpCode(200)
  @ApiParam(TOKEN_PARAM)
  @ApiOperation({ summary: 'The creator takes an open challenge back; the fee is refunded once.' })
  @ApiOkResponse({ type: ChallengeViewDto, description: 'The challenge, CANCELLED.' })
  @ApiErrors({ 403: 'Not its creator.', 404: 'Unknown token.', 409: 'It is no longer open.' })
  async cancel(@CurrentUser() user: AuthUser, @Param('token', ChallengeTokenPipe) token: string) {
    await this.commands.execute(new CancelChallenge(token, user.id));
    return this.queries.execute(new GetChallenge(token, user.id));
  }

  @Post(':token/decline')
  @HttpCode(200)
  @ApiParam(TOKEN_PARAM)
  @ApiOperation({ summary: "The named opponent turns the challenge down; the creator's fee is refunded once." })
  @ApiOkResponse({ type: ChallengeViewDto, description: 'The challenge, DECLINED.' })
  @ApiErrors({ 403: 'Not the player it names.', 404: 'Unknown token.', 409: 'It is no longer open.' })
  async decline(@CurrentUser() user: AuthUser, @Param('token', ChallengeTokenPipe) token: string) {
    await this.commands.execute(new DeclineChallenge(token, user.id));
    return this.queries.execute(new GetChallenge(token, user.id));
  }
}
