import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const ROOT = resolve(import.meta.dirname, '..', '..');

function runScript(script: string, databaseUrl: string, args: string[] = []) {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'scripts', script), ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'spockout-tool-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

describe('Operator tools', () => {
  let t: TestApp;

  beforeAll(async () => {
    expect(existsSync(join(ROOT, 'dist', 'scripts', 'ledger-verify.js'))).toBe(true);
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('ledger:verify passes on a sound ledger and names the first break of a corrupted one', async () => {
    const player = await fixtures(t).player({ name: 'verify', verified: true });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '40.00' }, token: player.access });
    await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '15.00', payment_method: 'PAYPAL', payment_details: 'me@example.com' },
      token: player.access,
    });

    const sound = runScript('ledger-verify.js', t.databaseUrl);
    expect(await sound.exited).toBe(0);
    expect(sound.output()).toMatch(/ledger OK: \d+ accounts, 2 entries, 4 postings/);

    // Corrupt one posting behind the immutability triggers, as a faulty migration or a hand edit might.
    await t.sql(`
      BEGIN;
      SET LOCAL session_replication_role = replica;
      UPDATE ledger_postings SET amount = amount + 1 WHERE id = (SELECT min(id) FROM ledger_postings);
      COMMIT;`);
    const broken = runScript('ledger-verify.js', t.databaseUrl);
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toMatch(/ledger BROKEN: unbalanced entries: entry \d+ .* sums to 1 over 2 postings/);
  });

  it('events prints the log and follows it as it grows', async () => {
    const player = await fixtures(t).player({ name: 'follow' });
    const once = runScript('events.js', t.databaseUrl, ['--type', 'UserRegistered', '--last', '5']);
    expect(await once.exited).toBe(0);
    expect(once.output()).toContain(`UserRegistered`);
    expect(once.output()).toContain(`user:${player.id}`);

    const follow = runScript('events.js', t.databaseUrl, ['--follow', '--type', 'DepositMade', '--last', '0']);
    // The deposit is made only once the follower has taken its starting point, or it would fall before it.
    await eventually(follow.output, {
      until: (out) => /following events after #\d+/.test(out),
      timeout: 20_000,
      what: 'the follower started',
    });
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: '3.00' }, token: player.access });
    await eventually(follow.output, { until: (out) => out.includes('DepositMade'), what: 'the deposit followed' });
    follow.child.kill('SIGTERM');
    expect(await follow.exited).toBe(0);
    expect(follow.output()).toMatch(new RegExp(`DepositMade\\s+wallet:${player.id}\\s+user ${player.id}`));
    expect(follow.output()).not.toContain('UserRegistered');
  });
});
