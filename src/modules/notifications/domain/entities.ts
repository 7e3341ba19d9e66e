import type { EntitySchema } from '@mikro-orm/core';
import { OutgoingMailSchema } from './outgoing-mail.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const notificationsEntities: EntitySchema[] = [OutgoingMailSchema] as EntitySchema[];
