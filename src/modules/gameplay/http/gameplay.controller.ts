import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { SubmitMove } from '../commands/submit-move.command.js';
import { GetCurrentGame, GetGameWithResult, GetMatch, GetMatchGames } from '../queries/match.queries.js';
import { GameViewDto, MatchViewDto, SubmitChoiceDto, SubmitChoiceResponseDto } from './gameplay.dto.js';

const MAX_ID = 2_147_483_647;

/** Ids are serial integers; anything else names nothing, so it reads as 404 rather than 400. */
function idOf(raw: string, what: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) throw DomainError.notFound(`${what} not found.`);
  return id;
}

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
  match(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetMatch(idOf(id, 'Match'), user.id));
  }

  @Get('matches/:id/current_game')
  @ApiOkResponse({ type: GameViewDto })
  @ApiNotFoundResponse({ description: 'Unknown match, or {"detail": "No active game"}.' })
  currentGame(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetCurrentGame(idOf(id, 'Match'), user.id));
  }

  @Get('matches/:id/games')
  @ApiOkResponse({ type: [GameViewDto] })
  @ApiNotFoundResponse({ description: 'Unknown match.' })
  games(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return this.queries.execute(new GetMatchGames(idOf(id, 'Match'), user.id));
  }

  @Post('games/:id/submit_choice')
  @HttpCode(200)
  @ApiOkResponse({ type: SubmitChoiceResponseDto })
  @ApiForbiddenResponse({ description: 'Not a player of this match, or a blocked account.' })
  @ApiNotFoundResponse({ description: 'Unknown game.' })
  async submitChoice(@Param('id') id: string, @Body() body: SubmitChoiceDto, @CurrentUser() user: AuthUser) {
    const gameId = idOf(id, 'Game');
    await this.commands.execute(new SubmitMove(gameId, user.id, body.choice));
    return this.queries.execute(new GetGameWithResult(gameId, user.id));
  }
}
