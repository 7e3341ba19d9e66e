import { DomainError } from '../../../shared/errors/domain-error.js';
import { cents } from '../../../shared/money/money.js';
import { Tournament } from './tournament.entity.js';

const CREATED = new Date('2026-11-24T00:00:00Z');
/** A moment well inside the hour registration stays open in these specs. */
const NOW = new Date('2026-11-24T00:30:00Z');

const make = (maxPlayers = 4, rakePercent = 0, payouts?: number[]) =>
  new Tournament({
    name: 'Cup',
    description: '',
    entryFee: cents(1000),
    maxPlayers,
    gameMode: 'CLASSIC',
    moveTimeout: 60,
    payouts,
    createdBy: 1,
    rakePercent,
    fillDeadlineSeconds: 3600,
    now: CREATED,
  });

function refusal(work: () => void): string {
  try {
    work();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('not refused');
}

describe('Tournament', () => {
  it('derives rounds and the prize split at creation', () => {
    const t = make(8, 10);
    expect(t.totalRounds).toBe(3);
    expect(t.prizePool).toBe(7200);
    expect(t.rake).toBe(800);
    expect(t.status).toBe('PENDING');
    expect(t.currentRound).toBe(0);
  });

  it('pays the winner all unless told, and shares the pool by place to the cent', () => {
    expect(make(8).payouts).toEqual([100]);
    expect(make(8).hasThirdPlaceMatch).toBe(false);
    const podium = make(8, 7, [50, 30, 20]);
    expect(podium.hasThirdPlaceMatch).toBe(true);
    // 80.00 less 7%: 74.40 shared 37.20, 22.32, 14.88.
    expect(podium.prizes.map((p) => p.amount)).toEqual([3720, 2232, 1488]);
  });

  it('refuses a table the seats are too few for, as a field error', () => {
    expect(refusal(() => make(2, 0, [70, 30]))).toBe('invalid_payouts');
    expect(refusal(() => make(4, 0, [50, 30, 20]))).toBe('invalid_payouts');
    expect(make(4, 0, [70, 30]).payouts).toEqual([70, 30]);
  });

  it('refuses a size that is not a power of two from 2 to 256', () => {
    expect(() => make(6)).toThrow();
    expect(() => make(512)).toThrow();
  });

  it('admits until full, answering true for the last seat, then refuses', () => {
    const t = make(2);
    expect(t.admit(NOW)).toBe(false);
    expect(t.admit(NOW)).toBe(true);
    expect(refusal(() => t.admit(NOW))).toBe('tournament_full');
  });

  it('starts only when full, then takes no one', () => {
    const t = make(2);
    t.admit(NOW);
    expect(() => t.start()).toThrow();
    t.admit(NOW);
    t.start();
    expect(t.status).toBe('ACTIVE');
    expect(t.currentRound).toBe(1);
    expect(t.startedAt).toBeInstanceOf(Date);
    expect(refusal(() => t.admit(NOW))).toBe('tournament_not_open');
    expect(refusal(() => t.cancel())).toBe('tournament_not_cancellable');
  });

  it('moves the current round on and completes with a winner', () => {
    const t = make(8);
    for (let i = 0; i < 8; i++) t.admit(NOW);
    t.start();
    t.finishRound(1);
    expect(t.currentRound).toBe(2);
    t.finishRound(1);
    expect(t.currentRound).toBe(2);
    t.complete(42);
    expect(t).toMatchObject({ status: 'COMPLETED', winnerId: 42, currentRound: 3 });
    expect(() => t.complete(43)).toThrow();
  });

  it('may be cancelled while pending, by its creator or an admin only', () => {
    const t = make();
    expect(t.mayBeCancelledBy(1, false)).toBe(true);
    expect(t.mayBeCancelledBy(2, false)).toBe(false);
    expect(t.mayBeCancelledBy(2, true)).toBe(true);
    t.cancel();
    expect(t.status).toBe('CANCELLED');
    expect(refusal(() => t.cancel())).toBe('tournament_not_cancellable');
    expect(refusal(() => t.admit(NOW))).toBe('tournament_not_open');
  });

  it('closes registration at its fill deadline, on the clock it is given', () => {
    const t = make(4);
    expect(t.registrationClosesAt.toISOString()).toBe('2026-11-24T01:00:00.000Z');
    expect(t.isRegistrationOpen(new Date('2026-11-24T00:59:59.999Z'))).toBe(true);
    expect(refusal(() => t.admit(new Date('2026-11-24T01:00:00.000Z')))).toBe('registration_closed');
    expect(t.currentPlayers).toBe(0);
  });

  it('gives seats back until the last one, which empties it; never once it has started', () => {
    const t = make(4);
    t.admit(NOW);
    t.admit(NOW);
    expect(t.release()).toBe(false);
    expect(t.release()).toBe(true);
    expect(t.currentPlayers).toBe(0);
    const full = make(2);
    full.admit(NOW);
    full.admit(NOW);
    full.start();
    expect(refusal(() => full.release())).toBe('tournament_not_pending');
  });
});
