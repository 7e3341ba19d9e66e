import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, first } from '../../../../shared/database/query.js';
import { ReadsFromReplica } from '../../../../shared/database/replica-reads.js';
import { DomainError } from '../../../../shared/errors/domain-error.js';
import { winRatePercent } from '../../domain/win-rate.js';
import { GetPublicPlayer, type PublicPlayer } from './get-public-player.query.js';
import { msg } from '#i18n';

/**
 * Selects only the public columns, so a private one cannot reach the answer by a later spread. A blocked player
 * answers as an unknown one does: their page would otherwise tell that the account was blocked. The lookup is
 * case-insensitive, as usernames are unique in any case (users_username_ci), so a typed link still finds them.
 * A public page may be seconds old, as the leaderboard it is reached from may: it may come from a replica.
 */
@QueryHandler(GetPublicPlayer)
@ReadsFromReplica()
export class GetPublicPlayerHandler implements IQueryHandler<GetPublicPlayer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ username }: GetPublicPlayer): Promise<PublicPlayer> {
    const row = await first(
      this.em,
      db(this.em)
        .selectFrom('users')
        .select(['id', 'username', 'created_at', 'rating', 'wins', 'losses'])
        .where((eb) => eb(eb.fn<string>('lower', ['username']), '=', username.toLowerCase()))
        .where('is_blocked', '=', false),
    );
    if (!row) throw DomainError.notFound(msg({ message: 'Player not found.' }));
    return {
      id: row.id,
      username: row.username,
      member_since: new Date(row.created_at).toISOString(),
      rating: row.rating,
      games_played: row.wins + row.losses,
      wins: row.wins,
      losses: row.losses,
      win_rate: winRatePercent(row.wins, row.losses),
    };
  }
}
