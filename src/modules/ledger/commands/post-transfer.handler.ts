import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { transaction } from '../../../shared/transaction.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { PostTransfer, type PostTransferResult } from '../contracts/post-transfer.command.js';
import { entryLegs, planEntry, touchedKeys } from '../domain/entry-plan.js';
import { journalRepository } from '../domain/journal.repository.js';

/**
 * The one way money moves. Two round trips on the common path: lock the accounts, write the entry. Accounts
 * missing on first use are created in between (and the lock taken again), so ordering never matters.
 */
@CommandHandler(PostTransfer)
export class PostTransferHandler implements ICommandHandler<PostTransfer> {
  constructor(private readonly em: EntityManager) {}

  async execute({ idempotencyKey, type, description, legs }: PostTransfer): Promise<PostTransferResult> {
    const moving = entryLegs(idempotencyKey, type, description, legs);
    const keys = touchedKeys(moving);
    return transaction(this.em, async (em) => {
      let accounts = await journalRepository.lockAccounts(em, keys);
      if (accounts.size < keys.length) {
        const missing = new Map(moving.filter((leg) => !accounts.has(leg.account.key)).map((leg) => [leg.account.key, leg.account]));
        await journalRepository.createAccounts(em, [...missing.values()].sort((a, b) => a.key.localeCompare(b.key)));
        accounts = await journalRepository.lockAccounts(em, keys);
      }
      let plan;
      try {
        plan = planEntry(moving, accounts);
      } catch (error) {
        // A retry of an entry that already went through must not be refused because the money has since moved.
        if (error instanceof DomainError) {
          const existing = await journalRepository.findEntryId(em, idempotencyKey);
          if (existing !== null) return { entryId: existing, posted: false };
        }
        throw error;
      }
      const entryId = await journalRepository.writeEntry(em, idempotencyKey, type, description, plan);
      if (entryId !== null) return { entryId, posted: true };
      const existing = await journalRepository.findEntryId(em, idempotencyKey);
      if (existing === null) throw new Error(`Entry ${idempotencyKey} was neither written nor found`);
      return { entryId: existing, posted: false };
    });
  }
}
