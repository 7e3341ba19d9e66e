import { ApiProperty } from '@nestjs/swagger';
import type { SessionView } from '../sign-in-security/queries/list-sessions.query.js';

export class AccountSessionDto implements SessionView {
  @ApiProperty({ format: 'uuid', description: "The session's public id (not a token)." }) id!: string;
  @ApiProperty({ format: 'date-time', description: 'When it signed in.' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: 'When its tokens were last refreshed.' }) last_used_at!: string;
  @ApiProperty({ example: '203.0.113.7', description: 'The address it signed in from.' }) address!: string;
  @ApiProperty({ example: 'Chrome on Linux', description: 'Read from its User-Agent header.' }) device!: string;
  @ApiProperty({ description: 'The session this request belongs to.' }) current!: boolean;
}

export class SessionsEndedDto {
  @ApiProperty({ example: 'Your other sessions have been signed out.' }) detail!: string;
  @ApiProperty({ description: 'How many sessions ended.' }) ended!: number;
}
