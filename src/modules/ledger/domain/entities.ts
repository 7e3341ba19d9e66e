import type { EntitySchema } from '@mikro-orm/core';
import { LedgerAccountSchema } from './ledger-account.entity.js';
import { JournalEntrySchema } from './journal-entry.entity.js';
import { PostingSchema } from './posting.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const ledgerEntities: EntitySchema[] = [LedgerAccountSchema, JournalEntrySchema, PostingSchema] as EntitySchema[];
