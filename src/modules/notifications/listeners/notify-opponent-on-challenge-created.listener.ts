import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { GetMatchStartMailRecipients, GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetChallengeInvite } from '../../tournaments/contracts/challenge-invite.query.js';
import { SendMail } from '../contracts/send-mail.command.js';
import { challengeMail, challengeNotice } from '../domain/challenge.js';
import { postNotices } from '../persistence/inbox.repository.js';

/**
 * A challenge naming a player (issue 33 §1): an inbox notice with the link, and a mail when they chose mails (the
 * match-start mail's opt-in and a proven address, as the check-in's). Written in one transaction keyed by the
 * event, so a re-delivery posts nothing twice. An open link names nobody: nobody is told. A rematch offer (issue
 * 33 §2) is "alice wants a rematch", in the inbox only.
 */
@Injectable()
@OnEvent('ChallengeCreated')
export class NotifyOpponentOnChallengeCreatedListener implements EventListener<'ChallengeCreated'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  async handle({ id, payload }: StoredEvent<'ChallengeCreated'>) {
    const { challengeId, creatorId, opponentId } = payload;
    // Events before rematches carry none.
    const rematchOfMatchId = payload.rematchOfMatchId ?? null;
    if (opponentId === null) return;
    const invite = await this.queries.execute(new GetChallengeInvite(challengeId));
    if (!invite) return;
    const creator = (await this.queries.execute(new GetUserSummaries([creatorId]))).get(creatorId);
    const ref = { ...invite, creatorName: creator?.username ?? 'A player', rematchOfMatchId };
    // A rematch offer lasts 2 minutes: a mail would arrive for nothing. The inbox and the match page tell it.
    const recipients =
      rematchOfMatchId === null ? await this.queries.execute(new GetMatchStartMailRecipients([opponentId])) : [];
    await transaction(this.em, async (em) => {
      await postNotices(em, id, [challengeNotice(opponentId, ref)]);
      for (const recipient of recipients) await this.commands.execute(new SendMail(challengeMail(recipient, ref)));
    });
  }
}
