import type { LocalizedMail } from '../contracts/send-mail.command.js';
import { mailMessageProblem } from './mail-rules.js';
import { OutgoingMail } from './outgoing-mail.entity.js';
import { nextAttemptAfterFailure, retryDelaySeconds, retryPolicy } from './retry-policy.js';

const site = { publicUrl: 'http://localhost:3000' };
const message: LocalizedMail = {
  userId: 7,
  to: 'alice@example.com',
  kind: 'password_reset',
  subject: 'Reset your password',
  paragraphs: ['Hello alice.'],
  action: { label: 'Choose a new password', path: '/reset-password#token=secret' },
};
const queuedAt = new Date('2026-11-25T12:00:00Z');
const later = (seconds: number) => new Date(queuedAt.getTime() + seconds * 1000);
const policy = retryPolicy(30);

describe(OutgoingMail.name, () => {
  it('is queued rendered, waiting, due at once', () => {
    const mail = new OutgoingMail(message, site, '<m1@localhost>', queuedAt);
    expect(mail).toMatchObject({
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: queuedAt,
      recipient: 'alice@example.com',
    });
    expect(mail.textBody).toContain('http://localhost:3000/reset-password#token=secret');
    expect(mail.htmlBody).toContain('http://localhost:3000/reset-password#token=secret');
  });

  it('forgets its body once delivered: the link it held is gone', () => {
    const mail = new OutgoingMail(message, site, '<m1@localhost>', queuedAt);
    mail.delivered(later(1));
    expect(mail).toMatchObject({ status: 'SENT', attempts: 1, sentAt: later(1), textBody: null, htmlBody: null });
    expect(mail.nextAttemptAt).toBeNull();
    expect(() => mail.delivered()).toThrow('not waiting');
  });

  it('retries a failure later, with a wait that doubles up to an hour', () => {
    const mail = new OutgoingMail(message, site, '<m1@localhost>', queuedAt);
    expect(mail.failed('ECONNECTION: refused', policy, later(0))).toBe('will_retry');
    expect(mail).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'ECONNECTION: refused' });
    expect(mail.nextAttemptAt).toEqual(later(30));
    mail.failed('again', policy, later(30));
    expect(mail.nextAttemptAt).toEqual(later(30 + 60));
    expect(mail.textBody).not.toBeNull();
  });

  it('gives up after five days, and forgets its body then too', () => {
    const mail = new OutgoingMail(message, site, '<m1@localhost>', queuedAt);
    expect(mail.failed('451', policy, later(5 * 86_400 - 1))).toBe('will_retry');
    expect(mail.failed('451', policy, later(5 * 86_400))).toBe('given_up');
    expect(mail).toMatchObject({ status: 'FAILED', attempts: 2, lastError: '451', textBody: null, htmlBody: null });
    expect(mail.nextAttemptAt).toBeNull();
  });

  it('refuses a message its sender got wrong', () => {
    expect(() => new OutgoingMail({ ...message, subject: 'Two\r\nBcc: x@evil.example' }, site, '<m>')).toThrow(
      'SendMail refused a "password_reset" mail: the subject must be one line',
    );
  });
});

describe('retry policy', () => {
  it('waits first, 2 × first, 4 × first ... and never more than an hour', () => {
    expect([1, 2, 3, 4, 8, 50].map((n) => retryDelaySeconds(n, policy))).toEqual([30, 60, 120, 240, 3600, 3600]);
    expect(retryDelaySeconds(1, retryPolicy(1))).toBe(1);
  });

  it('answers no next attempt once the mail is older than the give-up age', () => {
    expect(nextAttemptAfterFailure(3, queuedAt, later(10), policy)).toEqual(later(10 + 120));
    expect(nextAttemptAfterFailure(3, queuedAt, later(6 * 86_400), policy)).toBeNull();
  });
});

describe(mailMessageProblem.name, () => {
  it.each<[string, Partial<LocalizedMail>]>([
    ['two recipients', { to: 'a@example.com, b@example.com' }],
    ['a recipient with a line break', { to: '"a\r\nRCPT TO:<x@evil.example>"@example.com' }],
    ['no @ in the recipient', { to: 'alice' }],
    ['a kind that is not snake_case', { kind: 'Password Reset' }],
    ['an empty subject', { subject: '  ' }],
    ['a subject over 200 characters', { subject: 'x'.repeat(201) }],
    ['no paragraph', { paragraphs: [] }],
    ['a blank paragraph', { paragraphs: ['ok', ' '] }],
    ['a control character in a paragraph', { paragraphs: ['bell \u0007'] }],
    ['an action to another site', { action: { label: 'Go', path: 'https://evil.example/' } }],
    ['an action to a protocol-relative address', { action: { label: 'Go', path: '//evil.example/' } }],
    ['an action path with a backslash', { action: { label: 'Go', path: '/\\evil.example' } }],
    ['an action path with a space', { action: { label: 'Go', path: '/a b' } }],
    ['an empty action label', { action: { label: '', path: '/' } }],
    ['a blank footnote', { footnote: '' }],
  ])('refuses %s', (_, change) => {
    expect(mailMessageProblem({ ...message, ...change })).not.toBeNull();
  });

  it.each<[string, Partial<LocalizedMail>]>([
    ['the example message', {}],
    ['a quoted local part with an @ in it', { to: '"john@home"@example.com' }],
    ['an address with no account yet', { userId: null }],
    ['line breaks inside a paragraph', { paragraphs: ['one\ntwo\r\nthree'] }],
    ['no action and a footnote', { action: undefined, footnote: 'You get this mail because you signed up.' }],
  ])('accepts %s', (_, change) => {
    expect(mailMessageProblem({ ...message, ...change })).toBeNull();
  });
});
