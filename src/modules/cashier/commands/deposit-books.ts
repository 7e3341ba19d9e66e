import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Cents } from '../../../shared/money/money.js';
import { recordEvents } from '../../../shared/outbox/outbox.js';
import { raise } from '../../../shared/outbox/domain-event.js';
import { GetPlayerMoney } from '../../ledger/contracts/ledger.queries.js';
import { DepositGivenBack, DepositMade, DepositTakenBack } from '../contracts/cashier.events.js';
import type { Deposit } from '../domain/deposit.entity.js';
import { creditEntry, disputeWonEntry, split, takeBackEntry } from '../domain/deposit-ledger.js';

/**
 * The ledger side of a deposit's life, for the handlers that run inside a transaction with the deposit row
 * locked. Every split (what settles a debt, what the wallet covers) is computed from the player's wallet and
 * receivable read FOR UPDATE in the same transaction, so no other posting on them can slip in between.
 */
@Injectable()
export class DepositBooks {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Credits a deposit just completed (the caller checked `complete` said yes). */
  async credit(em: EntityManager, deposit: Deposit): Promise<void> {
    const amount = deposit.amountCredited;
    if (amount === null || amount <= 0) return;
    const money = await this.queries.execute(new GetPlayerMoney(deposit.userId, true));
    const { entryId, posted } = await this.commands.execute(creditEntry(deposit, amount, money));
    if (!posted) return;
    await recordEvents(
      em,
      raise(
        DepositMade,
        deposit.userId,
        { userId: deposit.userId, amount, entryId, depositId: deposit.id },
        deposit.userId,
      ),
    );
  }

  /** Takes back `amount` for a refund or a dispute, under `key` (one per refund step or dispute). */
  async takeBack(
    em: EntityManager,
    deposit: Deposit,
    key: string,
    reason: 'refund' | 'dispute',
    amount: Cents,
  ): Promise<void> {
    if (amount <= 0) return;
    const money = await this.queries.execute(new GetPlayerMoney(deposit.userId, true));
    const type = reason === 'refund' ? 'DEPOSIT_REFUND' : 'DEPOSIT_DISPUTE';
    const { posted } = await this.commands.execute(takeBackEntry(key, type, deposit, amount, money));
    if (!posted) return;
    const [, owed] = split(amount, money.balance);
    await recordEvents(
      em,
      raise(DepositTakenBack, deposit.id, { depositId: deposit.id, userId: deposit.userId, amount, reason, owed }),
    );
  }

  /** Gives back what a won dispute had taken. */
  async giveBack(em: EntityManager, deposit: Deposit, disputeId: number, amount: Cents): Promise<void> {
    if (amount <= 0) return;
    const money = await this.queries.execute(new GetPlayerMoney(deposit.userId, true));
    const { posted } = await this.commands.execute(disputeWonEntry(deposit, disputeId, amount, money));
    if (!posted) return;
    await recordEvents(
      em,
      raise(DepositGivenBack, deposit.id, { depositId: deposit.id, userId: deposit.userId, amount }),
    );
  }
}
