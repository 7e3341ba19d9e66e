import { DomainError } from '../../../shared/errors/domain-error.js';
import { moveTimeoutChoices, moveTimeoutProblem, paceLabel, requireMoveTimeout } from './pace.js';

describe('pace', () => {
  it.each([
    [60, '1 min per move'],
    [300, '5 min per move'],
    [3600, '1 hour per move'],
    [86_400, '1 day per move'],
    [7200, '2 hours per move'],
    [172_800, '2 days per move'],
    [90, '90 s per move'],
    [3, '3 s per move'],
  ])('%i seconds read "%s"', (seconds, words) => {
    expect(paceLabel(seconds)).toBe(words);
  });

  it('offers the four clocks and the configured default', () => {
    expect(moveTimeoutChoices(60)).toEqual([60, 300, 3600, 86_400]);
    expect(moveTimeoutChoices(2)).toEqual([2, 60, 300, 3600, 86_400]);
  });

  it('takes the default when no clock is asked for, and any offered clock', () => {
    expect(requireMoveTimeout(undefined, 60)).toBe(60);
    expect(requireMoveTimeout(null, 45)).toBe(45);
    expect(requireMoveTimeout(86_400, 60)).toBe(86_400);
    expect(requireMoveTimeout(45, 45)).toBe(45);
  });

  it.each([[59], [0], [-60], [120], [86_401], [60.5]])('refuses %p seconds as a field error', (value) => {
    expect(moveTimeoutProblem(value, 60)).toBe('Choose one of: 60, 300, 3600, 86400 (seconds per move).');
    let caught: unknown;
    try {
      requireMoveTimeout(value, 60);
    } catch (error) {
      caught = error;
    }
    expect((caught as DomainError).options.fields).toEqual({
      move_timeout: ['Choose one of: 60, 300, 3600, 86400 (seconds per move).'],
    });
  });
});
