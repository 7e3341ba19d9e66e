import { type MatchFact, type RiskFacts, riskSignals } from './risk-signals.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const daysAgo = (days: number) => hoursAgo(days * 24);

function match(matchId: number, overrides: Partial<MatchFact> = {}): MatchFact {
  return { matchId, tournamentId: matchId, opponentId: 2, won: true, opponentMovedByHand: true, completedAt: daysAgo(1), ...overrides };
}

function facts(overrides: Partial<RiskFacts> = {}): RiskFacts {
  return {
    createdAt: daysAgo(30),
    matches: [],
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
  it('says nothing of an old account with fair matches', () => {
    expect(riskSignals(facts({ matches: [match(1), match(2, { opponentId: 3 })] }), NOW)).toEqual([]);
  });

  it('words the age of a new account, and stops at 24 hours', () => {
    expect(riskSignals(facts({ createdAt: new Date(NOW.getTime() - 20_000) }), NOW)[0].detail).toBe('Account created less than a minute ago, under 24 hours.');
    expect(riskSignals(facts({ createdAt: hoursAgo(1) }), NOW)[0].detail).toBe('Account created 1 hour ago, under 24 hours.');
    expect(riskSignals(facts({ createdAt: hoursAgo(23.9) }), NOW)[0].detail).toBe('Account created 23 hours ago, under 24 hours.');
    expect(codes(facts({ createdAt: hoursAgo(24) }))).toEqual([]);
  });

  it('counts a whole prize as tainted when any match the champion won in it was against an absent opponent', () => {
    const signals = riskSignals(
      facts({
        matches: [
          match(1, { tournamentId: 10, opponentMovedByHand: false }),
          match(2, { tournamentId: 10, opponentId: 3 }),
          match(3, { tournamentId: 11, opponentId: 3, opponentMovedByHand: false }),
          match(4, { tournamentId: 12, opponentId: 4 }),
          // Lost to an absent opponent's timer: no prize of this user's came from it.
          match(5, { tournamentId: 13, opponentId: 5, won: false, opponentMovedByHand: false }),
        ],
        prizes: [
          { tournamentId: 10, tournamentName: 'Cup A', amount: 1800 },
          { tournamentId: 11, tournamentName: 'Cup B', amount: 450 },
          { tournamentId: 12, tournamentName: 'Cup C', amount: 9900 },
        ],
      }),
      NOW,
    );
    expect(signals).toEqual([
      {
        code: 'opponent_never_moved',
        detail: 'Won 22.50 coins in prizes from 2 tournaments (Cup A and Cup B) that include 2 matches in which bob and carol never moved by hand.',
        matches: [1, 3],
        users: [
          { id: 2, username: 'bob' },
          { id: 3, username: 'carol' },
        ],
      },
    ]);
  });

  it('flags 3 matches against one opponent within 7 days, one signal per opponent', () => {
    const recent = [match(1), match(2, { won: false }), match(3), match(4, { completedAt: daysAgo(8) }), match(5, { opponentId: 3 })];
    expect(riskSignals(facts({ matches: recent }), NOW)).toEqual([
      { code: 'repeat_opponent', detail: 'Played 3 matches against bob in the last 7 days (won 2).', matches: [1, 2, 3], users: [{ id: 2, username: 'bob' }] },
    ]);
    expect(codes(facts({ matches: recent.slice(1) }))).toEqual([]);
  });

  it('names an opponent behind a shared address and the matches against them', () => {
    const signals = riskSignals(facts({ matches: [match(7, { opponentId: 3 })], sharedAddresses: new Map([[3, 2]]) }), NOW);
    expect(signals).toEqual([
      {
        code: 'shared_address_with_opponent',
        detail: 'carol, an opponent in 1 match, logged in from 2 client addresses this user also used in the last 90 days.',
        matches: [7],
        users: [{ id: 3, username: 'carol' }],
      },
    ]);
  });

  it('lists the signals in a fixed order', () => {
    const all = facts({
      createdAt: hoursAgo(2),
      matches: [match(1, { opponentMovedByHand: false }), match(2), match(3)],
      prizes: [{ tournamentId: 1, tournamentName: 'Cup', amount: 100 }],
      sharedAddresses: new Map([[2, 1]]),
    });
    expect(codes(all)).toEqual(['new_account', 'opponent_never_moved', 'repeat_opponent', 'shared_address_with_opponent']);
  });
});
