import { english } from '#i18n';
import * as daily from './daily-play.js';
import type { InboxNotice } from './inbox-notice.js';
import { localizeMail } from './localize-mail.js';

const { secondsLeft } = daily;
/** The notices and mails as an English reader gets them. */
const inEnglish = (notice: InboxNotice) => ({ ...notice, title: english(notice.title), text: english(notice.text) });
const gameStartedNotice = (...args: Parameters<typeof daily.gameStartedNotice>) =>
  inEnglish(daily.gameStartedNotice(...args));
const moveReminderNotice = (...args: Parameters<typeof daily.moveReminderNotice>) =>
  inEnglish(daily.moveReminderNotice(...args));
const gameStartedMail = (...args: Parameters<typeof daily.gameStartedMail>) =>
  localizeMail(daily.gameStartedMail(...args), 'en');
const moveReminderMail = (...args: Parameters<typeof daily.moveReminderMail>) =>
  localizeMail(daily.moveReminderMail(...args), 'en');

const cup = { name: 'Daily Cup', totalRounds: 3 };
const final = { matchId: 9, roundNumber: 3, gameNumber: 2 };
const alice = { userId: 1, username: 'alice', email: 'alice@example.com' };

describe('daily play notices and mails', () => {
  it('tells a later game with its pace, linking the match', () => {
    expect(gameStartedNotice(1, cup, final, 'bob', 86_400)).toEqual({
      userId: 1,
      kind: 'game_started',
      title: 'Game 2 against bob: your move',
      text: 'Daily Cup · Final: 1 day per move.',
      link: '/match/9',
      amount: null,
    });
    const mail = gameStartedMail(alice, cup, { ...final, thirdPlace: true }, 'bob', 3600);
    expect(mail.subject).toBe('Game 2 of your match in Daily Cup has started');
    expect(mail.paragraphs[1]).toContain('Game 2 of your third-place match against bob');
    expect(mail.paragraphs[1]).toContain('1 hour per move');
    expect(mail.action).toEqual({ label: 'Play now', path: '/match/9' });
  });

  it('reminds with the time left, as it stood when the reminder fell due', () => {
    const left = secondsLeft('2026-11-28T12:00:00.000Z', new Date('2026-11-28T07:12:00.000Z'));
    expect(left).toBe(17_280);
    expect(moveReminderNotice(1, cup, final, 'bob', left).text).toBe(
      'Daily Cup · Final, game 2: about 4 h 48 min left before the timer moves for you.',
    );
    expect(moveReminderMail(alice, cup, final, 'bob', 720).paragraphs[1]).toMatch(/^You have about 12 min left/);
    expect(secondsLeft('2026-11-28T12:00:00.000Z', new Date('2026-11-28T13:00:00.000Z'))).toBe(0);
  });
});
