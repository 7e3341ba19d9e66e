import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { clockNow } from '../../../shared/database/expressions.js';
import { db, first } from '../../../shared/database/query.js';
import { lockExclusively, transaction } from '../../../shared/transaction.js';
import { GetMatchPlayers } from '../../gameplay/contracts/match-players.query.js';
import { GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import { REMATCH_OPEN_SECONDS, type Challenge } from '../domain/challenge.entity.js';
import { Tournament } from '../domain/tournament.entity.js';
import { assertMayPlay } from './admission.js';
import { OfferRematch } from './challenge.commands.js';
import { openChallenge } from './challenge-opening.js';

/** Advisory lock namespace: one match's check for an open offer and the offer that follows it. */
const REMATCH_LOCK = 7_420_133;

/**
 * A rematch offer (issue 33 §2) is a challenge naming the other player, at the stakes and pace of the match's
 * tournament, open for 2 minutes: accepting it starts the new match at once (both were just there), and the
 * fill-deadline sweep expires and refunds it. One open offer per match: whoever offers second hears 409, the web
 * showing the first one (from GET /api/challenges/) to accept instead.
 */
@CommandHandler(OfferRematch)
export class OfferRematchHandler implements ICommandHandler<OfferRematch> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ matchId, userId }: OfferRematch): Promise<Challenge> {
    const [match] = await this.queries.execute(new GetMatchPlayers([matchId]));
    if (!(match as typeof match | undefined)) throw ChallengeErrors.matchNotFound();
    if (!match.playerIds.includes(userId)) throw ChallengeErrors.notYourMatch();
    // Practice against the computer (issue 33 §5) has no tournament and no second player: it offers "play again".
    const tournamentId = match.tournamentId;
    if (tournamentId === null) throw ChallengeErrors.practiceMatch();
    if (!match.completed || match.playerIds.length !== 2) throw ChallengeErrors.matchNotOver();
    await assertMayPlay(this.queries, userId);
    const otherId = match.playerIds.find((id) => id !== userId) as number;
    const users = await this.queries.execute(new GetUserSummaries([userId, otherId]));
    const name = (id: number) => users.get(id)?.username ?? `Player #${id}`;
    return transaction(this.em, async (em) => {
      const stakes = await em.findOne(Tournament, tournamentId);
      if (!stakes) throw ChallengeErrors.matchNotFound();
      await lockExclusively(em, REMATCH_LOCK, matchId);
      if (await this.openOfferExists(em, matchId)) throw ChallengeErrors.rematchOffered();
      return openChallenge(em, this.commands, this.queries, {
        creator: { id: userId, username: name(userId) },
        opponent: { id: otherId, username: name(otherId) },
        entryFee: stakes.entryFee,
        gameMode: stakes.gameMode,
        moveTimeout: stakes.moveTimeout,
        openSeconds: REMATCH_OPEN_SECONDS,
        rematchOfMatchId: matchId,
        rakePercent: this.config.houseRakePercent,
        maxOpen: this.config.maxOpenTournamentsPerUser,
      });
    });
  }

  /** An offer still OPEN and not past its expiry (one past it is refused an accept, so it no longer counts). */
  private async openOfferExists(em: EntityManager, matchId: number): Promise<boolean> {
    const open = await first(
      em,
      db(em)
        .selectFrom('challenges as c')
        .innerJoin('tournaments as t', 't.id', 'c.tournament_id')
        .select('c.id')
        .where('c.rematch_of_match_id', '=', matchId)
        .where('c.status', '=', 'OPEN')
        .where('t.registration_closes_at', '>', clockNow()),
    );
    return open !== undefined;
  }
}
