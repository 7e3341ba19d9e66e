import { describe, expect, it } from '@jest/globals';
import { tournamentStatusWords } from './status';

describe("a tournament's status words", () => {
  it("name the status from its code, and say 'Checking in' while a full table checks in", () => {
    expect(
      tournamentStatusWords({ status: 'PENDING', status_display: 'Waiting for Players', check_in_ends_at: null }),
    ).toBe('Waiting for Players');
    expect(tournamentStatusWords({ status: 'ACTIVE', status_display: 'In Progress' })).toBe('In Progress');
    expect(
      tournamentStatusWords({
        status: 'PENDING',
        status_display: 'Waiting for Players',
        check_in_ends_at: '2026-11-28T09:00:00.000Z',
      }),
    ).toBe('Checking in');
    // A status this client does not know (a newer server) keeps the server's words.
    expect(tournamentStatusWords({ status: 'PAUSED', status_display: 'Paused' })).toBe('Paused');
  });
});
