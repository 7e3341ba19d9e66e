import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'src', 'main.js');

/** Runs the built server as `npm start` does and answers its exit code and everything it printed. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_OPTIONS;
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once('exit', (code) => done({ code, output })));
}

/** Issue 19 §4: ADMIN_PASSWORD meets the players' policy, or the start stops before anything is created. */
describe('A weak ADMIN_PASSWORD', () => {
  it('stops the start with exit 1 and one clear line, no stack trace, before the database starts', async () => {
    expect(existsSync(MAIN)).toBe(true);
    const dataDir = mkdtempSync(join(tmpdir(), 'spockout-weak-admin-'));
    const { code, output } = await start({
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_USERNAME: 'root_admin',
      ADMIN_PASSWORD: '12345678',
    });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      /^Configuration error: ADMIN_PASSWORD is too weak \(the players' password rules apply\): This password is too common\.$/,
    );
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toMatch(/PostgreSQL/);
    // Nothing of a database was made in DATA_DIR.
    expect(readdirSync(dataDir).filter((name) => name !== 'jwt-secret')).toEqual([]);
  }, 30_000);
});
