import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../../shared/auth/auth.decorators.js';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { EntityIdPipe } from '../../../shared/http/entity-id.pipe.js';
import { requireAmount } from '../../../shared/money/money.js';
import {
  CreateSitAndGoTemplate,
  DeleteSitAndGoTemplate,
  UpdateSitAndGoTemplate,
} from '../commands/sit-and-go-template.commands.js';
import { templateNotFound } from '../commands/template-tables.js';
import { DEFAULT_PAYOUTS } from '../domain/payouts.js';
import { DEFAULT_GAME_MODE, DEFAULT_MAX_PLAYERS, MAX_ENTRY_FEE, MIN_ENTRY_FEE } from '../domain/tournament-rules.js';
import { ListSitAndGoTemplates, type SitAndGoTemplateView } from '../queries/list-sit-and-go-templates.query.js';
import {
  CreateSitAndGoTemplateDto,
  SitAndGoTemplateDto,
  TemplateDeletedDto,
  UpdateSitAndGoTemplateDto,
} from './admin-sit-and-go.dto.js';

const ID_PARAM = { name: 'id', description: 'Template id; unknown, deleted or malformed ids answer 404.' };
const TEMPLATE_ID = new EntityIdPipe('Sit & Go template');
const FIELD_ERRORS =
  'Field errors, as a tournament\'s creation gives them: {"payouts": [...]} also when the seats are too few for the table.';

/** The operator's house-table templates (issue 32 §1): the server keeps one table of each active one open. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin/sit-and-go')
export class AdminSitAndGoController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The Sit & Go templates, oldest first, each with its tables filled in the last 24 hours.' })
  @ApiOkResponse({ type: [SitAndGoTemplateDto] })
  list() {
    return this.queries.execute(new ListSitAndGoTemplates());
  }

  @Post()
  @ApiOperation({ summary: 'Creates a template; active (the default), its first table opens at once.' })
  @ApiResponse({ status: 201, type: SitAndGoTemplateDto, description: 'The template.' })
  @ApiErrors({ 400: FIELD_ERRORS })
  async create(@CurrentUser() admin: AuthUser, @Body() body: CreateSitAndGoTemplateDto) {
    const template = await this.commands.execute(
      new CreateSitAndGoTemplate(
        admin.id,
        {
          name: body.name,
          entryFee: requireAmount('entry_fee', body.entry_fee, MIN_ENTRY_FEE, MAX_ENTRY_FEE),
          maxPlayers: body.max_players ?? DEFAULT_MAX_PLAYERS,
          gameMode: body.game_mode ?? DEFAULT_GAME_MODE,
          payouts: body.payouts ?? DEFAULT_PAYOUTS,
          moveTimeout: body.move_timeout,
        },
        body.active ?? true,
      ),
    );
    return this.one(template.id);
  }

  @Patch(':id')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      'Changes a template. New terms apply from its next table; an open table nobody sits at is replaced at once. ' +
      'Deactivated, an empty open table is cancelled; one with players stays until it fills or an admin cancels it, and no next one opens.',
  })
  @ApiOkResponse({ type: SitAndGoTemplateDto })
  @ApiErrors({ 400: FIELD_ERRORS, 404: 'Unknown, deleted or malformed id.' })
  async update(
    @CurrentUser() admin: AuthUser,
    @Param('id', TEMPLATE_ID) id: number,
    @Body() body: UpdateSitAndGoTemplateDto,
  ) {
    await this.commands.execute(
      new UpdateSitAndGoTemplate(admin.id, id, {
        name: body.name,
        entryFee:
          body.entry_fee === undefined
            ? undefined
            : requireAmount('entry_fee', body.entry_fee, MIN_ENTRY_FEE, MAX_ENTRY_FEE),
        maxPlayers: body.max_players,
        gameMode: body.game_mode,
        payouts: body.payouts,
        moveTimeout: body.move_timeout,
        active: body.active,
      }),
    );
    return this.one(id);
  }

  @Delete(':id')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      "Deletes a template: it is retired (kept for its tournaments' history) and no longer listed. Its open table goes as on a deactivation.",
  })
  @ApiResponse({ status: 200, type: TemplateDeletedDto, description: 'Deleted.' })
  @ApiErrors({ 404: 'Unknown, deleted or malformed id.' })
  async remove(@CurrentUser() admin: AuthUser, @Param('id', TEMPLATE_ID) id: number): Promise<{ detail: string }> {
    await this.commands.execute(new DeleteSitAndGoTemplate(admin.id, id));
    return { detail: 'Template deleted.' };
  }

  private async one(id: number): Promise<SitAndGoTemplateView> {
    const views = await this.queries.execute(new ListSitAndGoTemplates(id));
    if (views.length === 0) throw templateNotFound();
    return views[0];
  }
}
