import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../shared/auth/auth-user.js';
import { UserViewDto } from '../contracts/user-view.dto.js';
import type { TokenPair } from '../sign-in-security/services/session-tokens.js';

export class TokenPairDto implements TokenPair {
  @ApiProperty({ description: 'Short-lived bearer token for the Authorization header.' }) access!: string;
  @ApiProperty({ description: 'Single-use: POST it to /api/auth/token/refresh/ for a new pair.' }) refresh!: string;
}

/** What registering and signing in answer. */
export class SessionDto {
  @ApiProperty({ type: UserViewDto }) user!: UserViewDto;
  @ApiProperty({ type: TokenPairDto }) tokens!: TokenPairDto;
}

export class LoggedOutDto {
  @ApiProperty({ example: 'Successfully logged out.' }) detail!: string;
}

/** The access token's own claims. */
export class WhoAmIDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
}
