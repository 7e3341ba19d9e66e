import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { PasskeyView } from '../sign-in-security/queries/passkey.view.js';

export class PasskeyDto implements PasskeyView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'Chrome on Linux' }) name!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_used_at!: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: String,
    description:
      'When a password reset suspended it (added in the 7 days before); a suspended passkey signs nobody in.',
  })
  suspended_at!: string | null;
}

/** WebAuthn options for the browser, passed as they are to @simplewebauthn/browser. */
export class PasskeyOptionsDto {
  @ApiProperty({ description: 'The challenge: single-use, for five minutes.' }) challenge!: string;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true }) rp?: Record<string, unknown>;
  @ApiPropertyOptional() rpId?: string;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: "Re-authentication: the account's usable passkeys.",
  })
  allowCredentials?: Record<string, unknown>[];
}
