import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrations } from '../../migrations/index.js';
import { identityEntities } from '../modules/identity/domain/entities.js';
import { payoutsEntities } from '../modules/payouts/domain/entities.js';
import { cashierEntities } from '../modules/cashier/domain/entities.js';
import { tournamentsEntities } from '../modules/tournaments/domain/entities.js';
import { notificationsEntities } from '../modules/notifications/domain/entities.js';
import { replicaName, ReplicaRoutingDriver } from '../shared/database/replica-routing-driver.js';

export const entities = [
  ...identityEntities,
  ...payoutsEntities,
  ...cashierEntities,
  ...tournamentsEntities,
  ...notificationsEntities,
];

/** `replicaUrls`: DATABASE_REPLICA_URLS, MikroORM's read replicas, each with a pool of `poolSize` too. */
export function ormConfig(clientUrl: string, poolSize = 10, replicaUrls: readonly string[] = []) {
  return defineConfig({
    clientUrl,
    // MikroORM's own replicas, asked for only by name ('read'): a read goes to one only inside a query that opted
    // in (shared/database/replica-reads.ts), never because it is a SELECT outside a transaction, MikroORM's
    // default. The driver picks among the replicas proven current (replica-routing-driver.ts).
    replicas: replicaUrls.map((url, index) => ({ name: replicaName(index), clientUrl: url })),
    preferReadReplicas: false,
    driver: ReplicaRoutingDriver,
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
