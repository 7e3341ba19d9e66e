import 'reflect-metadata';
import { Kysely, PostgresDialect, type SelectQueryBuilder } from 'kysely';
import pg from 'pg';
import { ConfigError } from '../src/config/app-config.js';
import { startConfig } from '../src/config/start-config.js';
import { connectForTools } from '../src/config/database.js';
import type { DB } from '../src/shared/database/db.js';
import type { Row as TableRow } from '../src/shared/database/query.js';

type EventTable = TableRow<'domain_events'>;

/**
 * `npm run events -- [--follow] [--type T] [--aggregate-type A] [--aggregate-id I] [--user U] [--last N]`:
 * prints the domain event log, one line per event, and with --follow keeps printing as it grows.
 */
interface Options {
  follow: boolean;
  type?: string;
  aggregateType?: string;
  aggregateId?: string;
  user?: number;
  last: number;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { follow: false, last: 20 };
  for (let i = 0; i < argv.length; i++) {
    const next = () => {
      // Past the last argument there is none: the flag was given without its value.
      const value = argv.at(++i);
      if (value === undefined) throw new Error(`${argv[i - 1]} needs a value`);
      return value;
    };
    switch (argv[i]) {
      case '--follow':
      case '-f':
        options.follow = true;
        break;
      case '--type':
        options.type = next();
        break;
      case '--aggregate-type':
        options.aggregateType = next();
        break;
      case '--aggregate-id':
        options.aggregateId = next();
        break;
      case '--user':
        options.user = Number(next());
        break;
      case '--last':
        options.last = Number(next());
        break;
      default:
        throw new Error(`unknown option ${argv[i]}`);
    }
  }
  return options;
}

type Row = Pick<EventTable, 'id' | 'type' | 'aggregate_type' | 'aggregate_id' | 'user_id' | 'occurred_at' | 'payload'>;

/** The options' filters, and the events after `afterId` when given. */
function filtered<O>(
  query: SelectQueryBuilder<DB, 'domain_events', O>,
  options: Options,
  afterId: number | null,
): SelectQueryBuilder<DB, 'domain_events', O> {
  let q = query;
  if (options.type) q = q.where('type', '=', options.type);
  if (options.aggregateType) q = q.where('aggregate_type', '=', options.aggregateType);
  if (options.aggregateId) q = q.where('aggregate_id', '=', options.aggregateId);
  if (options.user !== undefined) q = q.where('user_id', '=', options.user);
  if (afterId !== null) q = q.where('id', '>', String(afterId));
  return q;
}

/** Timestamps as the text PostgreSQL sends, as the app's pool hands them over (the generated types say so). */
function textTimestamps(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  for (const oid of [1082, 1114, 1184, 1186]) types.setTypeParser(oid, (value: string) => value);
  return types;
}

function print(row: Row): void {
  const who = row.user_id === null ? 'system' : `user ${row.user_id}`;
  console.log(
    `${new Date(row.occurred_at).toISOString()}  #${row.id}  ${row.type.padEnd(32)} ${row.aggregate_type}:${row.aggregate_id}  ${who}  ${JSON.stringify(row.payload)}`,
  );
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = startConfig();
  const database = await connectForTools(config.databaseUrl, config.dataDir, (line) => console.error(line));
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: database.url, max: 1, types: textTimestamps() }),
    }),
  });
  const stop = async () => {
    await db.destroy();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  const events = db
    .selectFrom('domain_events')
    .select(['id', 'type', 'aggregate_type', 'aggregate_id', 'user_id', 'occurred_at', 'payload']);
  const recent = await filtered(events, options, null)
    .orderBy('id', 'desc')
    .limit(Math.max(0, Math.floor(options.last)))
    .execute();
  recent.reverse().forEach(print);
  if (!options.follow) return stop();
  // Follow from the newest event there is, whatever the filters matched so far.
  const newest = await db
    .selectFrom('domain_events')
    .select((eb) => eb.fn.max<string | null>('id').as('id'))
    .executeTakeFirstOrThrow();
  let lastId = Number(newest.id ?? 0);
  // On stderr, so a pipe of the log stays events only; it tells the operator (and a test) from where it follows.
  console.error(`following events after #${lastId}; Ctrl-C stops`);
  for (;;) {
    const rows = await filtered(events, options, lastId).orderBy('id').limit(500).execute();
    rows.forEach(print);
    if (rows.length) lastId = Number(rows[rows.length - 1].id);
    await new Promise((r) => setTimeout(r, 500));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : (error as Error).message);
  process.exit(2);
});
