import { english } from '#i18n';
import { cents } from '../../../shared/money/money.js';
import { localizeMail } from './localize-mail.js';
import {
  coins,
  matchStarted as matchStartedNotice,
  prizeWon as prizeWonNotice,
  roundAdvanced as roundAdvancedNotice,
  roundLabel as roundLabelMessage,
  tournamentRefund as tournamentRefundNotice,
  withdrawalReviewed,
  type InboxNotice,
} from './inbox-notice.js';
import { matchStartMail as matchStartMessage } from './match-start-mail.js';

/** The notices and mails as an English reader gets them. */
const inEnglish = (notice: InboxNotice) => ({ ...notice, title: english(notice.title), text: english(notice.text) });
const roundLabel = (round: number, total: number) => english(roundLabelMessage(round, total));
const matchStarted = (...args: Parameters<typeof matchStartedNotice>) => inEnglish(matchStartedNotice(...args));
const roundAdvanced = (...args: Parameters<typeof roundAdvancedNotice>) => inEnglish(roundAdvancedNotice(...args));
const prizeWon = (...args: Parameters<typeof prizeWonNotice>) => inEnglish(prizeWonNotice(...args));
const tournamentRefund = (...args: Parameters<typeof tournamentRefundNotice>) =>
  inEnglish(tournamentRefundNotice(...args));
const matchStartMail = (...args: Parameters<typeof matchStartMessage>) =>
  localizeMail(matchStartMessage(...args), 'en');

const cup = { tournamentId: 7, name: 'Friday Cup', totalRounds: 3 };

describe('inbox notices', () => {
  it('names rounds one way: the Final, the Semi-Finals, Round N', () => {
    expect([1, 2, 3].map((round) => roundLabel(round, 3))).toEqual(['Round 1', 'Semi-Finals', 'Final']);
    expect(roundLabel(1, 1)).toBe('Final');
    expect(roundLabel(1, 2)).toBe('Semi-Finals');
  });

  it('writes coins with thousands separators and two decimals', () => {
    expect(coins(cents(6_000_000))).toBe('60,000.00');
    expect(coins(cents(4000))).toBe('40.00');
    expect(coins(cents(5))).toBe('0.05');
    expect(coins(cents(123_456_789))).toBe('1,234,567.89');
  });

  it('says who a match is against, in which round, and links the match', () => {
    expect(matchStarted(1, cup, { matchId: 12, roundNumber: 2 }, 'bob')).toEqual({
      userId: 1,
      kind: 'match_started',
      title: 'Your match against bob has started',
      text: 'Friday Cup · Semi-Finals: your move.',
      link: '/match/12',
      amount: null,
    });
  });

  it("names the third-place match, played in the final's round, as what it is", () => {
    expect(matchStarted(1, cup, { matchId: 13, roundNumber: 3, thirdPlace: true }, 'bob').text).toBe(
      'Friday Cup · Third-place match: your move.',
    );
    expect(matchStarted(1, cup, { matchId: 12, roundNumber: 3, thirdPlace: false }, 'bob').text).toBe(
      'Friday Cup · Final: your move.',
    );
  });

  it('tells every seat holder the round under way and the one decided', () => {
    expect(roundAdvanced(1, cup, 2)).toMatchObject({
      title: 'Friday Cup: Semi-Finals under way',
      text: 'All matches of Round 1 are decided: the bracket has moved on.',
      link: '/tournament/7',
    });
  });

  it('carries the coins of a prize and of a refund, and of no approval', () => {
    expect(prizeWon(1, cup, cents(4000))).toMatchObject({ title: 'You won Friday Cup', amount: 4000 });
    expect(prizeWon(2, cup, cents(1500), 2)).toMatchObject({
      title: '2nd place in Friday Cup',
      text: 'Runner-up! The prize of 15.00 is in your wallet.',
      amount: 1500,
    });
    expect(prizeWon(3, cup, cents(1000), 3).title).toBe('3rd place in Friday Cup');
    expect(tournamentRefund(1, cup, cents(1250), 'cancelled').text).toBe(
      'Friday Cup was cancelled: 12.50 is back in your wallet.',
    );
    expect(withdrawalReviewed(1, 'approved', cents(2000)).amount).toBeNull();
    expect(withdrawalReviewed(1, 'rejected', cents(2000))).toMatchObject({ kind: 'withdrawal_rejected', amount: 2000 });
    expect(withdrawalReviewed(1, 'cancelled', cents(2000))).toMatchObject({ kind: 'refund', link: '/wallet' });
  });

  it('mails the away player a link to the match on this site', () => {
    const mail = matchStartMail(
      { userId: 1, username: 'alice', email: 'alice@example.com' },
      { matchId: 12, roundNumber: 3 },
      cup,
      'bob',
    );
    expect(mail).toMatchObject({ to: 'alice@example.com', kind: 'match_started', action: { path: '/match/12' } });
    expect(mail.paragraphs[1]).toContain('Your Final match against bob in Friday Cup has started.');
  });
});
