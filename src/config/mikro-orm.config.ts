import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrations } from '../../migrations/index.js';
import { identityEntities } from '../modules/identity/domain/entities.js';
import { payoutsEntities } from '../modules/payouts/domain/entities.js';
import { cashierEntities } from '../modules/cashier/domain/entities.js';
import { tournamentsEntities } from '../modules/tournaments/domain/entities.js';
import { notificationsEntities } from '../modules/notifications/domain/entities.js';

export const entities = [
  ...identityEntities,
  ...payoutsEntities,
  ...cashierEntities,
  ...tournamentsEntities,
  ...notificationsEntities,
];

export function ormConfig(clientUrl: string, poolSize = 10) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: poolSize },
    // Schema changes come only from the committed migrations.
    ensureDatabase: false,
    debug: false,
    // Off: with it on, MikroORM puts an accessor on the prototype for every property, and each new or loaded
    // entity redefines each one on itself and allocates a wrapper, which was most of the CPU and garbage of
    // building entities (the move desk's, the outbox's records). It serves propagation between the two sides
    // of a relation, and these entities hold ids, never relations.
    propagationOnPrototype: false,
  });
}
