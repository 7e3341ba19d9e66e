import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { type Cents } from '../../../shared/money/money.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { lockExclusively, transaction } from '../../../shared/transaction.js';
import { GetWalletBalance } from '../../ledger/contracts/ledger.queries.js';
import { IsEmailVerified } from '../../identity/contracts/email-verification.query.js';
import { ConfirmSecondFactor } from '../../identity/contracts/second-factor.command.js';
import { AssertMayWithdraw } from '../../protection/contracts/protection.queries.js';
import { WithdrawalRequested } from '../contracts/payouts.events.js';
import { AssertOwesNothing } from '../../cashier/contracts/cashier.queries.js';
import { WithdrawalRequest } from '../domain/withdrawal-request.entity.js';
import { holdEntry } from '../domain/withdrawal-ledger.js';
import { RequestWithdrawal } from './request-withdrawal.command.js';
import { amount, msg, withValues } from '#i18n';

const insufficient = (balance: Cents) =>
  DomainError.validation(
    'amount',
    withValues(msg({ message: 'Insufficient balance. You can withdraw at most {balance}.' }), {
      balance: amount(balance),
    }),
    'insufficient_funds',
  );

const tooManyPending = (max: number) =>
  DomainError.refused(
    'too_many_pending_withdrawals',
    withValues(
      msg({
        message:
          'You already have {max, plural, one {# withdrawal request} other {# withdrawal requests}} waiting for review, the most one player may have. Wait for a decision or cancel one first.',
      }),
      { max },
    ),
  );

/** {"error"}: the wallet's withdrawal form shows a refusal's `error` (the spec's error catalogue). */
const unverified = () =>
  new DomainError(
    'email_not_verified',
    'forbidden',
    msg({ message: 'Verify your email address before withdrawing.' }),
    {
      asError: true,
    },
  );

/** Advisory lock namespace: one player's count of pending requests and the insert that follows it. */
const PENDING_WITHDRAWALS_LOCK = 7_420_102;

@CommandHandler(RequestWithdrawal)
export class RequestWithdrawalHandler implements ICommandHandler<RequestWithdrawal> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({
    userId,
    amount,
    paymentMethod,
    paymentDetails,
    idempotencyKey,
    otp,
    clientAddress,
  }: RequestWithdrawal): Promise<WithdrawalRequest> {
    // A retry of a request already made answers it again, without a second code (the first one is spent).
    const made = idempotencyKey ? await this.em.findOne(WithdrawalRequest, { userId, idempotencyKey }) : null;
    if (made) return made;
    // The account's own steps come before the code, so a refusal for a missing step does not spend it. They read
    // in a context of their own: a command sent outside a request (a job, a test) has none to read in.
    await transaction(this.em, async () => {
      if (!(await this.queries.execute(new IsEmailVerified(userId)))) throw unverified();
      await this.queries.execute(new AssertMayWithdraw(userId));
      // Owed coins (a refund or dispute beyond the balance) are settled by a deposit before any withdrawal.
      await this.queries.execute(new AssertOwesNothing(userId));
    });
    // With two-factor on, each withdrawal needs a code (400 {"otp"} without one); a no-op for other players.
    await this.commands.execute(new ConfirmSecondFactor(userId, otp, 'otp', clientAddress));
    try {
      return await transaction(this.em, async (em) => {
        if (idempotencyKey) {
          const earlier = await em.findOne(WithdrawalRequest, { userId, idempotencyKey });
          if (earlier) return earlier;
        }
        await this.assertMayRequestAnother(em, userId);
        // A cheap early answer; the ledger's locked check below is what actually decides under concurrency.
        const balance = await this.queries.execute(new GetWalletBalance(userId));
        if (amount > balance) throw insufficient(balance);
        const withdrawal = new WithdrawalRequest(userId, amount, paymentMethod, paymentDetails, idempotencyKey);
        await em.persist(withdrawal).flush();
        await this.commands.execute(holdEntry(withdrawal)).catch(async (error: unknown) => {
          if (error instanceof DomainError && error.code === 'insufficient_funds') {
            throw insufficient(await this.queries.execute(new GetWalletBalance(userId)));
          }
          throw error;
        });
        await recordEvents(
          em,
          raise(
            WithdrawalRequested,
            withdrawal.id,
            { withdrawalId: withdrawal.id, userId, amount, paymentMethod },
            userId,
          ),
        );
        return withdrawal;
      });
    } catch (error) {
      // The same key raced in twice without the HTTP store: the unique index let one through.
      if (error instanceof UniqueConstraintViolationException) {
        throw new DomainError(
          'duplicate_request',
          'conflict',
          msg({ message: 'A withdrawal with this Idempotency-Key is already being processed.' }),
        );
      }
      throw error;
    }
  }

  /** One player cannot flood the review queue: their PENDING requests are capped, counted under a lock. */
  private async assertMayRequestAnother(em: EntityManager, userId: number): Promise<void> {
    await lockExclusively(em, PENDING_WITHDRAWALS_LOCK, userId);
    const pending = await em.count(WithdrawalRequest, { userId, status: 'PENDING' });
    const max = this.config.maxPendingWithdrawalsPerUser;
    if (pending >= max) throw tooManyPending(max);
  }
}
