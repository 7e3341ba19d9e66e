import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { databaseNow } from '../../../shared/database/query.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { ZERO_CENTS } from '../../../shared/money/money.js';
import { transaction } from '../../../shared/transaction.js';
import { assertMayPlay } from '../../identity/contracts/may-play.js';
import { AssertMayStake } from '../../protection/contracts/protection.queries.js';
import { PRACTICE_MAX_MOVE_TIMEOUT, PRACTICE_MODES } from '../contracts/practice.js';
import { Match } from '../domain/match.entity.js';
import { gameRepository } from '../persistence/game.repository.js';
import { matchRepository } from '../persistence/match.repository.js';
import { StartPractice, type PracticeStarted } from './start-practice.command.js';
import { withoutValues } from './without-values.js';
import { msg } from '#i18n';

/**
 * A match against the computer: no tournament, no money, no event but its games' (nothing counts), and its first
 * game open at once with the seed that fixes the computer's every move (docs/fairness.md).
 */
@CommandHandler(StartPractice)
export class StartPracticeHandler implements ICommandHandler<StartPractice> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, gameMode }: StartPractice): Promise<PracticeStarted> {
    await assertMayPlay(this.queries, userId, {
      blocked: () =>
        DomainError.forbidden(msg({ message: 'Your account is blocked and cannot play.' }), 'account_blocked'),
    });
    // The first game's insert carries its seed: a failure must not print it.
    return transaction(this.em, async (em) => {
      // A break from play is a break from the game (issue 33 §5): the time-out and self-exclusion refusal of a
      // join, with its shape and code, for a stake of nothing. It locks the player's protection row until commit,
      // so two racing starts of one player run one after the other and the second finds the first.
      await this.queries.execute(new AssertMayStake(userId, ZERO_CENTS));
      const open = await matchRepository.practiceInPlay(em, userId);
      if (open !== null) return { matchId: open, created: false };
      const clock = Math.min(this.config.moveTimeoutSeconds, PRACTICE_MAX_MOVE_TIMEOUT);
      const match = Match.practiceFor(userId, PRACTICE_MODES[gameMode], clock);
      await matchRepository.insert(em, [match]);
      // The player asked for it and is at the board: no start grace.
      const game = match.start(await databaseNow(em), 0);
      await gameRepository.open(em, [game], [matchRepository.saving([match])]);
      return { matchId: match.id, created: true };
    }).catch(async (error: unknown) => {
      if (error instanceof DomainError) throw error;
      // The protection lock orders a player's starts, so only a start that bypassed it meets the index: the winner's
      // match is the answer, as for any second start.
      if (error instanceof UniqueConstraintViolationException) {
        const open = await matchRepository.practiceInPlay(this.em, userId);
        if (open !== null) return { matchId: open, created: false };
      }
      throw withoutValues(error, `Starting a practice match for user ${userId}`);
    });
  }
}
