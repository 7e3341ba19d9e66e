import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { Metrics } from '../../../shared/observability/metrics.js';
import { PostTransfer, type PostTransferResult } from '../contracts/post-transfer.command.js';
import { entryLegs, planEntry, touchedKeys, type EntryLeg, type EntryPlan } from '../domain/entry-plan.js';
import { journalRepository } from '../persistence/journal.repository.js';
import { OverdraftRefused } from '../domain/ledger-errors.js';
import type { LedgerAccount } from '../domain/ledger-account.js';

/**
 * The one way money moves. Two statements on the common path: lock the accounts, write the entry. Accounts
 * missing on first use are created in between (and the lock taken again), so ordering never matters.
 */
@CommandHandler(PostTransfer)
export class PostTransferHandler implements ICommandHandler<PostTransfer> {
  constructor(
    private readonly em: EntityManager,
    private readonly metrics: Metrics,
  ) {}

  async execute({ idempotencyKey, type, description, legs }: PostTransfer): Promise<PostTransferResult> {
    const moving = entryLegs(idempotencyKey, type, description, legs);
    return transaction(this.em, async (em) => {
      const accounts = await this.lockAccounts(em, moving);
      let plan: EntryPlan;
      try {
        plan = planEntry(moving, accounts);
      } catch (error) {
        // A retry of an entry that already went through must not be refused because the money has moved on:
        // a wallet spent since, or an escrow a racing delivery of the same prize emptied while this one waited.
        if (error instanceof DomainError || error instanceof OverdraftRefused)
          return this.replayed(em, idempotencyKey, error);
        throw error;
      }
      const entryId = await journalRepository.writeEntry(em, idempotencyKey, type, description, plan);
      if (entryId !== null) {
        this.metrics.ledgerPostings.inc({ type });
        return { entryId, posted: true };
      }
      return this.replayed(em, idempotencyKey, new Error(`Entry ${idempotencyKey} was neither written nor found`));
    });
  }

  private async lockAccounts(em: EntityManager, moving: EntryLeg[]): Promise<Map<string, LedgerAccount>> {
    const keys = touchedKeys(moving);
    const accounts = await journalRepository.lockAccounts(em, keys);
    if (accounts.size === keys.length) return accounts;
    const missing = new Map(
      moving.filter((leg) => !accounts.has(leg.account.key)).map((leg) => [leg.account.key, leg.account]),
    );
    await journalRepository.createAccounts(
      em,
      [...missing.values()].sort((a, b) => a.key.localeCompare(b.key)),
    );
    return journalRepository.lockAccounts(em, keys);
  }

  /** The key's earlier entry, or `otherwise` thrown when there is none. */
  private async replayed(em: EntityManager, idempotencyKey: string, otherwise: Error): Promise<PostTransferResult> {
    const existing = await journalRepository.findEntryId(em, idempotencyKey);
    if (existing === null) throw otherwise;
    return { entryId: existing, posted: false };
  }
}
