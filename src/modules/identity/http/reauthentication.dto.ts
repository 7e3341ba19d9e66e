import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString } from 'class-validator';
import type { AuthUser } from '../../../shared/auth/auth-user.js';
import { CharLength } from '../../../shared/http/text-length.js';
import type { ProofRequest } from '../sign-in-security/services/reauthentication.js';
import { msg, remembered } from '#i18n';

const STRING = { message: remembered(msg({ message: 'Not a valid string.' })) };

/**
 * Proof of presence given with a change of factor itself (issue 30 §1): the current password, or a code of the
 * account's authenticator (or a recovery code). Either one; without both, a re-authentication of the session
 * within 5 minutes (`POST /api/accounts/reauthenticate/`) must stand in, else 403 `reauthentication_required`.
 */
export class ProofFieldsDto {
  @ApiPropertyOptional({ maxLength: 128, description: 'Your current password, as proof that it is you.' })
  @IsOptional()
  @IsString(STRING)
  @CharLength(1, 128)
  current_password?: string;

  @ApiPropertyOptional({
    maxLength: 64,
    example: '123456',
    description: 'A code from your authenticator app (or a recovery code), as proof that it is you.',
  })
  @IsOptional()
  @IsString(STRING)
  @CharLength(1, 64)
  otp?: string;
}

/** One proof: the current password, a code, or a passkey's answer to the re-authentication options. */
export class ReauthenticateDto extends ProofFieldsDto {
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: "A passkey's AuthenticationResponseJSON, answering POST /api/accounts/reauthenticate/options/.",
  })
  @IsOptional()
  @IsObject({ message: remembered(msg({ message: 'Expected an object.' })) })
  passkey?: Record<string, unknown>;
}

/** The caller, their session and address, and the proof in the body (if any), for a command. */
export function proofOf(
  user: AuthUser,
  address: string,
  body: Pick<ProofFieldsDto, 'current_password' | 'otp'> = {},
): ProofRequest {
  return {
    userId: user.id,
    sessionId: user.sessionId,
    address,
    currentPassword: body.current_password ?? null,
    otp: body.otp ?? null,
  };
}
