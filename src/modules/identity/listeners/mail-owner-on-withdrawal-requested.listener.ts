import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { SendMail } from '../../notifications/contracts/send-mail.command.js';
import { withdrawalRequestedMail } from '../domain/notice-mails.js';
import { User } from '../domain/user.entity.js';

/**
 * Tells the owner that a withdrawal was asked for (issue 21 §4): a thief with the password learns nothing from
 * it, the owner learns in time to act while an admin has yet to review it. Identity knows the address.
 */
@Injectable()
@OnEvent('WithdrawalRequested')
export class MailOwnerOnWithdrawalRequestedListener implements EventListener<'WithdrawalRequested'> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  async handle({ payload: { userId, amount } }: StoredEvent<'WithdrawalRequested'>): Promise<void> {
    const user = await this.em.findOne(User, userId);
    if (!user) return;
    await this.commands.execute(new SendMail(withdrawalRequestedMail(user.id, user.email, user.username, amount)));
  }
}
