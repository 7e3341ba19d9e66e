import { ApiProperty } from '@nestjs/swagger';

/** What the email and password routes answer: one sentence for the player. */
export class AccountDetailDto {
  @ApiProperty({ example: 'Your email address is verified.' }) detail!: string;
}
