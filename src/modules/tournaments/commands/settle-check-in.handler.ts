import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { db, first } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { lockTournament } from './admission.js';
import { type CheckInOutcome, settleCheckIn } from './check-in.js';
import { SettleCheckIn } from './settle-check-in.command.js';

/**
 * SKIP LOCKED: a sweep never waits behind a check-in or a leave holding the tournament, and two instances' sweeps
 * never both take it. Still checking in under the lock is what makes a start or a refund happen once: a
 * tournament started, lapsed or emptied meanwhile no longer matches.
 */
const checkingIn = (em: EntityManager, tournamentId: number) =>
  first(
    em,
    db(em)
      .selectFrom('tournaments')
      .select('id')
      .where('id', '=', tournamentId)
      .where('status', '=', 'PENDING')
      .where('check_in_ends_at', 'is not', null)
      .forUpdate()
      .skipLocked(),
  );

@CommandHandler(SettleCheckIn)
export class SettleCheckInHandler implements ICommandHandler<SettleCheckIn> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId }: SettleCheckIn): Promise<CheckInOutcome | null> {
    return transaction(this.em, async (em) => {
      if (!(await checkingIn(em, tournamentId))) return null;
      const tournament = await lockTournament(em, tournamentId);
      if (!tournament?.isCheckingIn) return null;
      return settleCheckIn(em, this.commands, this.queries, tournament);
    });
  }
}
