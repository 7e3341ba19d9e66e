import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_kernel } from './Migration20261122000000_kernel.js';
import { Migration20261122000100_identity } from './Migration20261122000100_identity.js';

/**
 * Every committed migration in order. Listed rather than globbed so the same list runs from the compiled
 * server and from the tests. Append new migrations at the end, one line each.
 */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000000_kernel', class: Migration20261122000000_kernel },
  { name: 'Migration20261122000100_identity', class: Migration20261122000100_identity },
];
