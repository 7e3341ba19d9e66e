import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { GetMatchStartMailRecipients } from '../../identity/contracts/user-queries.js';
import { SendMail } from '../contracts/send-mail.command.js';
import { checkInLapsedNotice, checkInMail, checkInNotice } from '../domain/check-in.js';
import { postNotices } from '../persistence/inbox.repository.js';
import { secondsLeft } from '../domain/daily-play.js';
import { tournamentNamed } from './tournament-lookup.js';

/**
 * The check-in (issue 32 §0). When a full tournament starts checking in, every player gets an inbox notice (and,
 * through the live stream, the alert on any page); those not checked in yet who chose match mails get a mail too:
 * a player already there reads the notice. When a check-in lapses, the players who keep their seat are told why
 * the tournament did not start (the dropped ones get their refund notice from PlayerLeftTournament). Notices and
 * mails are written in one transaction keyed by the event, so a re-delivery posts nothing twice.
 */
@Injectable()
@OnEvent('TournamentCheckInStarted', 'CheckInLapsed')
export class NotifyPlayersOnCheckInListener implements EventListener<'TournamentCheckInStarted' | 'CheckInLapsed'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async handle(event: StoredEvent<'TournamentCheckInStarted' | 'CheckInLapsed'>): Promise<void> {
    if (event.type === 'CheckInLapsed') {
      const { tournamentId, droppedUserIds, keptUserIds } = event.payload;
      if (keptUserIds.length === 0) return;
      const t = await tournamentNamed(this.queries, tournamentId);
      const notices = keptUserIds.map((userId) => checkInLapsedNotice(userId, t, droppedUserIds.length));
      await transaction(this.em, (em) => postNotices(em, event.id, notices));
      return;
    }
    const { tournamentId, checkInEndsAt, userIds, checkedInUserIds } = event.payload;
    const t = await tournamentNamed(this.queries, tournamentId);
    const left = secondsLeft(checkInEndsAt, event.occurredAt);
    const checkedIn = new Set(checkedInUserIds);
    const away = userIds.filter((userId) => !checkedIn.has(userId));
    const recipients = away.length ? await this.queries.execute(new GetMatchStartMailRecipients(away)) : [];
    await transaction(this.em, async (em) => {
      await postNotices(
        em,
        event.id,
        userIds.map((userId) => checkInNotice(userId, t, checkedIn.has(userId), left)),
      );
      for (const recipient of recipients) await this.commands.execute(new SendMail(checkInMail(recipient, t, left)));
    });
  }
}
