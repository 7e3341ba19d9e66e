import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { transaction } from '../../../shared/transaction.js';
import { FindUserByUsername, GetUserSummaries } from '../../identity/contracts/user-queries.js';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import { CHALLENGE_OPEN_SECONDS, type Challenge } from '../domain/challenge.entity.js';
import { requireMoveTimeout } from '../domain/pace.js';
import { assertMayPlay } from './admission.js';
import { CreateChallenge } from './challenge.commands.js';
import { openChallenge } from './challenge-opening.js';

/** A challenge by link (issue 33 §1), open for 24 hours, optionally naming the only player who may accept. */
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
    return transaction(this.em, (em) =>
      openChallenge(em, this.commands, this.queries, {
        creator: { id: command.creatorId, username: creator?.username ?? `Player #${command.creatorId}` },
        opponent,
        entryFee: command.entryFee,
        gameMode: command.gameMode,
        moveTimeout,
        openSeconds: CHALLENGE_OPEN_SECONDS,
        rematchOfMatchId: null,
        rakePercent: this.config.houseRakePercent,
        maxOpen: this.config.maxOpenTournamentsPerUser,
      }),
    );
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
