import type { EntitySchema } from '@mikro-orm/core';

/** The entity schemas this context owns, registered with the ORM. */
export const gameplayEntities: EntitySchema[] = [];
