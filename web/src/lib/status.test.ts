import { describe, expect, it } from '@jest/globals';
import { tournamentStatusWords } from './status';

describe("a tournament's status words", () => {
  it("say the server's words, and 'Checking in' while a full table checks in", () => {
    expect(tournamentStatusWords({ status_display: 'Waiting for Players', check_in_ends_at: null })).toBe(
      'Waiting for Players',
    );
    expect(tournamentStatusWords({ status_display: 'In Progress' })).toBe('In Progress');
    expect(
      tournamentStatusWords({ status_display: 'Waiting for Players', check_in_ends_at: '2026-11-28T09:00:00.000Z' }),
    ).toBe('Checking in');
  });
});
