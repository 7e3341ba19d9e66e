import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../../../shared/outbox/domain-event.js';
import { type EventListener, OnEvent } from '../../../shared/outbox/on-event.decorator.js';
import { transaction } from '../../../shared/transaction.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { GetTournamentSummaries } from '../../tournaments/contracts/tournament-summaries.query.js';
import { knockedOut } from '../domain/inbox-notice.js';
import { postNotices } from '../persistence/inbox.repository.js';

/**
 * A match's loser whose tournament goes on without them (issue 32 §5) is told so, with the tournament to follow.
 * The final's and the third-place match's losers are placed (their prizes say so), and a semi-final's loser who
 * plays for third is not out yet.
 */
@Injectable()
@OnEvent('MatchCompleted')
export class PostNoticeOnKnockedOutListener implements EventListener<'MatchCompleted'> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async handle({ id, payload }: StoredEvent<'MatchCompleted'>): Promise<void> {
    const { tournamentId, roundNumber, winnerId, loserId, isFinal, thirdPlace = false, forfeit } = payload;
    if (isFinal || thirdPlace) return;
    const tournament = (await this.queries.execute(new GetTournamentSummaries([tournamentId]))).at(0);
    if (!tournament) return;
    const semiFinal = roundNumber === tournament.totalRounds - 1;
    if (semiFinal && tournament.paidPlaces >= 3) return;
    const names = await this.queries.execute(new GetUserSummaries([winnerId]));
    const winner = names.get(winnerId)?.username ?? 'Your opponent';
    await transaction(this.em, (em) =>
      postNotices(em, id, [knockedOut(loserId, tournament, { roundNumber }, winner, forfeit)]),
    );
  }
}
