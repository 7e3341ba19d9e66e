import { cents } from '../../../shared/money/money.js';
import { notWageredSignal, type OpponentFact, type RiskFacts, riskSignals } from './risk-signals.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

function opponent(opponentId: number, overrides: Partial<OpponentFact> = {}): OpponentFact {
  return {
    opponentId,
    matches: 1,
    matchIds: [opponentId * 10],
    recentMatches: 1,
    recentWins: 1,
    recentMatchIds: [opponentId * 10],
    winsAgainstAbsent: [],
    ...overrides,
  };
}

function facts(overrides: Partial<RiskFacts> = {}): RiskFacts {
  return {
    createdAt: hoursAgo(30 * 24),
    opponents: [],
    prizes: [],
    sharedAddresses: new Map(),
    usernames: new Map([
      [2, 'bob'],
      [3, 'carol'],
    ]),
    ...overrides,
  };
}

const codes = (f: RiskFacts) => riskSignals(f, NOW).map((s) => s.code);

describe(riskSignals.name, () => {
  it('says nothing of an old account with fair matches and prizes', () => {
    const prizes = [{ tournamentId: 1, tournamentName: 'Cup', amount: cents(1800) }];
    expect(
      riskSignals(facts({ opponents: [opponent(2), opponent(3, { matches: 2, recentMatches: 2 })], prizes }), NOW),
    ).toEqual([]);
  });

  it('words the age of a new account, and stops at 24 hours', () => {
    expect(riskSignals(facts({ createdAt: new Date(NOW.getTime() - 20_000) }), NOW)[0].detail).toBe(
      'Account created less than a minute ago, under 24 hours.',
    );
    expect(riskSignals(facts({ createdAt: hoursAgo(1) }), NOW)[0].detail).toBe(
      'Account created 1 hour ago, under 24 hours.',
    );
    expect(riskSignals(facts({ createdAt: hoursAgo(23.9) }), NOW)[0].detail).toBe(
      'Account created 23 hours ago, under 24 hours.',
    );
    expect(codes(facts({ createdAt: hoursAgo(24) }))).toEqual([]);
  });

  it('counts a whole prize as tainted when any match the champion won in it was against an absent opponent', () => {
    const signals = riskSignals(
      facts({
        opponents: [
          opponent(2, { winsAgainstAbsent: [{ matchId: 1, tournamentId: 10 }] }),
          // Won in Cup B against carol who never moved; a win against her in a tournament without a prize counts for nothing.
          opponent(3, {
            winsAgainstAbsent: [
              { matchId: 3, tournamentId: 11 },
              { matchId: 5, tournamentId: 13 },
            ],
          }),
        ],
        prizes: [
          { tournamentId: 10, tournamentName: 'Cup A', amount: cents(1800) },
          { tournamentId: 11, tournamentName: 'Cup B', amount: cents(450) },
          { tournamentId: 12, tournamentName: 'Cup C', amount: cents(9900) },
        ],
      }),
      NOW,
    );
    expect(signals).toEqual([
      {
        code: 'opponent_never_moved',
        detail:
          'Won 22.50 coins in prizes from 2 tournaments (Cup A and Cup B) that include 2 matches in which bob and carol never moved by hand.',
        matches: [3, 1],
        users: [
          { id: 2, username: 'bob' },
          { id: 3, username: 'carol' },
        ],
      },
    ]);
  });

  it('names three tournaments, counts the rest, and links the newest ten matches', () => {
    const wins = Array.from({ length: 12 }, (_, i) => ({ matchId: i + 1, tournamentId: 100 + i }));
    const prizes = wins.map((w) => ({
      tournamentId: w.tournamentId,
      tournamentName: `Cup ${w.matchId}`,
      amount: cents(100),
    }));
    const [signal] = riskSignals(facts({ opponents: [opponent(2, { winsAgainstAbsent: wins })], prizes }), NOW);
    expect(signal.detail).toBe(
      'Won 12.00 coins in prizes from 12 tournaments (Cup 1, Cup 2, Cup 3 and 9 more) that include 12 matches in which bob never moved by hand.',
    );
    expect(signal.matches).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('flags 3 matches against one opponent within 7 days, one signal per opponent', () => {
    const often = opponent(2, { matches: 4, recentMatches: 3, recentWins: 2, recentMatchIds: [7, 5, 4] });
    expect(riskSignals(facts({ opponents: [often, opponent(3)] }), NOW)).toEqual([
      {
        code: 'repeat_opponent',
        detail: 'Played 3 matches against bob in the last 7 days (won 2).',
        matches: [7, 5, 4],
        users: [{ id: 2, username: 'bob' }],
      },
    ]);
    expect(codes(facts({ opponents: [{ ...often, recentMatches: 2 }] }))).toEqual([]);
  });

  it('names an opponent behind a shared address and the matches against them', () => {
    const signals = riskSignals(
      facts({ opponents: [opponent(3, { matchIds: [30] })], sharedAddresses: new Map([[3, 2]]) }),
      NOW,
    );
    expect(signals).toEqual([
      {
        code: 'shared_address_with_opponent',
        detail:
          'carol, an opponent in 1 match, logged in from 2 client addresses this user also used in the last 90 days.',
        matches: [30],
        users: [{ id: 3, username: 'carol' }],
      },
    ]);
  });

  it('lists the signals in a fixed order', () => {
    const all = facts({
      createdAt: hoursAgo(2),
      opponents: [opponent(2, { recentMatches: 3, winsAgainstAbsent: [{ matchId: 1, tournamentId: 1 }] })],
      prizes: [{ tournamentId: 1, tournamentName: 'Cup', amount: cents(100) }],
      sharedAddresses: new Map([[2, 1]]),
    });
    expect(codes(all)).toEqual([
      'new_account',
      'opponent_never_moved',
      'repeat_opponent',
      'shared_address_with_opponent',
    ]);
  });
});

describe(notWageredSignal.name, () => {
  const wagering = { firstDepositAt: hoursAgo(100), deposited: cents(10_000), feesSpent: cents(2_500) };

  it('flags a withdrawal over the fees spent since the first deposit, naming both sums and the deposits', () => {
    expect(notWageredSignal(wagering, cents(2_501))).toEqual({
      code: 'not_wagered',
      detail:
        'Asks to withdraw 25.01 coins, more than the 25.00 coins spent on entry fees (less refunds) since the first deposit (100.00 coins deposited).',
      matches: [],
      users: [],
    });
  });

  it('says nothing up to the fees spent, nor for an account that never deposited', () => {
    expect(notWageredSignal(wagering, cents(2_500))).toBeNull();
    expect(notWageredSignal(undefined, cents(1_000_000))).toBeNull();
  });
});
