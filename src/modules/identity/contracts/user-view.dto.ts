import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../../shared/auth/auth-user.js';
import type { UserView } from '../account/queries/user.view.js';

const DATE = { type: String, format: 'date-time' } as const;

/** The OpenAPI shape of a user (profile, session, admin pages): every context's answer that carries one uses it. */
export class UserViewDto implements UserView {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ description: 'Whether the address was proven by a mailed link; a withdrawal needs it.' })
  email_verified!: boolean;
  @ApiProperty({ description: 'Whether sign-in asks for a code from an authenticator app after the password.' })
  two_factor_enabled!: boolean;
  @ApiProperty() wins!: number;
  @ApiProperty() losses!: number;
  @ApiProperty({ description: 'Elo rating; every account starts at 1000.', example: 1000 }) rating!: number;
  @ApiProperty({ description: 'Wins as a percentage of matches played, two decimals.', example: 66.67 })
  win_rate!: number;
  @ApiProperty({ example: '25.00', description: 'Coins as a decimal string with two decimals.' })
  wallet_balance!: string;
  @ApiProperty(DATE) created_at!: string;
  @ApiProperty({ enum: ROLES }) role!: Role;
  @ApiProperty({ description: 'A blocked account can neither sign in nor use a token it already holds.' })
  is_blocked!: boolean;
  @ApiProperty({
    description: 'Mail me when a match of mine starts while I have no tab open (off unless the player turns it on).',
  })
  email_match_start!: boolean;
}
