import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { SitAndGoTemplateView } from '../queries/list-sit-and-go-templates.query.js';
import { CreateTournamentDto } from './tournaments.dto.js';
import { msg, remembered } from '#i18n';

/**
 * A house-table template (issue 32 §1): the fields a tournament is created with, validated by the same rules
 * (PickType copies their validators), less the description, plus whether its table is kept open.
 */
export class CreateSitAndGoTemplateDto extends PickType(CreateTournamentDto, [
  'name',
  'entry_fee',
  'max_players',
  'game_mode',
  'move_timeout',
  'payouts',
] as const) {
  @ApiPropertyOptional({ type: Boolean, default: true, description: 'Whether the server keeps a table of it open.' })
  @IsOptional()
  @IsBoolean({ message: remembered(msg({ message: 'Must be true or false.' })) })
  active?: boolean;
}

/** Any of the fields; new terms apply from the next table (an empty open table is replaced at once). */
export class UpdateSitAndGoTemplateDto extends PartialType(CreateSitAndGoTemplateDto) {}

export class SitAndGoTemplateDto implements SitAndGoTemplateView {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ example: '2.00' }) entry_fee!: string;
  @ApiProperty() max_players!: number;
  @ApiProperty({ enum: ['BLITZ', 'CLASSIC'] }) game_mode!: 'BLITZ' | 'CLASSIC';
  @ApiProperty({ type: [Number], example: [70, 30] }) payouts!: number[];
  @ApiProperty({ description: 'Seconds per move.' }) move_timeout!: number;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
  @ApiProperty({ description: 'Its tables that filled and started in the last 24 hours.' }) filled_last_24h!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Its open (PENDING) tournament, if any.' })
  open_tournament_id!: number | null;
  @ApiProperty({ description: 'Seats taken at the open table.' }) open_players!: number;
}

/** What a delete answers: the contract declares a body for every success (test/unit/api-types.test.ts). */
export class TemplateDeletedDto {
  @ApiProperty({ example: 'Template deleted.' }) detail!: string;
}
