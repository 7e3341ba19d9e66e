/**
 * The bare baselines the app is measured against, each a process of its own on the app's core:
 *
 *   whoami  a Fastify route answering a fixed {id, username, role}: no Nest, no guard, no token check.
 *   reads   Fastify + pg: each route runs, one after the other, the exact statements (text and values) the
 *           SQL spy captured from the app for one request of that route, and answers their rows as JSON.
 *
 *   PORT=… BENCH_SQL_FILE=… DATABASE_URL=… node dist/bench/lib/baseline-server.js reads
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { runMain } from './main.js';

interface Statement {
  text: string;
  values: unknown[];
}

async function main(): Promise<void> {
  const mode = process.argv[2];
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.get('/api/health/live', () => ({ status: 'ok' }));

  if (mode === 'whoami') {
    const body = { id: 1, username: 'bench_user', role: 'PLAYER' };
    app.get('/api/auth/whoami', () => body);
  } else if (mode === 'reads') {
    // The app's pool size (src/config/mikro-orm.config.ts).
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    const routes = JSON.parse(readFileSync(process.env.BENCH_SQL_FILE as string, 'utf8')) as Record<
      string,
      Statement[]
    >;
    for (const [path, statements] of Object.entries(routes)) {
      app.get(path, async () => {
        const results: unknown[] = [];
        for (const statement of statements) results.push((await pool.query(statement.text, statement.values)).rows);
        return { results };
      });
    }
    app.addHook('onClose', () => pool.end());
  } else {
    throw new Error(`unknown baseline mode ${mode}`);
  }
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

runMain(main);
