import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { lockExclusively, transaction } from '../../../shared/transaction.js';
import { requireMoveTimeout } from '../domain/pace.js';
import { ChallengeErrors } from '../domain/challenge-errors.js';
import { TournamentErrors } from '../domain/tournament-errors.js';
import { Tournament } from '../domain/tournament.entity.js';
import { admitPlayer, assertMayPlay } from './admission.js';
import { databaseNow, db, one } from '../../../shared/database/query.js';
import { CreateTournament } from './create-tournament.command.js';
import { tournamentCreated } from './tournament-created.js';

/** Advisory lock namespace: one creator's check of their open tournaments and the insert that follows it. */
const OPEN_TOURNAMENTS_LOCK = 7_420_101;

@CommandHandler(CreateTournament)
export class CreateTournamentHandler implements ICommandHandler<CreateTournament> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: CreateTournament): Promise<Tournament> {
    await assertMayPlay(this.queries, command.creatorId);
    const moveTimeout = requireMoveTimeout(command.moveTimeout, this.config.moveTimeoutSeconds);
    return transaction(this.em, async (em) => {
      await this.assertMayOpenAnother(em, command.creatorId);
      const tournament = new Tournament({
        name: command.name,
        description: command.description,
        entryFee: command.entryFee,
        maxPlayers: command.maxPlayers,
        gameMode: command.gameMode,
        moveTimeout,
        payouts: command.payouts,
        createdBy: command.creatorId,
        rakePercent: this.config.houseRakePercent,
        fillDeadlineSeconds: this.config.tournamentFillDeadlineSeconds,
        now: await databaseNow(em),
      });
      // The id names the escrow account and the fee's idempotency key, so the row is written first.
      await em.persist(tournament).flush();
      await recordEvents(em, tournamentCreated(tournament));
      await admitPlayer(em, this.commands, this.queries, tournament, command.creatorId);
      return tournament;
    });
  }

  private assertMayOpenAnother(em: EntityManager, creatorId: number): Promise<void> {
    return assertMayOpenAnother(em, creatorId, false, this.config.maxOpenTournamentsPerUser);
  }
}

/**
 * One account cannot fill the lists: PENDING tournaments it created are capped, counted under a lock. Challenges
 * (issue 33 §1) are counted apart, under the same cap: they are not in the lists, and a player with a full
 * lobby may still challenge a friend; but nobody opens challenges without end.
 */
export async function assertMayOpenAnother(
  em: EntityManager,
  creatorId: number,
  challenge: boolean,
  max: number,
): Promise<void> {
  await lockExclusively(em, OPEN_TOURNAMENTS_LOCK, creatorId);
  const { open } = await one(
    em,
    db(em)
      .selectFrom('tournaments')
      .select((eb) => eb.fn.countAll<string>().as('open'))
      .where('created_by', '=', creatorId)
      .where('status', '=', 'PENDING')
      .where('kind', challenge ? '=' : '<>', 'CHALLENGE'),
  );
  if (Number(open) >= max) throw challenge ? ChallengeErrors.tooManyOpen(max) : TournamentErrors.tooManyOpen(max);
}
