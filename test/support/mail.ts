import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

/**
 * A real SMTP server inside the test process, for reading what the app mails:
 *
 *   const mail = await startMailServer();
 *   const t = await startTestApp({ SMTP_URL: mail.url });
 *   ... something that mails alice ...
 *   const message = await mail.waitForMail({ to: 'alice@example.com', subject: 'Reset your password' });
 *   await page.goto(message.actionPath); // the action's path on the app: /reset-password#token=...
 *   ...
 *   await mail.close();
 *
 * It requires the credentials in `url` (so the app's SMTP_URL login is exercised) and speaks plain SMTP on
 * 127.0.0.1; `refuse()` makes it answer every message with a temporary failure until `accept()`.
 */
export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  envelopeFrom: string;
  /** The name the sending client gave in EHLO (nodemailer's `name`, settable as `?name=` on SMTP_URL). */
  clientName: string;
  /** The From header as text, e.g. `Spockout <no-reply@localhost>`. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every href of the HTML part, in order, entities decoded: the action's (twice), then the site's. */
  links: string[];
  /** The action's link (`http://localhost:0/reset-password#token=...`), null for a mail without one. */
  actionLink: string | null;
  /**
   * The action's path, query and fragment (`/reset-password#token=...`), to open on the app under test:
   * `page.goto(mail.actionPath)`. The tests' PUBLIC_URL is `http://localhost:0` (the port is chosen after the
   * configuration is read), so the link's origin is not the test app's.
   */
  actionPath: string | null;
  /** The message as received, CRLF line ends. */
  raw: string;
  parsed: ParsedMail;
}

export interface MailMatch {
  to?: string;
  subject?: string | RegExp;
}

export interface TestMailServer {
  /** The SMTP_URL that makes the app deliver here. */
  readonly url: string;
  /** Every message accepted so far, oldest first. */
  readonly received: ReceivedMail[];
  /** Messages refused so far (while refusing). */
  readonly refusals: number;
  /**
   * The first message matching that no earlier waitForMail returned, as soon as it arrives: each message
   * satisfies one wait, so waiting again for the same recipient and subject waits for the next such mail.
   * Fails after `timeoutMs` listing what did arrive.
   */
  waitForMail(match: MailMatch, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answer every message with `code` (451: try again later) from now on. */
  refuse(code?: number): void;
  /** Accept messages again. */
  accept(): void;
  close(): Promise<void>;
}

const USER = 'spockout';
const PASSWORD = 'mail-test-password';

function matches(mail: ReceivedMail, { to, subject }: MailMatch): boolean {
  if (to !== undefined && !mail.to.includes(to.toLowerCase())) return false;
  if (subject === undefined) return true;
  return typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject);
}

const decodeEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function received(raw: Buffer, session: SMTPServerSession): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const links = [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  // renderMail puts the action's button and its address first and the site's address last.
  const actionLink = links.length > 1 ? links[0] : null;
  const action = actionLink === null ? null : new URL(actionLink);
  return {
    to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
    envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    clientName: session.hostNameAppearsAs,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html,
    links,
    actionLink,
    actionPath: action && `${action.pathname}${action.search}${action.hash}`,
    raw: raw.toString('utf8'),
    parsed,
  };
}

function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** `port`: listen there (a server that was down coming back); by default a free port. */
export async function startMailServer({ port = 0 }: { port?: number } = {}): Promise<TestMailServer> {
  const messages: ReceivedMail[] = [];
  const handedOut = new Set<ReceivedMail>();
  const waiters = new Set<{ match: MailMatch; resolve: (mail: ReceivedMail) => void }>();
  let refusing: number | null = null;
  let refusals = 0;

  const take = (match: MailMatch): ReceivedMail | undefined => {
    const found = messages.find((m) => !handedOut.has(m) && matches(m, match));
    if (found) handedOut.add(found);
    return found;
  };
  const arrived = (mail: ReceivedMail) => {
    messages.push(mail);
    for (const waiter of waiters) {
      const found = take(waiter.match);
      if (!found) continue;
      waiters.delete(waiter);
      waiter.resolve(found);
    }
  };

  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    // Plain SMTP: STARTTLS would need a certificate the app's client trusts.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if (refusing !== null) {
            refusals++;
            callback(Object.assign(new Error('Try again later'), { responseCode: refusing }));
            return;
          }
          arrived(await received(raw, session));
          callback();
        })
        .catch((error: unknown) => callback(error as Error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${bound}`,
    received: messages,
    get refusals() {
      return refusals;
    },
    waitForMail(match, timeoutMs = 10_000) {
      const found = take(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((m) => `${m.to.join(',')}: ${m.subject}`);
          reject(new Error(`no mail ${JSON.stringify(match)} in ${timeoutMs} ms; received: ${JSON.stringify(seen)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    refuse(code = 451) {
      refusing = code;
    },
    accept() {
      refusing = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A named parameter of a mail's action link, from its fragment (`#token=...`) or else its query (`?token=...`):
 * the one-time token an HTTP test posts back, e.g. `actionParam(mail, 'token')`. Null when there is none.
 */
export function actionParam(mail: ReceivedMail, name: string): string | null {
  if (mail.actionLink === null) return null;
  const url = new URL(mail.actionLink);
  return new URLSearchParams(url.hash.slice(1)).get(name) ?? url.searchParams.get(name);
}
