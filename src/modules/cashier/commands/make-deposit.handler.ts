import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { transaction } from '../../../shared/transaction.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { transfer } from '../../ledger/contracts/post-transfer.command.js';
import { system, wallet } from '../../ledger/contracts/ledger.types.js';
import { GetWalletBalance } from '../../ledger/contracts/ledger.queries.js';
import { AssertMayDeposit } from '../../protection/contracts/protection.queries.js';
import { DepositMade } from '../contracts/cashier.events.js';
import { MAX_DEPOSIT, MIN_DEPOSIT } from '../domain/withdrawal-options.js';
import { MakeDeposit } from './make-deposit.command.js';

@CommandHandler(MakeDeposit)
export class MakeDepositHandler implements ICommandHandler<MakeDeposit> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId, amount, idempotencyKey }: MakeDeposit) {
    if (!Number.isSafeInteger(amount) || amount < MIN_DEPOSIT || amount > MAX_DEPOSIT) {
      throw DomainError.validation('amount', 'Enter an amount from 0.01 to 10000.00.');
    }
    // Without a client key every deposit is its own; with one, a retry lands on the same ledger key.
    const key = `deposit:${userId}:${idempotencyKey ?? randomUUID()}`;
    return transaction(this.em, async (em) => {
      // Date of birth, time-out, self-exclusion and deposit limits, under the player's protection lock until commit.
      await this.queries.execute(new AssertMayDeposit(userId, amount));
      const { entryId, posted } = await this.commands.execute(
        transfer(key, 'DEPOSIT', 'Wallet deposit', system('CASH_IN'), wallet(userId), amount),
      );
      if (posted) await recordEvents(em, raise(DepositMade, userId, { userId, amount, entryId }, userId));
      return { balance: await this.queries.execute(new GetWalletBalance(userId)), posted };
    });
  }
}
