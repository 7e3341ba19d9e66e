import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrations } from '../../migrations/index.js';
import { DomainEventRecordSchema } from '../shared/outbox/domain-event-record.entity.js';
import { identityEntities } from '../modules/identity/domain/entities.js';
import { ledgerEntities } from '../modules/ledger/domain/entities.js';
import { payoutsEntities } from '../modules/payouts/domain/entities.js';
import { tournamentsEntities } from '../modules/tournaments/domain/entities.js';
import { gameplayEntities } from '../modules/gameplay/domain/entities.js';

export const entities = [
  DomainEventRecordSchema,
  ...identityEntities,
  ...ledgerEntities,
  ...payoutsEntities,
  ...tournamentsEntities,
  ...gameplayEntities,
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
  });
}
