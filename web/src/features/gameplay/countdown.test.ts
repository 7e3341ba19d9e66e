import { describe, expect, it } from '@jest/globals';
import { clockWords, countdownTone, formatClock, graceSecondsLeft, secondsLeft } from './countdown';

describe('countdownTone', () => {
  it('is normal from 30 seconds up', () => {
    expect(countdownTone(60)).toBe('normal');
    expect(countdownTone(30)).toBe('normal');
  });

  it('turns yellow under 30 seconds', () => {
    expect(countdownTone(29)).toBe('warning');
    expect(countdownTone(10)).toBe('warning');
  });

  it('turns red (hurry) under 10 seconds', () => {
    expect(countdownTone(9)).toBe('hurry');
    expect(countdownTone(1)).toBe('hurry');
  });

  it('is expired at zero', () => {
    expect(countdownTone(0)).toBe('expired');
    expect(countdownTone(-3)).toBe('expired');
  });
});

describe('secondsLeft', () => {
  const now = Date.parse('2026-01-01T12:00:00.000Z');

  it('counts whole seconds to the deadline, rounded up', () => {
    expect(secondsLeft('2026-01-01T12:00:42.000Z', 0, now)).toBe(42);
    expect(secondsLeft('2026-01-01T12:00:00.200Z', 0, now)).toBe(1);
  });

  it("reads the deadline on the server's clock", () => {
    // The server is 5 s ahead of this device: 5 s fewer remain than the local clock suggests.
    expect(secondsLeft('2026-01-01T12:01:00.000Z', 5000, now)).toBe(55);
    // The device runs 3 s fast.
    expect(secondsLeft('2026-01-01T12:01:00.000Z', -3000, now)).toBe(63);
  });

  it('never goes below zero and is null without a deadline', () => {
    expect(secondsLeft('2026-01-01T11:59:00.000Z', 0, now)).toBe(0);
    expect(secondsLeft(null, 0, now)).toBeNull();
    expect(secondsLeft('not a date', 0, now)).toBeNull();
  });
});

describe('formatClock', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(3599)).toBe('59:59');
  });

  it('adds hours from an hour on: a daily clock reads 24:00:00', () => {
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(17_280)).toBe('4:48:00');
    expect(formatClock(86_400)).toBe('24:00:00');
  });
});

describe('graceSecondsLeft', () => {
  it('is what is left beyond the move timeout while the clock has not started', () => {
    expect(graceSecondsLeft(85, 60)).toBe(25);
    expect(graceSecondsLeft(61, 60)).toBe(1);
  });

  it('is 0 once the move clock runs, and without a deadline', () => {
    expect(graceSecondsLeft(60, 60)).toBe(0);
    expect(graceSecondsLeft(12, 60)).toBe(0);
    expect(graceSecondsLeft(null, 60)).toBe(0);
  });
});

describe('clockWords', () => {
  it('says one deadline through the start grace: "Your move: 1:29", and that the match is starting', () => {
    expect(clockWords(1, 89, 30)).toEqual({
      label: 'Your move · Game 1',
      status: 'Match starting · you can move now',
      timer: 'Your move: 1:29 left',
    });
  });

  it("says the tone's words once the grace is over", () => {
    expect(clockWords(2, 9, 0)).toEqual({
      label: 'Your move · Game 2',
      status: 'Hurry! Under 10 seconds',
      timer: 'Your move: 0:09 left',
    });
  });
});
