import type { EntitySchema } from '@mikro-orm/core';
import { WithdrawalRequestSchema } from './withdrawal-request.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const payoutsEntities: EntitySchema[] = [WithdrawalRequestSchema] as EntitySchema[];
