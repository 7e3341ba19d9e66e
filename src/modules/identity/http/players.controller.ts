import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { GetRecentPlacements } from '../../tournaments/contracts/recent-placements.query.js';
import { GetPublicPlayer } from '../account/queries/get-public-player.query.js';
import { PublicPlayerDto } from './players.responses.js';

/** How many completed tournaments a player's page lists (issue 33 §3). */
const RECENT_TOURNAMENTS = 10;

/**
 * Players' public pages. Signed-in callers only, as the leaderboard they are reached from: a page is for the
 * players of this site, not for scraping its usernames.
 */
@ApiTags('players')
@ApiBearerAuth()
@Controller('players')
export class PlayersController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':username')
  @ApiParam({ name: 'username', description: 'Any case.' })
  @ApiOkResponse({ type: PublicPlayerDto })
  @ApiErrors({ 404: 'No such player, or a blocked one.' })
  async player(@Param('username') username: string) {
    const player = await this.queries.execute(new GetPublicPlayer(username));
    const recent = await this.queries.execute(new GetRecentPlacements(player.id, RECENT_TOURNAMENTS));
    return { ...player, recent_tournaments: recent };
  }
}
