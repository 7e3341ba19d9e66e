import { DomainError } from '../../../shared/errors/domain-error.js';
import { Tournament } from './tournament.entity.js';

const make = (maxPlayers = 4, rakePercent = 0) =>
  new Tournament({ name: 'Cup', description: '', entryFee: 1000, maxPlayers, gameMode: 'CLASSIC', createdBy: 1, rakePercent });

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

  it('refuses a size that is not a power of two from 2 to 256', () => {
    expect(() => make(6)).toThrow();
    expect(() => make(512)).toThrow();
  });

  it('admits until full, answering true for the last seat, then refuses', () => {
    const t = make(2);
    expect(t.admit()).toBe(false);
    expect(t.admit()).toBe(true);
    expect(refusal(() => t.admit())).toBe('tournament_full');
  });

  it('starts only when full, then takes no one', () => {
    const t = make(2);
    t.admit();
    expect(() => t.start()).toThrow();
    t.admit();
    t.start();
    expect(t.status).toBe('ACTIVE');
    expect(t.currentRound).toBe(1);
    expect(t.startedAt).toBeInstanceOf(Date);
    expect(refusal(() => t.admit())).toBe('tournament_not_open');
    expect(refusal(() => t.cancel())).toBe('tournament_not_cancellable');
  });

  it('moves the current round on and completes with a winner', () => {
    const t = make(8);
    for (let i = 0; i < 8; i++) t.admit();
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
    expect(refusal(() => t.admit())).toBe('tournament_not_open');
  });
});
