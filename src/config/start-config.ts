import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminCredentialProblems } from '../modules/identity/contracts/admin-credentials.js';
import { type AppConfig, checkEnvironment, ConfigError, dataDirOf, loadConfig } from './app-config.js';

export const JWT_SECRET_FILE = 'jwt-secret';

type Env = Record<string, string | undefined>;

/**
 * The JWT secret DATA_DIR keeps when JWT_SECRET is not given: generated on the first start and read on every
 * later one, so sessions survive restarts. The start-up owns DATA_DIR (the embedded database lives there too).
 */
export function keptJwtSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // A new DATA_DIR is its owner's alone: it holds this secret, the database's password and its files.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The configuration a start runs with (main.ts, and the scripts that reach the database): the environment
 * checked against the schema first, so a bad value touches nothing; then the JWT secret, given or kept in
 * DATA_DIR; then the configured admin held to identity's rules for players' names and passwords.
 */
export function startConfig(env: Env = process.env, terminal = false): AppConfig {
  checkEnvironment(env);
  const config = loadConfig({ ...env, JWT_SECRET: env.JWT_SECRET || keptJwtSecret(dataDirOf(env)) }, terminal);
  if (config.admin) {
    const { usernameRefused, passwordProblems } = adminCredentialProblems(config.admin.username, config.admin.password);
    if (usernameRefused) {
      throw new ConfigError('ADMIN_USERNAME must be 3 to 30 letters, digits, "_", "." or "-", not starting with "-"');
    }
    if (passwordProblems.length) {
      throw new ConfigError(
        `ADMIN_PASSWORD is too weak (the players' password rules apply): ${passwordProblems.join(' ')}`,
      );
    }
  }
  return config;
}
