import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { isDailyPlay } from '../../gameplay/contracts/clocks.js';
import { GetMatchStartMailRecipients, GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetUsersWithOpenStreams } from '../../live/contracts/open-streams.query.js';
import { SendMail } from '../contracts/send-mail.command.js';
import { matchStartMail } from '../domain/match-start-mail.js';
import { tournamentNamed } from './tournament-lookup.js';

/**
 * Away by email: a player who opted in and holds no live stream on any instance (so no open tab hears of the
 * start) gets a mail. In daily play (issue 32 §4) every player who opted in does: a tab open now says nothing of
 * being there in the hours the clock gives. Queued in the relay's transaction, so a re-delivered event cannot
 * queue it twice: the event is marked dispatched in that same transaction.
 */
@Injectable()
@OnEvent('MatchStarted')
export class MailAwayPlayersOnMatchStartedListener implements EventListener<'MatchStarted'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async handle({ payload }: StoredEvent<'MatchStarted'>): Promise<void> {
    const { matchId, tournamentId, roundNumber, thirdPlace, moveTimeout, player1Id, player2Id } = payload;
    const opted = await this.queries.execute(new GetMatchStartMailRecipients([player1Id, player2Id]));
    if (opted.length === 0) return;
    const daily = moveTimeout !== undefined && isDailyPlay(moveTimeout);
    const watching = daily
      ? new Set<number>()
      : new Set(await this.queries.execute(new GetUsersWithOpenStreams(opted.map((r) => r.userId))));
    const away = opted.filter((r) => !watching.has(r.userId));
    if (away.length === 0) return;
    const tournament = await tournamentNamed(this.queries, tournamentId);
    const names = await this.queries.execute(new GetUserSummaries([player1Id, player2Id]));
    await transaction(this.em, async () => {
      for (const recipient of away) {
        const opponentId = recipient.userId === player1Id ? player2Id : player1Id;
        const opponent = names.get(opponentId)?.username ?? 'your opponent';
        await this.commands.execute(
          new SendMail(
            matchStartMail(recipient, { matchId, roundNumber, thirdPlace }, tournament, opponent, moveTimeout),
          ),
        );
      }
    });
  }
}
