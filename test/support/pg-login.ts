import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, linkSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type LoginTarget = { path: string } | { host: string; port: number };

/**
 * Logs in to PostgreSQL as `postgres` the way any local program could, with nothing but Node's built-ins (the
 * startup message, then cleartext or SCRAM-SHA-256 as the server asks). Answers "ok", the SQLSTATE of a refusal
 * ("28P01": wrong password) or the socket's error code ("EACCES", "ECONNREFUSED"). Self-contained, so that
 * `asOtherUser` can run its source as another OS user.
 */
export async function tryLogin(target: LoginTarget, password: string): Promise<string> {
  const net = await import('node:net');
  const crypto = await import('node:crypto');
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0);
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const cstring = (text: string) => Buffer.from(`${text}\0`);
  return new Promise((done) => {
    const socket = 'path' in target ? net.connect(target.path) : net.connect(target.port, target.host);
    const finish = (outcome: string) => {
      socket.destroy();
      done(outcome);
    };
    socket.setTimeout(10_000, () => finish('TIMEOUT'));
    socket.once('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    let pending = Buffer.alloc(0);
    let clientFirstBare = '';
    let serverSignature = '';
    socket.once('connect', () => {
      const params = Buffer.concat([cstring('user'), cstring('postgres'), cstring('database'), cstring('postgres')]);
      const body = Buffer.concat([Buffer.from([0, 3, 0, 0]), params, Buffer.from([0])]);
      const length = Buffer.alloc(4);
      length.writeInt32BE(body.length + 4);
      socket.write(Buffer.concat([length, body]));
    });
    const onMessage = (type: string, body: Buffer) => {
      if (type === 'E') {
        const code = body
          .toString()
          .split('\0')
          .find((field) => field.startsWith('C'));
        finish(code?.slice(1) ?? 'ERROR');
      } else if (type === 'R') {
        const kind = body.readInt32BE(0);
        if (kind === 0) finish('ok');
        else if (kind === 3) socket.write(message('p', cstring(password)));
        else if (kind === 10) {
          clientFirstBare = `n=*,r=${crypto.randomBytes(18).toString('base64')}`;
          const first = Buffer.from(`n,,${clientFirstBare}`);
          const size = Buffer.alloc(4);
          size.writeInt32BE(first.length);
          socket.write(message('p', Buffer.concat([cstring('SCRAM-SHA-256'), size, first])));
        } else if (kind === 11) {
          const serverFirst = body.subarray(4).toString();
          const fields = Object.fromEntries(serverFirst.split(',').map((f) => [f[0], f.slice(2)]));
          const salted = crypto.pbkdf2Sync(password, Buffer.from(fields.s, 'base64'), Number(fields.i), 32, 'sha256');
          const hmac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text).digest();
          const clientKey = hmac(salted, 'Client Key');
          const storedKey = crypto.createHash('sha256').update(clientKey).digest();
          const withoutProof = `c=biws,r=${fields.r}`;
          const auth = `${clientFirstBare},${serverFirst},${withoutProof}`;
          const signature = hmac(storedKey, auth);
          const proof = Buffer.from(clientKey.map((byte, i) => byte ^ signature[i]));
          serverSignature = hmac(hmac(salted, 'Server Key'), auth).toString('base64');
          socket.write(message('p', Buffer.from(`${withoutProof},p=${proof.toString('base64')}`)));
        } else if (kind === 12) {
          if (body.subarray(4).toString() !== `v=${serverSignature}`) finish('BAD_SERVER_SIGNATURE');
        } else finish(`AUTH_${kind}`);
      }
    };
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 5 && pending.length >= 1 + pending.readInt32BE(1)) {
        const end = 1 + pending.readInt32BE(1);
        onMessage(pending.toString('latin1', 0, 1), pending.subarray(5, end));
        pending = pending.subarray(end);
      }
    });
  });
}

/**
 * Runs `tryLogin` for each attempt, and a read of each file, as `nobody` (setpriv drops every privilege and
 * group of root). Node is linked (or copied) into a folder every user can enter, as the checkout may not be one.
 */
export function asOtherUser(
  attempts: { target: LoginTarget; password: string }[],
  files: string[],
): { logins: string[]; reads: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'spockout-nobody-'));
  chmodSync(dir, 0o755);
  const node = join(dir, 'node');
  try {
    linkSync(process.execPath, node);
  } catch {
    copyFileSync(process.execPath, node);
  }
  chmodSync(node, 0o755);
  const script = join(dir, 'probe.mjs');
  writeFileSync(
    script,
    `import { readFileSync } from 'node:fs';
const tryLogin = ${tryLogin.toString()};
const logins = [];
for (const { target, password } of JSON.parse(process.env.PROBE_ATTEMPTS)) logins.push(await tryLogin(target, password));
const reads = ${JSON.stringify(files)}.map((file) => { try { readFileSync(file); return 'read'; } catch (e) { return e.code; } });
console.log(JSON.stringify({ logins, reads }));
`,
    { mode: 0o644 },
  );
  try {
    const output = execFileSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', node, script], {
      cwd: dir,
      // Passwords travel in the environment, which only this user and root may read, not on the command line.
      env: { PATH: '/usr/bin:/bin', PROBE_ATTEMPTS: JSON.stringify(attempts) },
      encoding: 'utf8',
    });
    return JSON.parse(output) as { logins: string[]; reads: string[] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
