import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import {
  GetMatchStartMailRecipients,
  GetUserSummaries,
  type MatchStartMailRecipient,
} from '../../identity/contracts/user-queries.js';
import type { TournamentSummary } from '../../tournaments/contracts/tournament-summaries.query.js';
import { type MailMessage, SendMail } from '../contracts/send-mail.command.js';
import { gameStartedMail, moveReminderMail, secondsLeft } from '../domain/daily-play.js';
import { tournamentNamed } from './tournament-lookup.js';

/**
 * Daily play's mails (issue 32 §4), to the players who chose to be mailed when a match of theirs starts
 * (the profile's one switch): each later game's start, and the reminder at a fifth of the clock left. Whether
 * a tab is open does not matter here: the clock runs for hours. Queued in the relay's transaction, so a
 * re-delivered event cannot queue a mail twice.
 */
@Injectable()
@OnEvent('GameStarted', 'MoveDeadlineNeared')
export class MailPlayersOnDailyPlayListener implements EventListener<'GameStarted' | 'MoveDeadlineNeared'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async handle(event: StoredEvent<'GameStarted' | 'MoveDeadlineNeared'>): Promise<void> {
    const { occurredAt } = event;
    if (event.type === 'MoveDeadlineNeared') {
      const p = event.payload;
      const left = secondsLeft(p.deadline, occurredAt);
      await this.mail(p.tournamentId, [[p.userId, p.opponentId]], (to, t, opponent) =>
        moveReminderMail(to, t, p, opponent, left),
      );
      return;
    }
    const p = event.payload;
    await this.mail(
      p.tournamentId,
      [
        [p.player1Id, p.player2Id],
        [p.player2Id, p.player1Id],
      ],
      (to, t, opponent) => gameStartedMail(to, t, p, opponent, p.moveTimeout),
    );
  }

  /** Mails each player (paired with their opponent) who opted in, in one transaction. */
  private async mail(
    tournamentId: number,
    players: [userId: number, opponentId: number][],
    build: (to: MatchStartMailRecipient, tournament: TournamentSummary, opponent: string) => MailMessage,
  ): Promise<void> {
    const recipients = await this.queries.execute(new GetMatchStartMailRecipients(players.map(([userId]) => userId)));
    if (recipients.length === 0) return;
    const tournament = await tournamentNamed(this.queries, tournamentId);
    const opponentOf = new Map(players);
    const names = await this.queries.execute(new GetUserSummaries(players.map(([, opponentId]) => opponentId)));
    await transaction(this.em, async () => {
      for (const recipient of recipients) {
        const opponent = names.get(opponentOf.get(recipient.userId) ?? 0)?.username ?? 'your opponent';
        await this.commands.execute(new SendMail(build(recipient, tournament, opponent)));
      }
    });
  }
}
