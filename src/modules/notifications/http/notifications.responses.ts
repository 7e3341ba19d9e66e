import { ApiProperty } from '@nestjs/swagger';
import { NOTIFICATION_KINDS, type NotificationKind } from '../domain/inbox-notice.js';
import type { NotificationView } from '../queries/notification.view.js';

export class NotificationDto implements NotificationView {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: NOTIFICATION_KINDS }) kind!: NotificationKind;
  @ApiProperty({ example: 'You won Friday Cup', description: 'What happened, in one line.' }) title!: string;
  @ApiProperty({ example: 'Champion! The prize of 40.00 is in your wallet.' }) text!: string;
  @ApiProperty({ example: '/tournament/7', description: 'Where to see it: a path of the web app.' }) link!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '40.00',
    description: 'Coins credited to the wallet (prize_won, refund, withdrawal_rejected); null for the others.',
  })
  amount!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() read!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) read_at!: string | null;
}

export class MarkReadResultDto {
  @ApiProperty({ description: 'Your unread notifications after the change.' }) unread!: number;
}
