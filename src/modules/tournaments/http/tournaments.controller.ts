import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { parseCents, requireAmount } from '../../../shared/money/money.js';
import { CancelTournament } from '../commands/cancel-tournament.command.js';
import { CreateTournament } from '../commands/create-tournament.command.js';
import { JoinTournament } from '../commands/join-tournament.command.js';
import { LeaveTournament } from '../commands/leave-tournament.command.js';
import { CheckInTournament } from '../commands/check-in-tournament.command.js';
import { DEFAULT_GAME_MODE, DEFAULT_MAX_PLAYERS, MAX_ENTRY_FEE, MIN_ENTRY_FEE } from '../domain/tournament-rules.js';
import { GetBracket } from '../queries/get-bracket.query.js';
import { GetMyMatches } from '../queries/get-my-matches.query.js';
import { GetTournamentHistory } from '../queries/get-tournament-history.query.js';
import { GetTournament } from '../queries/get-tournament.query.js';
import { GetTournamentTerms } from '../queries/get-tournament-terms.query.js';
import { type LobbyTerms, ListTournaments } from '../queries/list-tournaments.query.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { ApiPage, PageQueryDto, PageRequest } from '../../../shared/http/pagination.js';

const TOURNAMENT_ID = new EntityIdPipe('Tournament');
import {
  CreateTournamentDto,
  KindQueryDto,
  kindList,
  ListTournamentsQueryDto,
  paceParameter,
  statusList,
} from './tournaments.dto.js';
import {
  BRACKET_SCHEMA,
  BracketMatchDto,
  PlayerMatchDto,
  TournamentActionResponseDto,
  TournamentHistoryDto,
  TournamentTermsDto,
  TournamentViewDto,
} from './tournaments.responses.js';

/** The query's fee range and clock, validated by the DTO; absent ones are left out. */
function lobbyTerms(query: KindQueryDto): LobbyTerms {
  const cents = (value: string | undefined) => (value === undefined ? undefined : (parseCents(value) ?? undefined));
  return {
    feeMin: cents(query.entry_fee_min),
    feeMax: cents(query.entry_fee_max),
    moveTimeout: paceParameter(query.move_timeout) ?? undefined,
  };
}

const ID_PARAM = { name: 'id', description: 'Tournament id; unknown or malformed ids answer 404.' };

@ApiTags('tournaments')
@ApiBearerAuth()
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Tournaments newest first, a page at a time, optionally of the given statuses and kinds; challenges are never listed.',
  })
  @ApiPage(TournamentViewDto)
  @ApiErrors({ 400: '{"status": [...]} for an unknown status, {"kind": [...]} for a kind the lobby does not list.' })
  list(@CurrentUser() user: AuthUser, @Query() query: ListTournamentsQueryDto, @Req() request: FastifyRequest) {
    const statuses = query.status === undefined ? [] : (statusList(query.status) ?? []);
    const kinds = kindList(query.kind) ?? [];
    const terms = lobbyTerms(query);
    return this.page(request, query, (at) => new ListTournaments(user.id, { kind: 'all', statuses, kinds, terms }, at));
  }

  @Get('available')
  @ApiOperation({
    summary: 'Tournaments waiting for players with a free seat that the caller is not in, newest first.',
  })
  @ApiPage(TournamentViewDto)
  @ApiErrors({ 400: '{"kind": [...]} for a kind the lobby does not list.' })
  available(@CurrentUser() user: AuthUser, @Query() query: KindQueryDto, @Req() request: FastifyRequest) {
    const kinds = kindList(query.kind) ?? [];
    const terms = lobbyTerms(query);
    return this.page(request, query, (at) => new ListTournaments(user.id, { kind: 'available', kinds, terms }, at));
  }

  @Get('terms')
  @ApiOperation({
    summary: 'What a new tournament is created under: the rake, the entry fee bounds and the bracket sizes.',
  })
  @ApiOkResponse({ type: TournamentTermsDto })
  terms() {
    return this.queries.execute(new GetTournamentTerms());
  }

  @Get('my_tournaments')
  @ApiOperation({ summary: 'Tournaments the caller has a seat in, whatever their status, newest first.' })
  @ApiPage(TournamentViewDto)
  mine(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto, @Req() request: FastifyRequest) {
    return this.page(request, query, (at) => new ListTournaments(user.id, { kind: 'mine' }, at));
  }

  @Post()
  @ApiOperation({ summary: 'Creates a tournament; the creator takes the first seat and pays the entry fee.' })
  @ApiResponse({ status: 201, type: TournamentViewDto, description: 'The tournament.' })
  @ApiErrors({
    400: 'Field errors, or {"error"} when the balance does not cover the fee or the creator already has MAX_OPEN_TOURNAMENTS_PER_USER tournaments waiting for players.',
    403: 'Blocked account.',
  })
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateTournamentDto) {
    const tournament = await this.commands.execute(
      new CreateTournament(
        user.id,
        body.name,
        body.description ?? '',
        requireAmount('entry_fee', body.entry_fee, MIN_ENTRY_FEE, MAX_ENTRY_FEE),
        body.max_players ?? DEFAULT_MAX_PLAYERS,
        body.game_mode ?? DEFAULT_GAME_MODE,
        body.move_timeout,
        body.payouts,
      ),
    );
    return this.queries.execute(new GetTournament(tournament.id, user.id));
  }

  @Get(':id')
  @ApiParam(ID_PARAM)
  @ApiOkResponse({ type: TournamentViewDto })
  @ApiErrors({ 404: 'Unknown or malformed id.' })
  get(@CurrentUser() user: AuthUser, @Param('id', TOURNAMENT_ID) id: number) {
    return this.queries.execute(new GetTournament(id, user.id));
  }

  @Post(':id/join')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Takes a seat and pays the entry fee; the last seat starts the tournament.' })
  @ApiOkResponse({ type: TournamentActionResponseDto })
  @ApiErrors({
    400: '{"error"}: not open, full, already in, or not enough coins.',
    403: 'Blocked account.',
    404: 'Unknown or malformed id.',
  })
  async join(@CurrentUser() user: AuthUser, @Param('id', TOURNAMENT_ID) id: number) {
    await this.commands.execute(new JoinTournament(id, user.id));
    return {
      message: 'Successfully joined tournament!',
      tournament: await this.queries.execute(new GetTournament(id, user.id)),
    };
  }

  @Post(':id/leave')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'Gives the seat back before the start and refunds the entry fee; the last seat leaving cancels it.',
  })
  @ApiOkResponse({ type: TournamentActionResponseDto })
  @ApiErrors({
    400: '{"error"}: the tournament is no longer waiting for players, or the caller has no seat.',
    404: 'Unknown or malformed id.',
  })
  async leave(@CurrentUser() user: AuthUser, @Param('id', TOURNAMENT_ID) id: number) {
    const { status } = await this.commands.execute(new LeaveTournament(id, user.id));
    const message =
      status === 'CANCELLED'
        ? 'You left the tournament. Your entry fee was refunded, and the tournament was cancelled as nobody is left in it.'
        : 'You left the tournament. Your entry fee was refunded.';
    return { message, tournament: await this.queries.execute(new GetTournament(id, user.id)) };
  }

  @Post(':id/check_in')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      "I'm here: checks the caller in while the full tournament waits for its players (check_in_ends_at); the last one in starts it. Checking in twice is fine.",
  })
  @ApiOkResponse({ type: TournamentActionResponseDto })
  @ApiErrors({
    403: 'The caller has no seat in this tournament.',
    404: 'Unknown or malformed id.',
    409: 'The tournament is not checking in (not full yet, already started, or cancelled), or its check-in has ended.',
  })
  async checkIn(@CurrentUser() user: AuthUser, @Param('id', TOURNAMENT_ID) id: number) {
    const { status } = await this.commands.execute(new CheckInTournament(id, user.id));
    return {
      message:
        status === 'ACTIVE'
          ? 'You are checked in. Everyone is here: the tournament has started!'
          : 'You are checked in. Play starts as soon as everyone is.',
      tournament: await this.queries.execute(new GetTournament(id, user.id)),
    };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Cancels a tournament waiting for players and refunds every fee (creator or admin).' })
  @ApiOkResponse({ type: TournamentActionResponseDto })
  @ApiErrors({
    400: '{"error"}: the tournament is no longer waiting for players.',
    403: 'Neither the creator nor an admin.',
    404: 'Unknown or malformed id.',
  })
  async cancel(@CurrentUser() user: AuthUser, @Param('id', TOURNAMENT_ID) id: number) {
    await this.commands.execute(new CancelTournament(id, user));
    return {
      message: 'Tournament cancelled. Every entry fee was refunded.',
      tournament: await this.queries.execute(new GetTournament(id, user.id)),
    };
  }

  @Get(':id/bracket')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'Matches keyed round_1..round_N; {} while waiting for players.' })
  @ApiExtraModels(BracketMatchDto)
  @ApiOkResponse({ schema: BRACKET_SCHEMA })
  @ApiErrors({ 404: 'Unknown or malformed id.' })
  bracket(@CurrentUser() user: AuthUser, @Param('id', TOURNAMENT_ID) id: number) {
    return this.queries.execute(new GetBracket(id, user.id));
  }

  @Get(':id/my_matches')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: "The caller's matches in this tournament." })
  @ApiOkResponse({ type: [PlayerMatchDto], description: 'By round and match number.' })
  @ApiErrors({ 403: 'The caller has no seat in this tournament.', 404: 'Unknown or malformed id.' })
  myMatches(@CurrentUser() user: AuthUser, @Param('id', TOURNAMENT_ID) id: number) {
    return this.queries.execute(new GetMyMatches(id, user.id));
  }

  private async page(request: FastifyRequest, query: PageQueryDto, list: (at: PageRequest) => ListTournaments) {
    const at = PageRequest.of(request, query);
    return at.answer(await this.queries.execute(list(at)));
  }

  @Get(':id/history')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'A completed tournament with standings and every game of every round.' })
  @ApiOkResponse({ type: TournamentHistoryDto })
  @ApiErrors({ 403: ['The tournament is not completed.', 'ErrorMessage'], 404: 'Unknown or malformed id.' })
  history(@CurrentUser() user: AuthUser, @Param('id', TOURNAMENT_ID) id: number) {
    return this.queries.execute(new GetTournamentHistory(id, user.id));
  }
}
