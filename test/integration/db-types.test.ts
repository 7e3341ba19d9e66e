import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { createTestDatabase } from '../support/test-database.js';

const DB_TYPES_FILE = 'src/shared/database/db.ts';

/** The committed database types match the schema the migrations build: a new migration regenerates them. */
describe('generated database types', () => {
  it(`${DB_TYPES_FILE} is what the migrated schema generates`, async () => {
    const database = await createTestDatabase();
    try {
      // In a child process: jest's module loader cannot load kysely-codegen (see scripts/db-types-generator.ts).
      const { stdout: generated } = await promisify(execFile)(
        process.execPath,
        ['scripts/db-types-generator.ts', database.url],
        { maxBuffer: 16 * 1024 * 1024 },
      );
      const committed = readFileSync(DB_TYPES_FILE, 'utf8');
      if (generated !== committed) {
        throw new Error(
          `${DB_TYPES_FILE} is stale: the migrated schema generates other types. Run \`npm run db:types\` and commit it.`,
        );
      }
    } finally {
      await database.drop();
    }
  });
});
