/**
 * Re-checks every ledger invariant against a database and exits 1 if any is broken:
 *
 *   npm run build:server && node dist/scripts/ledger-verify.js
 *
 * Reads DATABASE_URL, or the embedded PostgreSQL of DATA_DIR: the running server's when it is up, else one
 * started for the check. Read-only: it does not migrate.
 */
import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { startConfig } from '../src/config/start-config.js';
import { connectForTools } from '../src/config/database.js';
import { ormConfig } from '../src/config/mikro-orm.config.js';
import { auditLedger } from '../src/modules/ledger/persistence/ledger-audit.js';

async function main(): Promise<void> {
  const config = startConfig();
  const database = await connectForTools(config.databaseUrl, config.dataDir, (line) => console.error(line));
  try {
    const orm = await MikroORM.init(ormConfig(database.url, 2));
    try {
      const report = await auditLedger(orm.em.fork());
      const { accounts, entries, postings } = report.counts;
      if (report.ok) {
        console.log(`ledger OK: ${accounts} accounts, ${entries} entries, ${postings} postings`);
        console.log(
          'entries balance, balances match their postings, balance_after chains are continuous, no overdraft, trial balance 0',
        );
      } else {
        // The first line names the first break; the rest follow in the audit's order.
        for (const problem of report.problems) console.error(`ledger BROKEN: ${problem}`);
        console.error(`(${accounts} accounts, ${entries} entries, ${postings} postings)`);
        process.exitCode = 1;
      }
    } finally {
      await orm.close();
    }
  } finally {
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error) : error);
  process.exit(1);
});
