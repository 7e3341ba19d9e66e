import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, first } from '../../../shared/database/query.js';
import { centsFromDb } from '../../../shared/money/money.js';
import { type ChallengeInvite, GetChallengeInvite } from '../contracts/challenge-invite.query.js';

@QueryHandler(GetChallengeInvite)
export class GetChallengeInviteHandler implements IQueryHandler<GetChallengeInvite> {
  constructor(private readonly em: EntityManager) {}

  async execute({ challengeId }: GetChallengeInvite): Promise<ChallengeInvite | null> {
    const row = await first(
      this.em,
      db(this.em)
        .selectFrom('challenges as c')
        .innerJoin('tournaments as t', 't.id', 'c.tournament_id')
        .select(['c.token', 't.entry_fee', 't.game_mode', 't.move_timeout', 't.registration_closes_at'])
        .where('c.id', '=', challengeId),
    );
    if (!row) return null;
    return {
      path: `/challenge/${row.token}`,
      entryFee: centsFromDb(row.entry_fee),
      gameMode: row.game_mode,
      moveTimeout: row.move_timeout,
      expiresAt: new Date(row.registration_closes_at),
    };
  }
}
