import { ApiProperty } from '@nestjs/swagger';
import { MAIL_STATUSES, type MailStatus } from '../domain/outgoing-mail.entity.js';
import type { MailView } from '../queries/mail.view.js';

const NULLABLE_DATE = { type: String, format: 'date-time', nullable: true } as const;

/** A row of the outgoing mail list: its delivery, never its body. */
export class AdminMailDto implements MailView {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The account the mail concerns, if any.' })
  user_id!: number | null;
  @ApiProperty({ example: 'alice@example.com' }) recipient!: string;
  @ApiProperty({ example: 'password_reset', description: 'What the mail is for, as the sending context names it.' })
  kind!: string;
  @ApiProperty() subject!: string;
  @ApiProperty({ enum: MAIL_STATUSES }) status!: MailStatus;
  @ApiProperty({ description: 'Delivery attempts so far.' }) attempts!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'EMESSAGE: Message failed: 451 Try again later',
    description: "The last failure: the server's answer, addresses and links blanked out.",
  })
  last_error!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ ...NULLABLE_DATE, description: 'PENDING only: when it is tried next.' })
  next_attempt_at!: string | null;
  @ApiProperty(NULLABLE_DATE) sent_at!: string | null;
}
