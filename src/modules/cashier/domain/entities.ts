import type { EntitySchema } from '@mikro-orm/core';
import { DepositDisputeSchema, DepositSchema } from './deposit.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const cashierEntities: EntitySchema[] = [DepositSchema, DepositDisputeSchema] as EntitySchema[];
