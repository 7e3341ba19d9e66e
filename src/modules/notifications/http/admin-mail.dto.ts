import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../../shared/http/pagination.js';
import { MAIL_STATUSES, type MailStatus } from '../domain/outgoing-mail.entity.js';

export class AdminMailQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: MAIL_STATUSES, description: 'PENDING: waiting to be (re)tried; FAILED: given up.' })
  @IsOptional()
  @IsIn(MAIL_STATUSES, { message: `Choose one of: ${MAIL_STATUSES.join(', ')}.` })
  status?: MailStatus;
}
