import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { databaseNow } from '../../../shared/database/query.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { transaction } from '../../../shared/transaction.js';
import { FindUserByUsername, GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { ChallengeCreated, TournamentCreated } from '../contracts/tournaments.events.js';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import { CHALLENGE_OPEN_SECONDS, Challenge } from '../domain/challenge.entity.js';
import { requireMoveTimeout } from '../domain/pace.js';
import { Tournament } from '../domain/tournament.entity.js';
import { admitPlayer, assertMayPlay } from './admission.js';
import { CreateChallenge } from './challenge.commands.js';
import { assertMayOpenAnother } from './create-tournament.handler.js';

/**
 * A challenge is a 2-seat tournament of kind CHALLENGE (never listed) made as any tournament is: the creator's
 * seat and fee through admitPlayer (every money rule: time-out, self-exclusion, limits, what is owed), its
 * registration deadline the challenge's expiry, so the fill-deadline sweep expires it and refunds the fee once.
 */
@CommandHandler(CreateChallenge)
export class CreateChallengeHandler implements ICommandHandler<CreateChallenge> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: CreateChallenge): Promise<Challenge> {
    await assertMayPlay(this.queries, command.creatorId);
    const moveTimeout = requireMoveTimeout(command.moveTimeout, this.config.moveTimeoutSeconds);
    const opponent = await this.opponentOf(command);
    const creator = (await this.queries.execute(new GetUserSummaries([command.creatorId]))).get(command.creatorId);
    const creatorName = creator?.username ?? `Player #${command.creatorId}`;
    return transaction(this.em, async (em) => {
      await assertMayOpenAnother(em, command.creatorId, true, this.config.maxOpenTournamentsPerUser);
      const now = await databaseNow(em);
      const tournament = new Tournament({
        name: opponent ? `${creatorName} vs ${opponent.username}` : `Challenge by ${creatorName}`,
        description: '',
        entryFee: command.entryFee,
        maxPlayers: 2,
        gameMode: command.gameMode,
        moveTimeout,
        kind: 'CHALLENGE',
        createdBy: command.creatorId,
        rakePercent: this.config.houseRakePercent,
        fillDeadlineSeconds: CHALLENGE_OPEN_SECONDS,
        now,
      });
      // The id names the escrow account and the fee's idempotency key, so the row is written first.
      await em.persist(tournament).flush();
      const challenge = new Challenge({
        tournamentId: tournament.id,
        creatorId: command.creatorId,
        opponentId: opponent?.id ?? null,
        now,
      });
      await em.persist(challenge).flush();
      await recordEvents(
        em,
        raise(
          TournamentCreated,
          tournament.id,
          {
            tournamentId: tournament.id,
            name: tournament.name,
            entryFee: tournament.entryFee,
            maxPlayers: tournament.maxPlayers,
            gameMode: tournament.gameMode,
            moveTimeout: tournament.moveTimeout,
            payouts: tournament.payouts,
            creatorId: command.creatorId,
          },
          command.creatorId,
        ),
      );
      await admitPlayer(em, this.commands, this.queries, tournament, command.creatorId);
      await recordEvents(
        em,
        raise(
          ChallengeCreated,
          challenge.id,
          {
            challengeId: challenge.id,
            tournamentId: tournament.id,
            creatorId: command.creatorId,
            opponentId: challenge.opponentId,
            entryFee: tournament.entryFee,
            rematchOfMatchId: null,
          },
          command.creatorId,
        ),
      );
      return challenge;
    });
  }

  /** The named opponent: a player who exists and is not blocked, and not the creator. */
  private async opponentOf({ opponentUsername, creatorId }: CreateChallenge) {
    if (opponentUsername === undefined) return null;
    const opponent = await this.queries.execute(new FindUserByUsername(opponentUsername));
    if (!opponent || opponent.isBlocked) throw ChallengeErrors.unknownOpponent();
    if (opponent.id === creatorId) throw ChallengeErrors.selfOpponent();
    return opponent;
  }
}
