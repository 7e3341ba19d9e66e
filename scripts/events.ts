import 'reflect-metadata';
import pg from 'pg';
import { ConfigError, loadConfig } from '../src/config/app-config.js';
import { connectForTools } from '../src/config/database.js';

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

interface Row {
  id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  user_id: number | null;
  occurred_at: Date;
  payload: unknown;
}

function filters(options: Options, afterId: number | null): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (column: string, value: unknown) => {
    params.push(value);
    where.push(`${column} = $${params.length}`);
  };
  if (options.type) add('type', options.type);
  if (options.aggregateType) add('aggregate_type', options.aggregateType);
  if (options.aggregateId) add('aggregate_id', options.aggregateId);
  if (options.user !== undefined) add('user_id', options.user);
  if (afterId !== null) {
    params.push(afterId);
    where.push(`id > $${params.length}`);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

function print(row: Row): void {
  const who = row.user_id === null ? 'system' : `user ${row.user_id}`;
  console.log(
    `${new Date(row.occurred_at).toISOString()}  #${row.id}  ${row.type.padEnd(32)} ${row.aggregate_type}:${row.aggregate_id}  ${who}  ${JSON.stringify(row.payload)}`,
  );
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await connectForTools(config.databaseUrl, config.dataDir, (line) => console.error(line));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const stop = async () => {
    await client.end();
    await database.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());

  const first = filters(options, null);
  const recent = await client.query<Row>(
    `SELECT * FROM (SELECT id, type, aggregate_type, aggregate_id, user_id, occurred_at, payload FROM domain_events
       ${first.sql} ORDER BY id DESC LIMIT ${Math.max(0, Math.floor(options.last))}) r ORDER BY id`,
    first.params,
  );
  recent.rows.forEach(print);
  if (!options.follow) return stop();
  // Follow from the newest event there is, whatever the filters matched so far.
  const newest = await client.query<{ id: string | null }>('SELECT max(id) AS id FROM domain_events');
  let lastId = Number(newest.rows[0].id ?? 0);
  for (;;) {
    const next = filters(options, lastId);
    const rows = await client.query<Row>(
      `SELECT id, type, aggregate_type, aggregate_id, user_id, occurred_at, payload FROM domain_events ${next.sql} ORDER BY id LIMIT 500`,
      next.params,
    );
    rows.rows.forEach(print);
    if (rows.rows.length) lastId = Number(rows.rows[rows.rows.length - 1].id);
    await new Promise((r) => setTimeout(r, 500));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : (error as Error).message);
  process.exit(2);
});
