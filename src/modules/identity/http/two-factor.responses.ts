import { ApiProperty } from '@nestjs/swagger';
import { PROOF_METHODS, type ProofMethod } from '../domain/factor-proof.js';

/** The password was right and two-factor is on: send a code with this token to /accounts/login/mfa/. */
export class MfaRequiredDto {
  @ApiProperty({ enum: [true] }) mfa_required!: true;
  @ApiProperty({ description: 'Works once, for five minutes.' }) mfa_token!: string;
}

export class TotpSetupDto {
  @ApiProperty({ description: 'The base32 secret, for typing into an authenticator app.' }) secret!: string;
  @ApiProperty({ example: 'otpauth://totp/Spockout:alice?secret=...&issuer=Spockout' }) otpauth_url!: string;
  @ApiProperty({ description: 'The otpauth URL as a QR code, an SVG document.' }) qr_svg!: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten single-use codes, shown this once.' }) recovery_codes!: string[];
}

export class TwoFactorDetailDto {
  @ApiProperty({ example: 'Two-factor authentication is off.' }) detail!: string;
}

/** Proof of presence recorded on the caller's session. */
export class ReauthenticatedDto {
  @ApiProperty({ example: 'Thanks, that is you. You can change your sign-in methods for the next 5 minutes.' })
  detail!: string;
  @ApiProperty({ enum: PROOF_METHODS }) method!: ProofMethod;
  @ApiProperty({ format: 'date-time', description: 'When the proof lapses: 5 minutes on.' }) expires_at!: string;
}
