import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsObject, IsOptional, IsString } from 'class-validator';
import { CharLength } from '../../../shared/http/text-length.js';
import { ProofFieldsDto } from './reauthentication.dto.js';
import { msg, remembered } from '#i18n';

const REQUIRED = { message: remembered(msg({ message: 'This field is required.' })) };

/** What @simplewebauthn/browser's startAuthentication() answered, as it answered it. */
export class PasskeySignInDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The AuthenticationResponseJSON.' })
  @IsDefined(REQUIRED)
  @IsObject({ message: remembered(msg({ message: 'Expected an object.' })) })
  credential!: Record<string, unknown>;
}

/**
 * What startRegistration() answered, and a name for the passkey (else the device's, from the User-Agent), with
 * proof of presence (or a recent re-authentication).
 */
export class PasskeyRegistrationDto extends ProofFieldsDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The RegistrationResponseJSON.' })
  @IsDefined(REQUIRED)
  @IsObject({ message: remembered(msg({ message: 'Expected an object.' })) })
  credential!: Record<string, unknown>;

  @ApiPropertyOptional({ maxLength: 64, example: 'Work laptop' })
  @IsOptional()
  @IsString({ message: remembered(msg({ message: 'Not a valid string.' })) })
  @CharLength(0, 64)
  name?: string;
}
