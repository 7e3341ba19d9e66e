import 'reflect-metadata';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { simpleParser } from 'mailparser';
import { createApp } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config/app-config.js';
import { openOrm } from '../../src/config/orm.js';
import { SendMail } from '../../src/modules/notifications/contracts/send-mail.command.js';
import { createTestDatabase } from '../support/test-database.js';
import { TEST_JWT_SECRET } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';

/**
 * With no SMTP_URL (the embedded default) each mail is an RFC 5322 file in DATA_DIR/mail/, and one log line
 * names its recipient and subject so a newcomer can open it; the body never reaches the log.
 */
describe('Outgoing mail without SMTP_URL', () => {
  const written: string[] = [];
  const lines = () =>
    written
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; level: number });
  const dataDir = mkdtempSync(join(tmpdir(), 'spockout-mail-'));
  let database: { url: string; drop(): Promise<void> };
  let orm: MikroORM;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    database = await createTestDatabase();
    orm = await openOrm(database.url, 5);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'info', PORT: '4173' });
    app = await createApp(orm, config, undefined, {
      logDestination: { write: (chunk: string) => void written.push(chunk) },
    });
    await app.init();
  });

  afterAll(async () => {
    await closeAll(app, orm, database);
  });

  it('writes each mail as an .eml file a mail program opens, and logs where, never what it says', async () => {
    const id: number = await app.get(CommandBus).execute(
      new SendMail({
        userId: null,
        to: 'newcomer@example.com',
        kind: 'verify_email',
        subject: 'Verify your email address',
        paragraphs: ['Welcome to Spockout, <b>newcomer</b>!', 'Confirm this address to withdraw your winnings.'],
        action: { label: 'Verify my email', path: '/verify-email#token=one-time-secret' },
      }),
    );
    // The row turns SENT after the file is written and logged: waiting on it (not on the file, which a
    // directory listing shows while it is still being written) makes everything below settled.
    type MailRow = { status: string; text_body: string | null };
    const row = await eventually<MailRow | undefined>(
      async () => {
        const [found] = await orm.em
          .fork()
          .getConnection()
          .execute<MailRow[]>('SELECT status, text_body FROM outgoing_mail WHERE id = ?', [id]);
        return found;
      },
      { until: (found) => found !== undefined && found.status !== 'PENDING' },
    );
    expect(row).toEqual({ status: 'SENT', text_body: null });
    const folder = join(dataDir, 'mail');
    const files = existsSync(folder) ? readdirSync(folder) : [];
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-${id}-verify_email\\.eml$`));
    const path = join(folder, file);
    // Readable by the app's user only: it holds a one-time link.
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const raw = readFileSync(path);
    expect(raw.toString('latin1')).toMatch(/\r\n\r\n/);
    expect(raw.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const parsed = await simpleParser(raw);
    expect(parsed.from?.value).toEqual([{ name: 'Spockout', address: 'no-reply@localhost' }]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'newcomer@example.com' }] });
    expect(parsed.subject).toBe('Verify your email address');
    expect(parsed.messageId).toMatch(/@localhost>$/);
    expect(parsed.text).toContain('Welcome to Spockout, <b>newcomer</b>!');
    expect(parsed.text).toContain('Verify my email:\nhttp://localhost:4173/verify-email#token=one-time-secret');
    expect(parsed.html).toContain('Welcome to Spockout, &lt;b&gt;newcomer&lt;/b&gt;!');
    expect(parsed.html).toContain('href="http://localhost:4173/verify-email#token=one-time-secret"');

    const said = lines().filter((line) => line.msg?.includes('newcomer@example.com'));
    expect(said).toEqual([
      expect.objectContaining({
        level: 30,
        msg: `Mail to newcomer@example.com, subject "Verify your email address": written to ${path}`,
      }),
    ]);
    expect(written.join('')).not.toMatch(/one-time-secret|Welcome to Spockout|Confirm this address/);
  });
});
