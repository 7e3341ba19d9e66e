import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const INITIAL_ADMIN_FILE = 'initial-admin.txt';

/**
 * Keeps the first start's admin credentials in DATA_DIR, readable by the server's user only (mode 600), for
 * whoever missed the console line. Never through the logger: log lines end up in files and log services.
 */
export function saveInitialAdmin(dataDir: string, username: string, password: string, adminUrl: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, INITIAL_ADMIN_FILE);
  const text = [
    'Spockout created this admin account on its first start, as no admin existed.',
    `username: ${username}`,
    `password: ${password}`,
    `sign in:  ${adminUrl}`,
    '',
    `To choose your own password, start once with ADMIN_USERNAME=${username} and ADMIN_PASSWORD=<new password>.`,
    'Then delete this file.',
    '',
  ].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  // The mode above applies only to a new file; one left from an earlier database is tightened too.
  chmodSync(file, 0o600);
  return file;
}
