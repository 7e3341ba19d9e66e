import { CommandBus } from '@nestjs/cqrs';
import { english, translate, type Locale } from '#i18n';
import { cents } from '../../src/shared/money/money.js';
import { SendMail, type MailMessage } from '../../src/modules/notifications/contracts/send-mail.command.js';
import {
  emailChangeMail,
  emailChangeNoticeMail,
  keepFactorMail,
  passwordChangedMail,
  passwordResetDoneMail,
  passwordResetMail,
  verifyEmailMail,
} from '../../src/modules/identity/domain/account-mails.js';
import {
  newSignInMail,
  passkeyAddedMail,
  passkeyRemovedMail,
  withdrawalRequestedMail,
} from '../../src/modules/identity/domain/notice-mails.js';
import {
  recoveryCodesRenewedMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
} from '../../src/modules/identity/domain/two-factor-mails.js';
import { matchStartMail } from '../../src/modules/notifications/domain/match-start-mail.js';
import { gameStartedMail, moveReminderMail } from '../../src/modules/notifications/domain/daily-play.js';
import { checkInMail } from '../../src/modules/notifications/domain/check-in.js';
import { challengeMail } from '../../src/modules/notifications/domain/challenge.js';
import { tournamentReminderMail } from '../../src/modules/notifications/domain/tournament-reminder.js';
import { localizeMail } from '../../src/modules/notifications/domain/localize-mail.js';
import type { Player } from '../support/api-client.js';
import { startMailServer, type TestMailServer } from '../support/mail.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

const AT = new Date('2026-11-25T22:41:00Z');
const FEE = cents(123_450);
const cup = { tournamentId: 7, name: 'Friday Cup', totalRounds: 3 };
const final = { matchId: 12, roundNumber: 3, gameNumber: 2 };

/** Every kind of mail the server sends (and each kind's variants), built for one recipient. */
function everyMail(to: { userId: number; username: string; email: string }): [string, MailMessage][] {
  const { userId, username, email } = to;
  const passkey = { kind: 'passkey', name: 'Laptop', addedAt: AT } as const;
  const totp = { kind: 'totp', name: null, addedAt: AT } as const;
  const challenge = {
    creatorName: 'bob',
    path: '/challenge/abc',
    entryFee: FEE,
    gameMode: 'CLASSIC',
    moveTimeout: 300,
    rematchOfMatchId: null,
  } as const;
  return [
    ['verify_email', verifyEmailMail(userId, email, username, 'token-1')],
    ['password_reset', passwordResetMail(userId, email, username, 'token-2')],
    ['password_changed', passwordChangedMail(userId, email, username)],
    ['password_reset_done', passwordResetDoneMail(userId, email, username, [passkey, totp])],
    ['keep_passkey', keepFactorMail(userId, email, username, passkey, 'token-3')],
    ['keep_totp', keepFactorMail(userId, email, username, totp, 'token-4')],
    ['email_change', emailChangeMail(userId, email, username, 'token-5')],
    ['email_change_notice', emailChangeNoticeMail(userId, email, username, 'new@example.com')],
    [
      'new_sign_in',
      newSignInMail(userId, email, username, { device: 'Firefox on Linux', address: '203.0.113.9', at: AT }),
    ],
    ['passkey_added', passkeyAddedMail(userId, email, username, 'Laptop')],
    ['passkey_removed', passkeyRemovedMail(userId, email, username, 'Laptop')],
    ['withdrawal_requested', withdrawalRequestedMail(userId, email, username, FEE)],
    ['two_factor_enabled', twoFactorEnabledMail(userId, email, username)],
    ['two_factor_disabled', twoFactorDisabledMail(userId, email, username)],
    ['recovery_codes_renewed', recoveryCodesRenewedMail(userId, email, username)],
    ['match_started', matchStartMail(to, final, cup, 'bob')],
    ['match_started_daily', matchStartMail(to, { ...final, thirdPlace: true }, cup, 'bob', 86_400)],
    ['game_started', gameStartedMail(to, cup, final, 'bob', 3600)],
    ['move_reminder', moveReminderMail(to, cup, final, 'bob', 17_280)],
    ['check_in', checkInMail(to, cup, 300)],
    ['challenge', challengeMail(to, challenge)],
    ['friendly_challenge', challengeMail(to, { ...challenge, entryFee: cents(0), gameMode: 'BLITZ' })],
    ['tournament_reminder', tournamentReminderMail(to, cup, 15)],
  ];
}

/** What each language must say, beyond "not English": its own words, money and time as the locale writes them. */
const EXPECTED: Record<Locale, { greeting: string; words: Record<string, string[]> }> = {
  en: {
    greeting: 'Hello',
    words: {
      verify_email: ['Verify your email address'],
      withdrawal_requested: ['A withdrawal of 1234.50 coins was requested'],
      challenge: ['for 1,234.50 coins, best of 3, 5 min a move'],
      new_sign_in: ['Time: 2026-11-25 22:41 UTC'],
      match_started: ['Your Final match against bob in Friday Cup has started.'],
      match_started_daily: ['Your third-place match against bob in Friday Cup has started, at 1 day per move'],
      move_reminder: ['You have about 4 h 48 min left to move in game 2 of your Final match'],
      tournament_reminder: ['Friday Cup starts in 15 minutes'],
    },
  },
  de: {
    greeting: 'Hallo',
    words: {
      verify_email: ['Bestätige deine E-Mail-Adresse'],
      withdrawal_requested: ['eine Auszahlung von 1.234,50 Coins beantragt'],
      challenge: ['um 1.234,50 Coins, Best of 3, 5 Min. pro Zug'],
      new_sign_in: ['Zeit: 25.11.2026, 22:41 UTC', 'Gerät: Firefox on Linux'],
      match_started: ['Deine Finalpartie gegen bob in Friday Cup hat begonnen.'],
      match_started_daily: ['Deine Partie um Platz 3 gegen bob in Friday Cup hat begonnen, mit 1 Tag pro Zug'],
      move_reminder: ['Du hast noch etwa 4 Std. 48 Min. für deinen Zug in Spiel 2 deiner Finalpartie'],
      tournament_reminder: ['Friday Cup beginnt in 15 Minuten'],
    },
  },
  es: {
    greeting: 'Hola',
    words: {
      verify_email: ['Verifica tu dirección de correo'],
      withdrawal_requested: ['un retiro de 1234,50 monedas'],
      challenge: ['por 1234,50 monedas, al mejor de 3, 5 min por jugada'],
      new_sign_in: ['Hora: 25 nov 2026, 22:41 UTC', 'Dispositivo: Firefox on Linux'],
      match_started: ['Tu partida de la final contra bob en Friday Cup ha empezado.'],
      match_started_daily: ['Tu partida por el tercer puesto contra bob en Friday Cup ha empezado, a 1 día por jugada'],
      move_reminder: ['Te quedan unos 4 h 48 min para jugar en el juego 2 de tu partida de la final'],
      tournament_reminder: ['Friday Cup empieza en 15 minutos'],
    },
  },
};

/**
 * Issue 36 §3: every kind of mail, rendered in each of the three locales through the real SMTP test server: the
 * recipient's saved locale (none saved: English) decides the subject, the body, the button, the HTML's `lang`,
 * and how money and times are written.
 */
describe('Mails in the recipient locale', () => {
  let smtp: TestMailServer;
  let t: TestApp;
  const readers = {} as Record<Locale, Player>;

  beforeAll(async () => {
    smtp = await startMailServer();
    t = await startTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Spockout <no-reply@spockout.test>',
      PUBLIC_URL: 'https://play.spockout.test',
    });
    for (const locale of ['en', 'de', 'es'] as const) {
      readers[locale] = await fixtures(t).player({ name: `mail${locale}` });
      // English is what a player who saved nothing reads: only German and Spanish are saved.
      if (locale !== 'en') {
        const saved = await t.api.raw('PUT', '/api/accounts/profile/', {
          token: readers[locale].access,
          body: { locale },
        });
        expect(saved.status).toBe(200);
      }
    }
  });

  afterAll(async () => {
    await closeAll(t, smtp);
  });

  it.each(['en', 'de', 'es'] as const)('writes every kind of mail in %s', async (locale) => {
    const reader = readers[locale];
    const mails = everyMail({ userId: reader.id, username: reader.username, email: 'unused@example.com' });
    const bus = t.app.get(CommandBus);
    for (const [kind, mail] of mails) {
      await bus.execute(new SendMail({ ...mail, to: `${kind}.${locale}@example.com` }));
    }
    const expected = EXPECTED[locale];
    for (const [kind, mail] of mails) {
      const received = await smtp.waitForMail({ to: `${kind}.${locale}@example.com` });
      const inEnglish = localizeMail(mail, 'en');
      expect([kind, received.subject]).toEqual([kind, translate(locale, mail.subject)]);
      expect(received.html).toContain(`<html lang="${locale}">`);
      expect(received.text).toMatch(new RegExp(`^(${expected.greeting}|Hi),? ${reader.username}`));
      const whole = `${received.subject}\n${received.text}`;
      for (const words of expected.words[kind] ?? [])
        expect([kind, whole]).toEqual([kind, expect.stringContaining(words)]);
      if (locale === 'en') {
        expect(received.subject).toBe(english(mail.subject));
        for (const paragraph of inEnglish.paragraphs) expect(received.text).toContain(paragraph);
        continue;
      }
      // Nothing left in English: not the subject, not a paragraph, not the button, not the footnote.
      expect([kind, received.subject]).not.toEqual([kind, inEnglish.subject]);
      for (const paragraph of inEnglish.paragraphs.slice(1)) {
        expect([kind, received.text]).not.toEqual([kind, expect.stringContaining(paragraph)]);
      }
      if (inEnglish.action)
        expect([kind, received.text]).not.toEqual([kind, expect.stringContaining(`${inEnglish.action.label}:`)]);
      if (inEnglish.footnote)
        expect([kind, received.text]).not.toEqual([kind, expect.stringContaining(inEnglish.footnote)]);
      expect(received.html).not.toContain('If the button does not work');
    }
  });
});
