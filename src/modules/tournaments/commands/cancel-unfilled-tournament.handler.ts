import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { clockNow } from '../../../shared/database/expressions.js';
import { db, first } from '../../../shared/database/query.js';
import { transaction } from '../../../shared/transaction.js';
import { lockTournament } from './admission.js';
import { CancelUnfilledTournament } from './cancel-unfilled-tournament.command.js';
import { cancelWithRefunds } from './cancellation.js';
import { startScheduledTournament } from './scheduled-start.js';

/**
 * SKIP LOCKED: a sweep never waits behind a join holding the tournament, and two instances' sweeps never both
 * take it. Still PENDING and past its deadline (on the database's clock, as a join compares it) under the lock
 * is what makes the refunds happen once: a tournament cancelled, emptied or started meanwhile no longer matches. A
 * full one checking in (issue 32 §0) is the check-in sweep's: once it lapses, this one cancels it if still due. A
 * house table (issue 32 §1) is never due, whatever its deadline says. A scheduled one (§2) is due at its start,
 * when it starts or is cancelled here, once.
 */
const due = (em: EntityManager, tournamentId: number) =>
  first(
    em,
    db(em)
      .selectFrom('tournaments')
      .select('id')
      .where('id', '=', tournamentId)
      .where('status', '=', 'PENDING')
      .where('registration_closes_at', '<=', clockNow())
      .where('check_in_ends_at', 'is', null)
      .where('template_id', 'is', null)
      .forUpdate()
      .skipLocked(),
  );

@CommandHandler(CancelUnfilledTournament)
export class CancelUnfilledTournamentHandler implements ICommandHandler<CancelUnfilledTournament> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tournamentId }: CancelUnfilledTournament): Promise<boolean> {
    return transaction(this.em, async (em) => {
      if (!(await due(em, tournamentId))) return false;
      const tournament = await lockTournament(em, tournamentId);
      if (!tournament) return false;
      // A scheduled tournament's deadline is its start (issue 32 §2): it starts with those registered and there,
      // or is cancelled when they are fewer than its minimum.
      if (tournament.isScheduled) await startScheduledTournament(em, this.commands, this.queries, tournament);
      else await cancelWithRefunds(em, this.commands, tournament, 'fill_deadline', null);
      return true;
    });
  }
}
