import { planNotices } from './notices.js';

const CHOICE = /ROCK|PAPER|SCISSORS|SPOCK|LIZARD/;

describe(planNotices.name, () => {
  it.each(['DepositMade', 'DepositStarted', 'DepositExpired', 'DepositFailed', 'DepositTakenBack', 'DepositGivenBack'])(
    "tells the player's wallet of %s (a deposit's status shows on the wallet page)",
    (type) => {
      const plan = planNotices({ type, payload: { depositId: 3, userId: 7, amount: 1000 } });
      expect(plan.wallet).toEqual([7]);
    },
  );

  it('tells both players of a match start, its seat holders and nobody of a choice', () => {
    const plan = planNotices({
      type: 'MatchStarted',
      payload: { matchId: 5, tournamentId: 2, roundNumber: 1, matchNumber: 1, player1Id: 7, player2Id: 9 },
    });
    expect(plan).toEqual({
      match: { matchId: 5, tournamentId: 2, reason: 'started', players: [7, 9] },
      tournament: null,
      publicList: false,
      wallet: [],
    });
  });

  it("tells both players of a rematch offer on the old match's page, and nobody of a challenge by link", () => {
    const payload = { challengeId: 'c', tournamentId: 8, creatorId: 7, opponentId: 9, entryFee: 500 };
    expect(planNotices({ type: 'ChallengeCreated', payload: { ...payload, rematchOfMatchId: 5 } }).match).toEqual({
      matchId: 5,
      tournamentId: 8,
      reason: 'rematch_offered',
      players: [7, 9],
    });
    expect(
      planNotices({ type: 'ChallengeClosed', payload: { ...payload, status: 'EXPIRED', rematchOfMatchId: 5 } }).match,
    ).toMatchObject({ matchId: 5, reason: 'rematch_closed' });
    expect(planNotices({ type: 'ChallengeCreated', payload: { ...payload, rematchOfMatchId: null } }).match).toBeNull();
  });

  it('names only the mover of a move (the opponent is looked up), and never the choice', () => {
    const plan = planNotices({
      type: 'MoveSubmitted',
      payload: { matchId: 5, tournamentId: 2, gameId: 11, userId: 7 },
    });
    expect(plan.match).toEqual({ matchId: 5, tournamentId: 2, reason: 'move_made', players: [] });
    const completed = planNotices({
      type: 'GameCompleted',
      payload: { matchId: 5, tournamentId: 2, player1Choice: 'ROCK', player2Choice: 'PAPER' },
    });
    expect(JSON.stringify(completed)).not.toMatch(CHOICE);
  });

  it("tells a practice match's player of its games (no tournament), and no tournament's seats", () => {
    for (const type of ['MoveSubmitted', 'GameCompleted']) {
      const plan = planNotices({ type, payload: { matchId: 5, tournamentId: null, gameId: 11, userId: 7 } });
      expect(plan.match).toEqual({ matchId: 5, tournamentId: null, reason: expect.any(String), players: [] });
      expect(plan.tournament).toBeNull();
    }
    // A payload that names no tournament at all is not a match's.
    expect(planNotices({ type: 'MoveSubmitted', payload: { matchId: 5, gameId: 11, userId: 7 } }).match).toBeNull();
  });

  it("gives a leave a seat_freed notice for the leaver and the seats, the public list and the leaver's wallet", () => {
    const plan = planNotices({
      type: 'PlayerLeftTournament',
      payload: { tournamentId: 2, userId: 7, currentPlayers: 1, refund: 1000 },
    });
    expect(plan).toEqual({
      match: null,
      tournament: { tournamentId: 2, reason: 'seat_freed', seats: [7] },
      publicList: true,
      wallet: [7],
    });
  });

  it('refunds reach every refunded wallet on a cancellation', () => {
    const plan = planNotices({
      type: 'TournamentCancelled',
      payload: { tournamentId: 2, reason: 'fill_deadline', refundedUserIds: [3, 4] },
    });
    expect(plan.wallet).toEqual([3, 4]);
    expect(plan.tournament).toEqual({ tournamentId: 2, reason: 'cancelled', seats: [3, 4] });
    expect(plan.publicList).toBe(true);
  });

  it('says nothing to the seat holders of a single match ending: a round advancing is their notice', () => {
    expect(
      planNotices({ type: 'MatchCompleted', payload: { matchId: 5, tournamentId: 2, winnerId: 7, loserId: 9 } })
        .tournament,
    ).toBeNull();
    expect(
      planNotices({ type: 'TournamentRoundAdvanced', payload: { tournamentId: 2, finishedRound: 1, currentRound: 2 } })
        .tournament,
    ).toEqual({
      tournamentId: 2,
      reason: 'round_advanced',
      seats: [],
    });
  });

  it('ignores events it does not know and malformed ids', () => {
    expect(planNotices({ type: 'UserLoggedIn', payload: { userId: 1 } })).toEqual({
      match: null,
      tournament: null,
      publicList: false,
      wallet: [],
    });
    expect(planNotices({ type: 'MatchStarted', payload: { matchId: '5', tournamentId: 2 } }).match).toBeNull();
  });
});
