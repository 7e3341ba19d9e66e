import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { type Cents, requireAmount } from '../../../shared/money/money.js';
import {
  CreateTournamentSchedule,
  DeleteTournamentSchedule,
  UpdateTournamentSchedule,
} from '../commands/schedule.commands.js';
import { scheduleNotFound } from '../commands/schedules.js';
import { DEFAULT_PAYOUTS } from '../domain/payouts.js';
import { DEFAULT_REGISTRATION_OPENS_HOURS } from '../domain/tournament-schedule.entity.js';
import { DEFAULT_GAME_MODE, DEFAULT_MAX_PLAYERS, MAX_ENTRY_FEE, MIN_ENTRY_FEE } from '../domain/tournament-rules.js';
import { ListTournamentSchedules, type TournamentScheduleView } from '../queries/list-tournament-schedules.query.js';
import {
  CreateScheduleDto,
  MAX_GUARANTEE,
  MIN_GUARANTEE,
  ScheduleDeletedDto,
  ScheduleDto,
  UpdateScheduleDto,
} from './admin-schedules.dto.js';

const ID_PARAM = { name: 'id', description: 'Schedule id; unknown, deleted or malformed ids answer 404.' };
const SCHEDULE_ID = new EntityIdPipe('Schedule');
const FIELD_ERRORS =
  'Field errors: {"payouts": [...]} also when the smallest bracket min_players can start (the next power of two) is too small for the table, {"min_players": [...]} when above max_players.';

const guarantee = (value: string | number | null | undefined): Cents | null | undefined =>
  value === undefined
    ? undefined
    : value === null
      ? null
      : requireAmount('guaranteed_prize', value, MIN_GUARANTEE, MAX_GUARANTEE);

/** The operator's scheduled tournaments (issue 32 §2): each occurrence opens for registration ahead of its start. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin/schedules')
export class AdminSchedulesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The schedules, oldest first, each with its occurrences open for registration.' })
  @ApiOkResponse({ type: [ScheduleDto] })
  list() {
    return this.queries.execute(new ListTournamentSchedules());
  }

  @Post()
  @ApiOperation({
    summary: 'Creates a schedule; an occurrence whose registration is already open opens at once.',
  })
  @ApiResponse({ status: 201, type: ScheduleDto, description: 'The schedule.' })
  @ApiErrors({ 400: FIELD_ERRORS })
  async create(@CurrentUser() admin: AuthUser, @Body() body: CreateScheduleDto) {
    const schedule = await this.commands.execute(
      new CreateTournamentSchedule(admin.id, {
        name: body.name,
        description: body.description ?? '',
        entryFee: requireAmount('entry_fee', body.entry_fee, MIN_ENTRY_FEE, MAX_ENTRY_FEE),
        gameMode: body.game_mode ?? DEFAULT_GAME_MODE,
        payouts: body.payouts ?? DEFAULT_PAYOUTS,
        moveTimeout: body.move_timeout,
        minPlayers: body.min_players ?? 2,
        maxPlayers: body.max_players ?? DEFAULT_MAX_PLAYERS,
        startsAt: new Date(body.starts_at),
        repeat: body.repeat ?? 'none',
        guaranteedPrize: guarantee(body.guaranteed_prize) ?? null,
        registrationOpensHours: body.registration_opens_hours ?? DEFAULT_REGISTRATION_OPENS_HOURS,
      }),
    );
    return this.one(schedule.id);
  }

  @Patch(':id')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      'Changes a schedule. The new terms apply from its next occurrence to open; one already open keeps the terms its players registered for.',
  })
  @ApiOkResponse({ type: ScheduleDto })
  @ApiErrors({ 400: FIELD_ERRORS, 404: 'Unknown, deleted or malformed id.' })
  async update(@CurrentUser() admin: AuthUser, @Param('id', SCHEDULE_ID) id: number, @Body() body: UpdateScheduleDto) {
    await this.commands.execute(
      new UpdateTournamentSchedule(admin.id, id, {
        name: body.name,
        description: body.description ?? undefined,
        entryFee:
          body.entry_fee === undefined
            ? undefined
            : requireAmount('entry_fee', body.entry_fee, MIN_ENTRY_FEE, MAX_ENTRY_FEE),
        gameMode: body.game_mode,
        payouts: body.payouts,
        moveTimeout: body.move_timeout,
        minPlayers: body.min_players,
        maxPlayers: body.max_players,
        startsAt: body.starts_at === undefined ? undefined : new Date(body.starts_at),
        repeat: body.repeat,
        guaranteedPrize: guarantee(body.guaranteed_prize),
        registrationOpensHours: body.registration_opens_hours,
      }),
    );
    return this.one(id);
  }

  @Delete(':id')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      'Deletes a schedule: it is retired (kept for its tournaments) and no longer listed; its occurrences still open are cancelled and every fee refunded.',
  })
  @ApiResponse({ status: 200, type: ScheduleDeletedDto, description: 'Deleted.' })
  @ApiErrors({ 404: 'Unknown, deleted or malformed id.' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id', SCHEDULE_ID) id: number): Promise<{ detail: string }> {
    await this.commands.execute(new DeleteTournamentSchedule(admin.id, id));
    return { detail: 'Schedule deleted.' };
  }

  private async one(id: number): Promise<TournamentScheduleView> {
    const views = await this.queries.execute(new ListTournamentSchedules(id));
    if (views.length === 0) throw scheduleNotFound();
    return views[0];
  }
}
