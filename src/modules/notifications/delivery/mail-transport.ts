import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { MailAddress } from '../../../config/app-config.js';

/** One mail as it is handed to a transport. */
export interface Delivery {
  id: number;
  kind: string;
  from: MailAddress;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** Where mail leaves the app. `send` resolves once the message was taken, and rejects with why it was not. */
export interface MailTransport {
  send(delivery: Delivery): Promise<void>;
  close(): void;
}

/**
 * The bound on one attempt: a mail server that accepts the connection and then stalls is given up on after
 * these, so the relay (which holds the mail's row lock meanwhile) moves on and retries later.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function messageOf(delivery: Delivery): SendMailOptions {
  return {
    from: delivery.from,
    // An address object, never a string nodemailer would parse: one recipient, whatever the address holds.
    to: { name: '', address: delivery.to },
    subject: delivery.subject,
    text: delivery.text,
    html: delivery.html,
    messageId: delivery.messageId,
    // RFC 3834: an automatic message, so auto-responders (out-of-office) do not answer it.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * Through the SMTP server of SMTP_URL, with its credentials; STARTTLS when `smtp://` and the server offers it.
 * One pooled connection, kept for the next mail and closed after 30 s idle: a burst of mail (a tournament's
 * notices) then pays the round trips of connecting, TLS and login once, not once a mail; the relay sends one
 * mail at a time, so one connection is all it uses. A connection the server dropped is replaced on the next mail.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = createTransport({
    url,
    pool: true,
    maxConnections: 1,
    idleTimeout: 30_000,
    ...TIMEOUTS,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(delivery) {
      await transporter.sendMail(messageOf(delivery));
    },
    close: () => transporter.close(),
  };
}

const fileStamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/**
 * Without SMTP_URL: each message as an RFC 5322 file (`.eml`, CRLF line ends, what an SMTP server would have
 * received) in `dir`, which any mail program opens, and one line in the log naming recipient and subject so a
 * newcomer finds it. The body stays out of the log (it may hold a reset link); the file is readable by the
 * app's user only, for the same reason.
 */
export function fileTransport(dir: string, log: (line: string) => void): MailTransport {
  const transporter = createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(delivery) {
      const { message } = await transporter.sendMail(messageOf(delivery));
      if (!Buffer.isBuffer(message)) throw new Error('The stream transport gave no buffer');
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = join(dir, `${fileStamp(new Date())}-${delivery.id}-${delivery.kind}.eml`);
      await writeFile(file, message, { mode: 0o600 });
      log(`Mail to ${delivery.to}, subject "${delivery.subject}": written to ${file}`);
    },
    close: () => transporter.close(),
  };
}
