/**
 * Preloaded into the app (`node --import dist/bench/lib/sql-spy.js dist/src/main.js`) by the reads benchmark:
 * records every statement the app sends through `pg`, tagged with the id of the HTTP request it ran for
 * (the app's own AsyncLocalStorage scope), so statements per request can be counted and the exact SQL
 * replayed by the bare baseline. Idle until the runner sends {spy: 'start'} over IPC; {spy: 'stop'} answers
 * the records. While idle it costs one boolean test per query.
 */
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { requestScope } from '../../src/shared/logging/logger.js';

export interface SpiedStatement {
  requestId: string | null;
  text: string;
  values: unknown[];
}

let recording = false;
let records: SpiedStatement[] = [];

type QueryFn = (this: unknown, ...args: unknown[]) => unknown;
interface ClientClass {
  prototype: { query: QueryFn };
}

// MikroORM may bring its own copy of pg (node_modules/@mikro-orm/postgresql/node_modules/pg): every copy
// the app can load is patched, each once.
const root = resolve(import.meta.dirname, '..', '..', '..');
const resolvers = [join(root, 'package.json'), join(root, 'node_modules', '@mikro-orm', 'postgresql', 'package.json')];
const patched = new Set<string>();
for (const from of resolvers) {
  let path: string;
  try {
    path = createRequire(from).resolve('pg');
  } catch {
    continue;
  }
  if (patched.has(path)) continue;
  patched.add(path);
  const { Client } = createRequire(from)('pg') as { Client: ClientClass };
  const original = Client.prototype.query;
  Client.prototype.query = function spiedQuery(this: unknown, ...args: unknown[]) {
    if (recording) {
      const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
      const text = typeof config === 'string' ? config : (config.text ?? '');
      const params = Array.isArray(values) ? values : typeof config === 'object' && config.values ? config.values : [];
      records.push({ requestId: requestScope.getStore()?.requestId ?? null, text, values: params });
    }
    return original.apply(this, args);
  };
}

// An IPC message is any JSON the parent sent, null included.
process.on('message', (message: { spy?: string } | null) => {
  if (message?.spy === 'start') {
    records = [];
    recording = true;
    process.send?.({ spy: 'started' });
  } else if (message?.spy === 'stop') {
    recording = false;
    process.send?.({ spy: 'records', records });
    records = [];
  }
});
