import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { AnswersBeforeReactions } from '../../../shared/outbox/settle-outbox.interceptor.js';
import { SubmitMove } from '../commands/submit-move.command.js';
import { GetCurrentGame, GetGameWithResult, GetMatch, GetMatchGames } from '../queries/match.queries.js';
import { GameViewDto, MatchViewDto, SubmitChoiceDto, SubmitChoiceResponseDto } from './gameplay.dto.js';

@ApiTags('gameplay')
@ApiBearerAuth()
@Controller()
export class GameplayController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('matches/:id')
  @ApiOkResponse({ type: MatchViewDto })
  @ApiNotFoundResponse({ description: 'Unknown match.' })
  match(@Param('id', new EntityIdPipe('Match')) id: number, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetMatch(id, user.id));
  }

  @Get('matches/:id/current_game')
  @ApiOkResponse({ type: GameViewDto })
  @ApiNotFoundResponse({ description: 'Unknown match, or {"detail": "No active game"}.' })
  currentGame(@Param('id', new EntityIdPipe('Match')) id: number, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetCurrentGame(id, user.id));
  }

  @Get('matches/:id/games')
  @ApiOkResponse({ type: [GameViewDto] })
  @ApiNotFoundResponse({ description: 'Unknown match.' })
  games(@Param('id', new EntityIdPipe('Match')) id: number, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetMatchGames(id, user.id));
  }

  @Post('games/:id/submit_choice')
  @HttpCode(200)
  // The answer carries the game's result and the match's score; the bracket, stats and prize that follow reach
  // their pages by those pages' polls (spec: tournament detail every 5 s). Waiting for them put the relay's
  // queue into every match-deciding move's latency when many matches are in play.
  @AnswersBeforeReactions()
  @ApiOkResponse({ type: SubmitChoiceResponseDto })
  @ApiForbiddenResponse({ description: 'Not a player of this match, or a blocked account.' })
  @ApiNotFoundResponse({ description: 'Unknown game.' })
  async submitChoice(@Param('id', new EntityIdPipe('Game')) gameId: number, @Body() body: SubmitChoiceDto, @CurrentUser() user: AuthUser) {
    await this.commands.execute(new SubmitMove(gameId, user.id, body.choice));
    return this.queries.execute(new GetGameWithResult(gameId, user.id));
  }
}
