import { ApiProperty } from '@nestjs/swagger';
import { LIMIT_KINDS, type LimitKind } from '../domain/limits.js';
import { ProtectionViewDto } from '../contracts/profile.dto.js';
import { HOLD_REASONS, type HoldReason } from '../domain/review-hold.js';

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

export class ReviewHoldDto {
  @ApiProperty() id!: number;
  @ApiProperty({
    enum: HOLD_REASONS,
    description:
      "exclusion_match: its email reaches an excluded player's mailbox; exclusion_near_match: same date of birth " +
      'and client address as one; age_refused: it declared a date under age; age_refused_nearby: it registered ' +
      'within a day of an under-age registration from its address or email.',
  })
  reason!: HoldReason;
  @ApiProperty({ description: 'Why, in a sentence for the admin.' }) detail!: string;
  @ApiProperty({ format: 'date-time' }) held_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) cleared_at!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The admin who cleared it.' }) cleared_by!: number | null;
  @ApiProperty({ type: String, nullable: true }) clear_note!: string | null;
}

export class ReviewDto {
  @ApiProperty({ description: 'An open hold: no deposit and no paid entry until an admin clears it.' }) held!: boolean;
  @ApiProperty({ type: [ReviewHoldDto], description: 'Open and cleared, newest first.' }) holds!: ReviewHoldDto[];
}

export class DateOfBirthAttemptDto {
  @ApiProperty({ format: 'date' }) date_of_birth!: string;
  @ApiProperty({
    enum: ['accepted', 'under_age', 'after_refusal'],
    description: 'after_refusal: tried after a date under age, and refused for that.',
  })
  outcome!: 'accepted' | 'under_age' | 'after_refusal';
  @ApiProperty({ enum: ['registration', 'player', 'admin'] }) source!: 'registration' | 'player' | 'admin';
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({
    description:
      "False: another registration's or account's, refused as under age, from the address or email this account " +
      'registered with.',
  })
  this_account!: boolean;
}

export class AdminProtectionDto {
  @ApiProperty({ type: ProtectionViewDto }) protection!: ProtectionViewDto;
  @ApiProperty({ type: LimitsViewDto }) limits!: LimitsViewDto;
  @ApiProperty({ type: [ProtectionEventDto] }) history!: ProtectionEventDto[];
  @ApiProperty({ type: ReviewDto }) review!: ReviewDto;
  @ApiProperty({ type: [DateOfBirthAttemptDto], description: 'Every date of birth it tried, newest first.' })
  date_of_birth_attempts!: DateOfBirthAttemptDto[];
}
