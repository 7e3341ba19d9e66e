import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { transaction } from '../../../shared/transaction.js';
import { assertMayPlay } from '../../identity/contracts/may-play.js';
import { INVALID_CHOICE, isChoice } from '../domain/rules.js';
import { ALREADY_SUBMITTED, MoveDesk, type MoveOutcome, type MoveRequest } from './move-desk.js';
import { SubmitMove, SubmitMoves, type SubmitMoveResult } from './submit-move.command.js';
import { withoutValues } from './without-values.js';
import { msg } from '#i18n';

/** Runs the desk in a transaction (joining the caller's), with the move's errors made safe to log. */
async function submitInTransaction(
  em: EntityManager,
  desk: MoveDesk,
  logger: Logger,
  requests: MoveRequest[],
): Promise<MoveOutcome[]> {
  try {
    return await transaction(em, (tx) => desk.submitAll(tx, requests));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // Every path locks the game row before it looks for moves, so this only fires if that rule is broken.
    if (error instanceof UniqueConstraintViolationException) {
      logger.warn(`A second move met the unique index in game ${requests.map((r) => r.gameId).join(', ')}`);
      throw DomainError.refused('already_submitted', ALREADY_SUBMITTED);
    }
    throw withoutValues(error, `Storing a move in game ${requests.map((r) => r.gameId).join(', ')}`);
  }
}

/** A player's move (or one timer move): refusals are thrown as the error the client reads. */
@CommandHandler(SubmitMove)
export class SubmitMoveHandler implements ICommandHandler<SubmitMove> {
  private readonly logger = new Logger('SubmitMove');

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly desk: MoveDesk,
  ) {}

  async execute({ gameId, userId, choice, auto }: SubmitMove): Promise<SubmitMoveResult> {
    if (auto) return this.submit({ gameId, userId, auto });
    if (!isChoice(choice)) throw DomainError.validation('choice', INVALID_CHOICE, 'invalid_choice');
    await this.assertMayPlay(userId);
    return this.submit({ gameId, userId, choice, auto });
  }

  private async submit(request: MoveRequest): Promise<SubmitMoveResult> {
    const [outcome] = await submitInTransaction(this.em, this.desk, this.logger, [request]);
    if (outcome instanceof DomainError) throw outcome;
    return outcome;
  }

  private assertMayPlay(userId: number): Promise<void> {
    return assertMayPlay(this.queries, userId, {
      blocked: () =>
        DomainError.forbidden(msg({ message: 'Your account is blocked and cannot play.' }), 'account_blocked'),
    });
  }
}

/** The timer's crowd of moves in one unit of work; each refusal comes back in place of its result. */
@CommandHandler(SubmitMoves)
export class SubmitMovesHandler implements ICommandHandler<SubmitMoves> {
  private readonly logger = new Logger('SubmitMoves');

  constructor(
    private readonly em: EntityManager,
    private readonly desk: MoveDesk,
  ) {}

  async execute({ moves }: SubmitMoves): Promise<MoveOutcome[]> {
    const invalid = moves.find((m) => !m.auto && !isChoice(m.choice));
    if (invalid) throw DomainError.validation('choice', INVALID_CHOICE, 'invalid_choice');
    return submitInTransaction(this.em, this.desk, this.logger, moves);
  }
}
