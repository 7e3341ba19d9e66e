import { ApiProperty } from '@nestjs/swagger';
import { LIMIT_KINDS, type LimitKind } from '../domain/limits.js';
import { ProtectionViewDto } from '../contracts/profile.dto.js';

export { ProtectionViewDto };

export class PendingLimitDto {
  @ApiProperty({ enum: LIMIT_KINDS }) limit!: LimitKind;
  @ApiProperty({ type: String, nullable: true, description: 'What it becomes; null: removed.' }) amount!: string | null;
  @ApiProperty({ format: 'date-time' }) effective_at!: string;
}

const LIMIT = { type: String, nullable: true, example: '50.00', description: 'In force now; null: none.' };

export class LimitsViewDto {
  @ApiProperty(LIMIT) deposit_daily!: string | null;
  @ApiProperty(LIMIT) deposit_weekly!: string | null;
  @ApiProperty(LIMIT) deposit_monthly!: string | null;
  @ApiProperty(LIMIT) loss_daily!: string | null;
  @ApiProperty(LIMIT) loss_weekly!: string | null;
  @ApiProperty(LIMIT) loss_monthly!: string | null;
  @ApiProperty({ type: [PendingLimitDto], description: 'Raises and removals waiting their 24 hours.' })
  pending!: PendingLimitDto[];
  @ApiProperty({ type: Number, nullable: true, enum: [15, 30, 60] }) reality_check_minutes!: number | null;
}

export class SessionSummaryDto {
  @ApiProperty({ format: 'date-time' }) started_at!: string;
  @ApiProperty() duration_seconds!: number;
  @ApiProperty({ example: '10.00' }) fees!: string;
  @ApiProperty({ example: '0.00' }) prizes!: string;
  @ApiProperty({ example: '0.00' }) refunds!: string;
  @ApiProperty({ example: '-10.00', description: 'Prizes and refunds less fees.' }) net!: string;
  @ApiProperty({ type: Number, nullable: true }) reality_check_minutes!: number | null;
}

export class FiguresWindowDto {
  @ApiProperty({ enum: ['24h', '7d', '30d'] }) window!: '24h' | '7d' | '30d';
  @ApiProperty() deposits!: string;
  @ApiProperty() fees!: string;
  @ApiProperty() prizes!: string;
  @ApiProperty() refunds!: string;
  @ApiProperty() net!: string;
}

export class DailyNetDto {
  @ApiProperty({ format: 'date' }) day!: string;
  @ApiProperty() net!: string;
}

export class HelpLinkDto {
  @ApiProperty() name!: string;
  @ApiProperty() url!: string;
}

export class SaferPlayFiguresDto {
  @ApiProperty({ type: [FiguresWindowDto] }) windows!: FiguresWindowDto[];
  @ApiProperty({ type: [DailyNetDto] }) daily!: DailyNetDto[];
  @ApiProperty({ type: [HelpLinkDto] }) links!: HelpLinkDto[];
}

export class ProtectionEventDto {
  @ApiProperty() id!: number;
  @ApiProperty() type!: string;
  @ApiProperty({ format: 'date-time' }) occurred_at!: string;
  @ApiProperty({ type: Number, nullable: true }) user!: number | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) payload!: Record<string, unknown>;
}

export class AdminProtectionDto {
  @ApiProperty({ type: ProtectionViewDto }) protection!: ProtectionViewDto;
  @ApiProperty({ type: LimitsViewDto }) limits!: LimitsViewDto;
  @ApiProperty({ type: [ProtectionEventDto] }) history!: ProtectionEventDto[];
}
