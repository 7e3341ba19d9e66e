import type { EntitySchema } from '@mikro-orm/core';
import { WithdrawalRequestSchema } from './withdrawal-request.entity.js';
import { DepositDisputeSchema, DepositSchema } from './deposit.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const cashierEntities: EntitySchema[] = [
  WithdrawalRequestSchema,
  DepositSchema,
  DepositDisputeSchema,
] as EntitySchema[];
