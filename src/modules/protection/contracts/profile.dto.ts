import { ApiProperty } from '@nestjs/swagger';
import { UserViewDto } from '../../identity/contracts/user-view.dto.js';
import { LOCALES, type Locale } from '#i18n';

export class RestrictionViewDto {
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ends_at!: string | null;
}

export class SelfExclusionViewDto extends RestrictionViewDto {
  @ApiProperty({ description: 'Its period has ended: the player may ask to reopen (24 hours later).' })
  can_request_reopen!: boolean;
}

export class ProtectionViewDto {
  @ApiProperty({ type: String, format: 'date', nullable: true }) date_of_birth!: string | null;
  @ApiProperty({ type: RestrictionViewDto }) time_out!: RestrictionViewDto;
  @ApiProperty({ type: SelfExclusionViewDto }) self_exclusion!: SelfExclusionViewDto;
  @ApiProperty({ type: Number, nullable: true, enum: [15, 30, 60] }) reality_check_minutes!: number | null;
}

/** The player's profile: the user, with their protection (issue 22 §3). */
export class ProfileDto extends UserViewDto {
  @ApiProperty({
    enum: LOCALES,
    nullable: true,
    type: String,
    description: 'The language the player saved (issue 36); null until they choose one.',
  })
  locale!: Locale | null;

  @ApiProperty({ type: ProtectionViewDto }) protection!: ProtectionViewDto;
}
