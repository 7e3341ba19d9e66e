import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ApiClient, GOOD_PASSWORD, registerPlayer } from '../support/api-client.js';
import { eventually } from '../support/eventually.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'src', 'main.js');

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Every server started, so a failed assertion does not leave one running (and the run waiting on it). */
const started: Running[] = [];

/** Runs the built server as `npm start` does, with the embedded database (no DATABASE_URL). */
function startServer(env: Record<string, string>): Running {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const running = { child, output: () => output, exited };
  started.push(running);
  return running;
}

describe('npm start on a fresh machine', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'spockout-start-'));
  let port: number;
  let api: ApiClient;

  afterAll(async () => {
    for (const { child, exited } of started) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      child.kill('SIGTERM');
      await exited;
    }
  });

  beforeAll(async () => {
    expect(existsSync(MAIN)).toBe(true);
    port = await freePort();
    api = new ApiClient(`http://127.0.0.1:${port}`);
  });

  it('starts the embedded database, serves the API and the client, stops cleanly, and keeps data', async () => {
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir, APP_ENV: 'staging' });
    await eventually(() => first.output().includes('listening on'), {
      timeout: 90_000,
      interval: 100,
      what: 'the server',
      detail: first.output,
    });

    const health = await api.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'up', environment: 'staging' });

    for (const path of ['/', '/wallet', '/tournament/7']) {
      const page = await fetch(`${api.baseUrl}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toContain('<div id="root">');
    }
    const missing = await api.raw('GET', '/api/missing/');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toMatch(/Not found/);

    const player = await registerPlayer(api, 'boot');

    // No ADMIN_*: an admin was made, its password printed once with the /admin address and kept in DATA_DIR.
    const printed = /created the admin account "admin" with the password (\S+)/.exec(first.output());
    expect(printed).not.toBeNull();
    const adminPassword = printed![1];
    expect(first.output()).toContain(`http://localhost:${port}/admin`);
    expect(first.output().split(adminPassword)).toHaveLength(2);
    const saved = join(dataDir, 'initial-admin.txt');
    expect(statSync(saved).mode & 0o777).toBe(0o600);
    expect(readFileSync(saved, 'utf8')).toContain(`password: ${adminPassword}`);
    const adminLogin = await api.post('/api/accounts/login', { body: { username: 'admin', password: adminPassword } });
    expect(adminLogin.status).toBe(200);
    expect((await api.get('/api/auth/whoami', { token: adminLogin.body.tokens.access })).body.role).toBe('ADMIN');
    const pgPid = join(dataDir, 'pg', 'postmaster.pid');
    expect(existsSync(pgPid)).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stopped cleanly');
    expect(existsSync(pgPid)).toBe(false);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await eventually(() => second.output().includes('listening on'), {
      timeout: 90_000,
      interval: 100,
      what: 'the restarted server',
      detail: second.output,
    });
    // An admin exists: no second one, no password shown again.
    // Route mappings name paths like /api/accounts/password/forgot: only the other lines may not mention a password.
    const told = second
      .output()
      .split('\n')
      .filter((line) => !line.includes('"context":"RouterExplorer"'));
    expect(told.join('\n')).not.toMatch(/created the admin account|password/i);
    // The same account and the same signing key: the old access token is still good.
    expect((await api.get('/api/accounts/profile', { token: player.access })).status).toBe(200);
    const login = await api.post('/api/accounts/login', {
      body: { username: player.username, password: GOOD_PASSWORD },
    });
    expect(login.status).toBe(200);
    // Requests in flight when the signal arrives are finished before the database stops. One that reaches the
    // server after closing began is refused with 503, or its idle keep-alive socket is closed under it: either
    // way it was never accepted, and a client or load balancer retries it elsewhere.
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      api.post('/api/accounts/register', {
        body: {
          username: `${player.username.slice(0, 20)}_f${i}`,
          email: `f${i}.${player.username}@example.com`,
          password: GOOD_PASSWORD,
          password2: GOOD_PASSWORD,
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 30));
    second.child.kill('SIGINT');
    const statuses = (await Promise.allSettled(inFlight)).map((r) => (r.status === 'fulfilled' ? r.value.status : 0));
    expect(statuses.every((status) => status === 201 || status === 503 || status === 0)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    expect(await second.exited).toBe(0);
    expect(existsSync(pgPid)).toBe(false);

    // Every request answered 201 committed before the database stopped.
    const third = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await eventually(() => third.output().includes('listening on'), {
      timeout: 90_000,
      interval: 100,
      what: 'the third start',
      detail: third.output,
    });
    for (const [i, status] of statuses.entries()) {
      const login = await api.post('/api/accounts/login', {
        body: {
          username: `${player.username.slice(0, 20)}_f${i}`,
          password: GOOD_PASSWORD,
        },
      });
      expect(login.status).toBe(status === 201 ? 200 : 401);
    }
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);

  // util-linux's `script` gives the server a terminal as stdout, as a person running `npm start` has.
  const itWithScript = existsSync('/usr/bin/script') ? it : it.skip;

  itWithScript(
    'writes readable log lines on a terminal and JSON lines into a pipe',
    async () => {
      const piped = startServer({ PORT: String(port), DATA_DIR: dataDir });
      await eventually(() => piped.output().includes('listening on'), {
        timeout: 90_000,
        interval: 100,
        what: 'the piped server',
        detail: piped.output,
      });
      piped.child.kill('SIGTERM');
      expect(await piped.exited).toBe(0);
      expect(piped.output()).toMatch(/^\{"level":30,/m);

      const childEnv: Record<string, string | undefined> = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
      delete childEnv.DATABASE_URL;
      delete childEnv.NODE_OPTIONS;
      delete childEnv.LOG_FORMAT;
      const terminal = spawn('/usr/bin/script', ['-qfec', `exec '${process.execPath}' '${MAIN}'`, '/dev/null'], {
        cwd: ROOT,
        env: childEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      terminal.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((done) => terminal.once('exit', (code) => done(code)));
      started.push({ child: terminal, output: () => output, exited });
      await eventually(() => output.includes('listening on'), {
        timeout: 90_000,
        interval: 100,
        what: 'the server on a terminal',
        detail: () => output,
      });
      // Stop the server itself (script's child), so it shuts down cleanly rather than losing its terminal.
      const server = Number(
        readFileSync(`/proc/${terminal.pid}/task/${terminal.pid}/children`, 'utf8').trim().split(/\s+/)[0],
      );
      process.kill(server, 'SIGTERM');
      expect(await exited).toBe(0);
      const plain = stripVTControlCharacters(output);
      expect(plain).toMatch(/^\[[\d:.]+\] INFO: Starting Nest application/m);
      expect(plain).not.toMatch(/\{"level":\d+/);
    },
    200_000,
  );

  it.each([
    ['PORT', 'not-a-port'],
    ['MOVE_TIMEOUT_SECONDS', '-5'],
  ])('refuses to start with %s=%s, naming the variable, with exit code 1', async (name, value) => {
    const run = startServer({ DATA_DIR: dataDir, [name]: value });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(name);
  });
});
