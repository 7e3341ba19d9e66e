import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { EmbeddedLayout } from './embedded-layout.js';

/** The superuser password every DATA_DIR had before issue 19; a start that finds it in use replaces it. */
export const LEGACY_PASSWORD = 'postgres';

const SCRAM_ITERATIONS = 4096;

/**
 * The SCRAM-SHA-256 secret PostgreSQL stores for a password (RFC 5803's form, what `\password` sends). Given as
 * the password, PostgreSQL stores it as it is: the cleartext never reaches the server, its files or its log.
 */
export function scramSecret(password: string): string {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, SCRAM_ITERATIONS, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${SCRAM_ITERATIONS}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

function read(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || null : null;
}

/**
 * The password the superuser must have after this start: the saved one; else one generated earlier whose
 * change may not have happened (db-password.new); else a new one, first written to db-password.new (mode 600)
 * so that a start stopped right after the change still finds it.
 */
export function wantedPassword(layout: EmbeddedLayout): string {
  const saved = read(layout.passwordFile) ?? read(layout.pendingPasswordFile);
  if (saved) return saved;
  // 32 random bytes in base64url: no character a connection URL must escape.
  const fresh = randomBytes(32).toString('base64url');
  writeFileSync(layout.pendingPasswordFile, fresh, { mode: 0o600 });
  return fresh;
}

/** Once the role has the wanted password: db-password.new becomes db-password (mode 600), in one rename. */
export function savePassword(layout: EmbeddedLayout): void {
  if (existsSync(layout.pendingPasswordFile) && !existsSync(layout.passwordFile)) {
    renameSync(layout.pendingPasswordFile, layout.passwordFile);
  }
  // Tightened also when an operator copied the file in with looser modes.
  chmodSync(layout.passwordFile, 0o600);
}

/** The saved password, for tools that reach a server the app started; null when there is none. */
export function savedPassword(layout: EmbeddedLayout): string | null {
  return read(layout.passwordFile);
}
