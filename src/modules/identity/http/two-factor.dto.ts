import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString } from 'class-validator';
import { CharLength } from '../../../shared/http/text-length.js';
import { ProofFieldsDto } from './reauthentication.dto.js';
import { msg, remembered } from '#i18n';

const REQUIRED = { message: remembered(msg({ message: 'This field is required.' })) };
const STRING = { message: remembered(msg({ message: 'Not a valid string.' })) };

/** A code from the authenticator app (six digits) or, where said, a recovery code. */
export class TwoFactorCodeDto {
  @ApiProperty({ maxLength: 64, example: '123456', description: 'Six digits, or a recovery code like k7qm-x2pd-r9tn.' })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 64)
  code!: string;
}

export class MfaLoginDto extends TwoFactorCodeDto {
  @ApiProperty({ maxLength: 200, description: 'The token the password step answered.' })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 200)
  mfa_token!: string;
}

/** The first code of the authenticator being set up, with proof of presence (or a recent re-authentication). */
export class ConfirmTotpDto extends ProofFieldsDto {
  @ApiProperty({ maxLength: 64, example: '123456', description: 'Six digits from the authenticator being set up.' })
  @IsDefined(REQUIRED)
  @IsString(STRING)
  @CharLength(1, 64)
  code!: string;
}
