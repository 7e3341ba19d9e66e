import { CommandBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from '../../src/bootstrap.js';
import { openOrm } from '../../src/config/orm.js';
import { SendMail, type MailMessage } from '../../src/modules/notifications/contracts/send-mail.command.js';
import { type Player } from '../support/api-client.js';
import { actionParam, startMailServer, type TestMailServer } from '../support/mail.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

interface MailRow {
  id: number;
  status: string;
  attempts: number;
  text_body: string | null;
  html_body: string | null;
  next_attempt_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
}

const PUBLIC_URL = 'https://play.spockout.test';
let sequence = 0;

/** A message a context could send, with a subject of its own so each test waits for its mail only. */
function message(
  to: string,
  change: Partial<MailMessage> & { subject?: string } = {},
): MailMessage & { subject: string } {
  sequence += 1;
  return {
    userId: null,
    to,
    kind: 'password_reset',
    subject: `Reset your password (${sequence})`,
    paragraphs: ['Someone asked to reset the password of your Spockout account.', 'The link works for 30 minutes.'],
    action: { label: 'Choose a new password', path: `/reset-password#token=secret-${sequence}` },
    footnote: 'If you did not ask for this, ignore this mail.',
    ...change,
  };
}

/**
 * The notifications context's outgoing mail, through the command other contexts send (SendMail) and a real SMTP
 * server in this process: what arrives, what happens when the server refuses, a rollback, and two instances.
 */
describe('Outgoing mail through SMTP', () => {
  let smtp: TestMailServer;
  let t: TestApp;
  let admin: Player;
  let player: Player;

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Spockout <no-reply@spockout.test>',
      PUBLIC_URL,
      MAIL_RETRY_SECONDS: '1',
    });
    admin = await fixtures(t).admin();
    player = await fixtures(t).player({ name: 'mail' });
  });

  afterAll(async () => {
    await closeAll(t, smtp);
  });

  const send = (m: MailMessage): Promise<number> => t.app.get(CommandBus).execute(new SendMail(m));
  const row = async (id: number) => (await t.sql<MailRow>('SELECT * FROM outgoing_mail WHERE id = $1', [id]))[0];

  it('delivers a plain-text and an HTML part from MAIL_FROM, carrying the product name and nothing remote', async () => {
    const sent = message('alice@example.com', { userId: player.id });
    const token = `secret-${sequence}`;
    const id = await send(sent);

    const mail = await smtp.waitForMail({ to: 'alice@example.com', subject: sent.subject });
    expect(mail.parsed.from?.value).toEqual([{ name: 'Spockout', address: 'no-reply@spockout.test' }]);
    expect(mail.envelopeFrom).toBe('no-reply@spockout.test');
    expect(mail.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.parsed.messageId).toMatch(/^<[0-9a-f-]{36}@play\.spockout\.test>$/);
    const link = `${PUBLIC_URL}/reset-password#token=${token}`;
    expect(mail.text).toContain('Someone asked to reset the password of your Spockout account.');
    expect(mail.text).toContain(`Choose a new password:\n${link}`);
    expect(mail.text).toContain('Spockout');
    expect(mail.html).toContain('>Choose a new password</a>');
    expect(mail.html).toMatch(/>Spockout</);
    expect(mail.links).toEqual([link, link, PUBLIC_URL]);
    expect(mail.actionLink).toBe(link);
    expect(mail.actionPath).toBe(sent.action?.path);
    expect(actionParam(mail, 'token')).toBe(token);
    expect(mail.html).not.toMatch(/<img|<link|<script|src=|url\(/i);

    // Delivered (the relay commits just after the server's 250): the body, and with it the link, is gone.
    const delivered = await eventually(() => row(id), { until: (r) => r.status === 'SENT' });
    expect(delivered).toMatchObject({ attempts: 1, text_body: null, html_body: null, next_attempt_at: null });
  });

  it('lists mail for operators, newest first, by status, without any body', async () => {
    const sent = message('listed@example.com');
    const id = await send(sent);
    await smtp.waitForMail({ to: 'listed@example.com', subject: sent.subject });
    await eventually(() => row(id), { until: (r) => r.status === 'SENT' });

    const page = await t.api.get('/api/admin/mail', {
      params: { query: { status: 'SENT', page_size: 1 } },
      token: admin.access,
    });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ next: '/api/admin/mail?status=SENT&page_size=1&page=2', previous: null });
    expect(page.body.count).toBeGreaterThanOrEqual(2);
    expect(page.body.results).toEqual([
      {
        id,
        user_id: null,
        recipient: 'listed@example.com',
        kind: 'password_reset',
        subject: sent.subject,
        status: 'SENT',
        attempts: 1,
        last_error: null,
        created_at: expect.any(String),
        next_attempt_at: null,
        sent_at: expect.any(String),
      },
    ]);
    expect(JSON.stringify(page.body)).not.toContain('secret-');
    expect((await t.api.raw('GET', '/api/admin/mail/?status=LOST', { token: admin.access })).body).toEqual({
      status: ['Choose one of: PENDING, SENT, FAILED.'],
    });
    expect((await t.api.get('/api/admin/mail', { token: player.access })).status).toBe(403);
  });

  it('never sends a mail queued in a transaction that rolled back', async () => {
    const rolledBack = message('rollback@example.com');
    await expect(
      t.orm.em.fork().transactional(async () => {
        await send(rolledBack);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // A mail queued after it is delivered; had the first one existed, it would have gone first (queue order).
    const after = message('rollback@example.com');
    await send(after);
    await smtp.waitForMail({ to: 'rollback@example.com', subject: after.subject });
    expect(smtp.received.map((m) => m.subject)).not.toContain(rolledBack.subject);
    expect(await t.sql('SELECT id FROM outgoing_mail WHERE subject = $1', [rolledBack.subject])).toEqual([]);
  });

  it('fails no caller when the server refuses, retries with a growing wait, tells operators, delivers once accepted', async () => {
    smtp.refuse(451);
    const sent = message('bob@example.com', { userId: player.id, kind: 'new_sign_in' });
    const { id, failing } = await (async () => {
      // The caller's use case commits: the mail is queued whatever the server answers.
      const queued = await send(sent);
      return {
        id: queued,
        failing: await eventually(() => row(queued), { until: (r) => r.attempts >= 2, timeout: 15_000 }),
      };
    })().finally(() => smtp.accept());
    expect(failing).toMatchObject({ status: 'PENDING', text_body: expect.any(String) });
    expect(failing.last_error).toMatch(/^EMESSAGE: .*451 Try again later/);

    // Operators see it waiting, with its attempts and the server's answer...
    const pending = await t.api.get('/api/admin/mail', {
      params: { query: { status: 'PENDING' } },
      token: admin.access,
    });
    expect(pending.body.results).toContainEqual(
      expect.objectContaining({ id, attempts: expect.any(Number), last_error: expect.stringContaining('451') }),
    );
    // ...and in the event log, one MailDeliveryFailed per failed attempt, naming the user and the kind only.
    const log = await t.api.get('/api/admin/events', {
      params: { query: { type: 'MailDeliveryFailed', aggregate_id: String(id) } },
      token: admin.access,
    });
    const failures = [...log.body.results].reverse();
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures[0]).toMatchObject({
      aggregate_type: 'mail',
      payload: {
        mailId: id,
        userId: player.id,
        kind: 'new_sign_in',
        attempts: 1,
        error: expect.stringContaining('451 Try again later'),
        willRetry: true,
      },
    });
    expect(JSON.stringify(log.body)).not.toMatch(/bob@|secret-|Someone asked/);
    // The wait grows: the second retry is scheduled at least twice the first wait (1 s) after the first.
    const [first, second] = failures.map((e) => Date.parse(e.payload.nextAttemptAt));
    expect(second - first).toBeGreaterThanOrEqual(2000);

    const mail = await smtp.waitForMail({ to: 'bob@example.com', subject: sent.subject }, 15_000);
    expect(mail.text).toContain('Choose a new password');
    const delivered = await eventually(() => row(id), { until: (r) => r.status === 'SENT' });
    expect(delivered.attempts).toBeGreaterThan(failing.attempts);
    expect(delivered).toMatchObject({ text_body: null, html_body: null, next_attempt_at: null });
    expect(smtp.received.filter((m) => m.subject === sent.subject)).toHaveLength(1);
  });

  it('never sends one mail twice from two instances delivering the same queue', async () => {
    const twinOrm: MikroORM = await openOrm(t.databaseUrl, 5);
    // The twin names itself in EHLO, so the server can tell which instance delivered what.
    const twin: NestFastifyApplication = await createApp(twinOrm, { ...t.config, smtpUrl: `${smtp.url}?name=twin` });
    await twin.init();
    try {
      const batch = (prefix: string) =>
        Array.from({ length: 15 }, (_, i) => message('crowd@example.com', { subject: `${prefix} ${i}` }));
      const queue = async (bus: CommandBus, orm: MikroORM, messages: MailMessage[]) =>
        orm.em.fork().transactional(async () => {
          for (const m of messages) await bus.execute(new SendMail(m));
        });
      const [ours, theirs] = [batch('Crowd A'), batch('Crowd B')];
      await Promise.all([queue(t.app.get(CommandBus), t.orm, ours), queue(twin.get(CommandBus), twinOrm, theirs)]);
      const subjects = [...ours, ...theirs].map((m) => m.subject);
      for (const subject of subjects) await smtp.waitForMail({ to: 'crowd@example.com', subject }, 20_000);

      const crowd = smtp.received.filter((m) => m.to.includes('crowd@example.com'));
      // Both instances took part: each delivered some of the crowd, and no mail reached the server twice.
      expect(new Set(crowd.map((m) => m.clientName === 'twin')).size).toBe(2);
      const arrived = crowd.map((m) => m.subject);
      expect(arrived.sort()).toEqual([...subjects].sort());
      // The server's 250 comes before the relay's commit: the last rows may still be committing.
      const rows = await eventually(
        () =>
          t.sql<{ status: string; attempts: number }>(
            `SELECT status, attempts FROM outgoing_mail WHERE recipient = 'crowd@example.com'`,
          ),
        { until: (found) => found.every((r) => r.status === 'SENT') },
      );
      expect(rows).toHaveLength(30);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await twin.close();
      await twinOrm.close();
    }
  });
});

describe('Outgoing mail while the SMTP server is down', () => {
  let t: TestApp;
  let smtp: TestMailServer | undefined;

  afterAll(async () => {
    await closeAll(t, smtp);
  });

  it('keeps the mail and its caller safe while nothing listens, and delivers once the server is back', async () => {
    // A port nothing listens on any more: the server is down.
    const gone = await startMailServer();
    const url = gone.url;
    await gone.close();
    t = await startTestApp({ SMTP_URL: url, MAIL_RETRY_SECONDS: '1' });
    const id: number = await t.app.get(CommandBus).execute(new SendMail(message('carol@example.com')));

    const [failed] = await eventually(() => t.sql<MailRow>('SELECT * FROM outgoing_mail WHERE id = $1', [id]), {
      until: ([r]) => r.attempts >= 1,
    });
    expect(failed).toMatchObject({ status: 'PENDING', text_body: expect.any(String) });
    expect(failed.last_error).toMatch(/^ESOCKET: .*connect ECONNREFUSED 127\.0\.0\.1:\d+$/);

    smtp = await startMailServer({ port: Number(new URL(url).port) });
    const mail = await smtp.waitForMail({ to: 'carol@example.com' }, 15_000);
    expect(mail.subject).toMatch(/^Reset your password/);
    await eventually(() => t.sql<MailRow>('SELECT * FROM outgoing_mail WHERE id = $1', [id]), {
      until: ([r]) => r.status === 'SENT',
    });
  });
});
