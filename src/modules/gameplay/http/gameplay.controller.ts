import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { answerBeforeReactions } from '../../../shared/outbox/settle-reactions.js';
import { SubmitMove } from '../commands/submit-move.command.js';
import { GetCurrentGame, GetGameWithResult, GetMatch, GetMatchGames } from '../queries/match.queries.js';
import { GetLiveMatches } from '../queries/get-live-matches.handler.js';
import { ApiPage, PageQueryDto, PageRequest } from '../../../shared/http/pagination.js';
import { GameViewDto, LiveMatchDto, MatchViewDto, SubmitChoiceDto, SubmitChoiceResponseDto } from './gameplay.dto.js';

@ApiTags('gameplay')
@ApiBearerAuth()
@Controller()
export class GameplayController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Declared before matches/:id, which would take "live" for an id. */
  @Get('matches/live')
  @ApiPage(LiveMatchDto)
  async live(@Query() query: PageQueryDto, @Req() request: FastifyRequest) {
    const at = PageRequest.of(request, query);
    return at.answer(await this.queries.execute(new GetLiveMatches(at)));
  }

  @Get('matches/:id')
  @ApiOkResponse({ type: MatchViewDto })
  @ApiErrors({ 404: 'Unknown match.' })
  match(@Param('id', new EntityIdPipe('Match')) id: number, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetMatch(id, user.id));
  }

  @Get('matches/:id/current_game')
  @ApiOkResponse({ type: GameViewDto })
  @ApiErrors({ 404: 'Unknown match, or {"detail": "No active game"}.' })
  currentGame(@Param('id', new EntityIdPipe('Match')) id: number, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetCurrentGame(id, user.id));
  }

  @Get('matches/:id/games')
  @ApiOkResponse({ type: [GameViewDto] })
  @ApiErrors({ 404: 'Unknown match.' })
  games(@Param('id', new EntityIdPipe('Match')) id: number, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetMatchGames(id, user.id));
  }

  @Post('games/:id/submit_choice')
  @HttpCode(200)
  @ApiOkResponse({ type: SubmitChoiceResponseDto })
  @ApiErrors({
    400: '{"choice": [...]} for an unknown choice, or {"error"}: the game is over or the caller already moved.',
    403: 'Not a player of this match, or a blocked account.',
    404: 'Unknown game.',
  })
  async submitChoice(
    @Param('id', new EntityIdPipe('Game')) gameId: number,
    @Body() body: SubmitChoiceDto,
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
  ) {
    const moved = await this.commands.execute(new SubmitMove(gameId, user.id, body.choice));
    // The answer carries the game's result and the match's score, which the match page shows next; the bracket
    // and stats reach their pages by those pages' polls (spec: tournament detail every 5 s), so a move does not
    // wait for them: with many matches in play that put the relay's queue into every deciding move. The final's
    // deciding move does wait, for the prize: the champion may go straight to the wallet to withdraw it.
    if (!moved.decidedFinal) answerBeforeReactions(request);
    return this.queries.execute(new GetGameWithResult(gameId, user.id));
  }
}
