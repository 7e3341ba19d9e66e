/**
 * Shared pieces of the reliability harness: the time budget, app instances as real child processes that can
 * be SIGKILLed and restarted, a PostgreSQL that can be stopped and started on the same socket, and an HTTP
 * client that never waits without bound.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type DatabaseHandle } from '../../src/config/database.js';
import { openOrm } from '../../src/config/orm.js';
import type { JsonBody } from '../support/json.js';
import { eventually } from '../support/eventually.js';

export const ROOT = resolve(import.meta.dirname, '..', '..');
/** The nemesis phase length: 15 s by default (the short form `npm test` runs), 180 s in `npm run test:reliability`. */
export const SECONDS = Math.max(5, Number(process.env.RELIABILITY_SECONDS ?? '15') || 15);
export const LONG = SECONDS >= 60;
export const JWT_SECRET = 'reliability-secret-that-is-long-enough-for-hs256';
/** The configured admin; ADMIN_TOTP_SECRET turns its two-factor on, which the admin routes need. */
export const ADMIN = {
  username: 'rel_admin',
  password: 'Admin-Pass-12345',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolvePort(port));
      });
  });
}

/** Runs the app's migrations once, before the instances start, so two instances never race to migrate. */
export async function migrate(databaseUrl: string): Promise<void> {
  const orm = await openOrm(databaseUrl, 1);
  await orm.close();
}

export interface HttpResult {
  status: number; // 0: no answer (connection refused or reset, timeout)
  body: JsonBody;
  error?: string;
}

/** One HTTP call with a hard timeout; a network failure is status 0, never a throw. */
export async function http(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpResult> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* keep the text */
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    return { status: 0, body: null, error: (error as Error).message };
  }
}

/** One `node dist/src/main.js` on a fixed port; SIGKILL and start again at will. Output goes to a log file. */
export class AppInstance {
  private child: ChildProcess | null = null;
  private log: WriteStream;
  readonly url: string;
  starts = 0;
  unexpectedExits: string[] = [];
  private killing = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
    readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** The process id of the running instance, null when it is not running. */
  get pid(): number | null {
    return this.child?.pid ?? null;
  }

  start(): void {
    if (this.child) return;
    const main = join(ROOT, 'dist', 'src', 'main.js');
    if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build:server first`);
    this.starts++;
    this.log.write(`\n==== ${new Date().toISOString()} start #${this.starts}\n`);
    const child = spawn(process.execPath, [main], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        PORT: String(this.port),
        JWT_SECRET,
        ACCESS_TOKEN_TTL: '2h',
        LOG_LEVEL: 'warn',
        APP_ENV: 'test',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_TOTP_SECRET: ADMIN.totpSecret,
        // Every simulated player registers from 127.0.0.1.
        REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(this.log, { end: false });
    child.stderr.pipe(this.log, { end: false });
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      if (!this.killing) this.unexpectedExits.push(`${this.name} exited on its own: code ${code} signal ${signal}`);
    });
    this.child = child;
  }

  async waitReady(timeoutMs = 60_000): Promise<void> {
    await eventually(
      async () => {
        if (!this.child) throw new Error('process not running');
        const res = await http(this.url, 'GET', '/health/live', { timeoutMs: 3000 });
        return res.status === 200 ? true : undefined;
      },
      { timeout: timeoutMs, interval: 200, what: `${this.name} ready on ${this.url} (log ${this.logFile})` },
    );
  }

  /** SIGKILL: no shutdown hook runs, requests in flight are cut. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.killing = true;
    let timer: NodeJS.Timeout | undefined;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    // Bounded, and the bound cleared once the child is gone: a pending timer kept jest from exiting.
    await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
    clearTimeout(timer);
    this.child = null;
    this.killing = false;
  }

  async stop(): Promise<void> {
    await this.kill();
    await new Promise((r) => this.log.end(r));
  }
}

/**
 * An embedded PostgreSQL in a temp dir that the nemesis may stop and start again. It is reached through its
 * socket in that dir, so a restart keeps its URL.
 */
export class ControlledPostgres {
  private handle: DatabaseHandle | null = null;
  restarts = 0;

  private constructor(
    readonly dir: string,
    private url: string,
  ) {}

  get adminUrl(): string {
    return this.urlFor('postgres');
  }

  urlFor(database: string): string {
    const url = new URL(this.url);
    url.pathname = `/${database}`;
    return url.toString();
  }

  /** Starts it, with the app's database (`spockout`) created. */
  static async start(): Promise<ControlledPostgres> {
    const dir = tempDir('spockout-rel-pg-');
    const handle = await startEmbeddedPostgres(dir, () => undefined);
    const instance = new ControlledPostgres(dir, handle.url);
    instance.handle = handle;
    return instance;
  }

  async stop(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    await handle?.stop();
  }

  /** Stops the server (a fast shutdown: sessions are cut) and starts it again on the same socket. */
  async restart(downMs: number): Promise<void> {
    await this.stop();
    await sleep(downMs);
    await eventually(
      async () => {
        this.handle = await startEmbeddedPostgres(this.dir, () => undefined);
        return true;
      },
      { timeout: 30_000, interval: 500, what: 'PostgreSQL restart' },
    );
    this.restarts++;
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], database = 'spockout'): Promise<T[]> {
    return queryOnce<T>(this.urlFor(database), sql, params);
  }
}

/** A short-lived connection for one statement, with a connect and statement timeout. */
export async function queryOnce<T = Record<string, unknown>>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, statement_timeout: 30_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Runs dist/scripts/ledger-verify.js against the database; resolves its exit code and output. */
export function ledgerVerify(
  databaseUrl: string,
  timeoutMs = 120_000,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [join(ROOT, 'dist', 'scripts', 'ledger-verify.js')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolveRun({ code, output: output.trim() });
    });
  });
}

/** Upper tail probability of the chi-squared distribution with 4 degrees of freedom (closed form). */
export function chiSquaredSurvivalDf4(x: number): number {
  return Math.exp(-x / 2) * (1 + x / 2);
}
