import {
  chmodSync,
  chownSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { DatabaseStartError } from './database-start-error.js';
import type { ServerUser } from './embedded-user.js';

/** The embedded database's files under DATA_DIR. */
export interface EmbeddedLayout {
  dataDir: string;
  /** The cluster (initdb's data directory), owned by the database user, mode 700. */
  pgDir: string;
  /** The Unix socket's folder, owned by the database user, mode 700: nobody else may even reach the socket. */
  socketDir: string;
  /** The superuser's password, generated on the first start, mode 600. */
  passwordFile: string;
  /** A new password not yet known to be the role's (a start that stopped between the two steps), mode 600. */
  pendingPasswordFile: string;
  /** The pid of the process that started the server, to tell a live owner from a dead one. */
  ownerFile: string;
}

export function embeddedLayout(dataDir: string): EmbeddedLayout {
  return {
    dataDir,
    pgDir: join(dataDir, 'pg'),
    socketDir: join(dataDir, 'pg-socket'),
    passwordFile: join(dataDir, 'db-password'),
    pendingPasswordFile: join(dataDir, 'db-password.new'),
    ownerFile: join(dataDir, 'pg-owner'),
  };
}

/** Linux's sun_path holds 108 bytes with its terminating NUL. */
const SOCKET_PATH_MAX = 107;

/** The socket file clients connect to: PostgreSQL names it after the port, even with no TCP listener. */
export const socketFile = (layout: EmbeddedLayout, port: number) => join(layout.socketDir, `.s.PGSQL.${port}`);

/** Gives `path` (and with `recursive` all below it, never following a link out of it) to the database user. */
function ownedBy(path: string, user: ServerUser | null, recursive: boolean): void {
  if (!user) return;
  const stat = statSync(path);
  if (stat.uid !== user.uid || stat.gid !== user.gid) chownSync(path, user.uid, user.gid);
  if (recursive && stat.isDirectory()) handOver(path, user);
}

function handOver(dir: string, user: ServerUser): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    lchownSync(path, user.uid, user.gid);
    if (entry.isDirectory()) handOver(path, user);
  }
}

/**
 * Makes DATA_DIR (mode 700 when new), the cluster's folder and the socket's folder, each owned by the database
 * user with mode 700. As root the server reaches them through descriptors root opens (embedded-server.ts), so no
 * folder above them is opened to anyone. A cluster owned by another user (a DATA_DIR first run without root) is
 * handed over to the database user whole.
 */
export function prepareLayout(layout: EmbeddedLayout, user: ServerUser | null, port: number): void {
  if (socketFile(layout, port).length > SOCKET_PATH_MAX) {
    throw new DatabaseStartError(
      `DATA_DIR is too long a path for the embedded database's Unix socket (${socketFile(layout, port)} is over ` +
        `${SOCKET_PATH_MAX} characters). Set DATA_DIR to a shorter path.`,
    );
  }
  if (!existsSync(layout.dataDir)) mkdirSync(layout.dataDir, { recursive: true, mode: 0o700 });
  if (!existsSync(layout.pgDir)) mkdirSync(layout.pgDir, { mode: 0o700 });
  ownedBy(layout.pgDir, user, user !== null && statSync(layout.pgDir).uid !== user.uid);
  chmodSync(layout.pgDir, 0o700);
  const socket = existsSync(layout.socketDir) ? lstatSync(layout.socketDir) : null;
  if (socket && !socket.isDirectory()) rmSync(layout.socketDir, { force: true });
  if (!socket?.isDirectory()) mkdirSync(layout.socketDir, { mode: 0o700 });
  ownedBy(layout.socketDir, user, false);
  chmodSync(layout.socketDir, 0o700);
}

const HBA = `# Written by Spockout on every start of the embedded PostgreSQL: edits here are replaced.
# The socket's folder admits only its owner, and TCP is off unless EMBEDDED_DB_LISTEN is set; either way the
# superuser's password (DATA_DIR/db-password) is needed, checked with SCRAM.
local   all   all         scram-sha-256
host    all   all   all   scram-sha-256
`;

/**
 * Replaces pg_hba.conf: clusters made by earlier versions accepted a cleartext password (`password`). Written
 * beside it and renamed, so the server never reads half a file.
 */
export function writeHba(layout: EmbeddedLayout, user: ServerUser | null): void {
  const file = join(layout.pgDir, 'pg_hba.conf');
  const next = `${file}.spockout`;
  writeFileSync(next, HBA, { mode: 0o600 });
  ownedBy(next, user, false);
  renameSync(next, file);
}
