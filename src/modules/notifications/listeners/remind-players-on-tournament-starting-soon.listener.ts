import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { GetMatchStartMailRecipients } from '../../identity/contracts/user-queries.js';
import { SendMail } from '../contracts/send-mail.command.js';
import { minutesUntil, tournamentReminderMail, tournamentReminderNotice } from '../domain/tournament-reminder.js';
import { postNotices } from '../persistence/inbox.repository.js';
import { tournamentNamed } from './tournament-lookup.js';

/**
 * A scheduled tournament starts soon (issue 32 §2): every registered player gets an inbox notice, and those who
 * chose match-start mails a mail. Notices and mails are written in one transaction keyed by the event, so a
 * re-delivery posts nothing twice.
 */
@Injectable()
@OnEvent('TournamentStartingSoon')
export class RemindPlayersOnTournamentStartingSoonListener implements EventListener<'TournamentStartingSoon'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async handle(event: StoredEvent<'TournamentStartingSoon'>): Promise<void> {
    const { tournamentId, startsAt, userIds } = event.payload;
    if (userIds.length === 0) return;
    const t = await tournamentNamed(this.queries, tournamentId);
    const minutes = minutesUntil(startsAt, event.occurredAt);
    const recipients = await this.queries.execute(new GetMatchStartMailRecipients(userIds));
    await transaction(this.em, async (em) => {
      await postNotices(
        em,
        event.id,
        userIds.map((userId) => tournamentReminderNotice(userId, t, minutes)),
      );
      for (const recipient of recipients)
        await this.commands.execute(new SendMail(tournamentReminderMail(recipient, t, minutes)));
    });
  }
}
