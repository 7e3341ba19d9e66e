import type { BodyOf, Player } from './api-client.js';
import { fixtures } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** Puts coins in a wallet as a deposit would (fixtures' `fund`). */
export function fund(t: TestApp, userId: number, amount: string): Promise<void> {
  return fixtures(t).fund({ id: userId }, amount);
}

export function balanceOf(t: TestApp, userId: number): Promise<number> {
  return fixtures(t).balanceOf({ id: userId });
}

export function escrowOf(t: TestApp, tournamentId: number): Promise<number> {
  return fixtures(t).escrowOf({ id: tournamentId });
}

export function countRows(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return fixtures(t).count(table, where, params);
}

export function entriesWithKey(t: TestApp, pattern: string): Promise<{ idempotency_key: string; type: string }[]> {
  return fixtures(t).ledgerEntriesLike(pattern);
}

export function eventsOf(
  t: TestApp,
  type: string,
  tournamentId: number,
): Promise<{ payload: Record<string, unknown>; user_id: number | null }[]> {
  return fixtures(t).tournamentEvents(type, { id: tournamentId });
}

/** What a test may leave out of a new tournament: each field has a default below (the generated body type). */
export type TournamentInput = Partial<BodyOf<'/api/tournaments', 'post'>>;

/** The sizes a tournament may have (2 to 256 seats, powers of two). */
export type MaxPlayers = NonNullable<TournamentInput['max_players']>;

export async function join(t: TestApp, player: Player, tournamentId: number) {
  return t.api.post('/api/tournaments/{id}/join', { params: { path: { id: tournamentId } }, token: player.access });
}

/** A match as /my_matches/ and the bracket answer it, as far as the scripted play reads it. */
export interface MatchBody {
  id: number;
  round_number: number;
  match_number: number;
  status: string;
  player1: number | null;
  player2: number | null;
  winner: number | null;
  is_third_place: boolean;
}

/**
 * Every player moves in their open matches, player 1 of each match winning (rock beats scissors), until `done`
 * holds; `skip` leaves the matches it names unplayed.
 */
export async function playScripted(
  t: TestApp,
  tournamentId: number,
  players: Player[],
  done: () => Promise<boolean>,
  skip: (match: MatchBody) => boolean = () => false,
): Promise<void> {
  for (let step = 0; step < 300; step++) {
    if (await done()) return;
    let moved = false;
    for (const player of players) {
      const mine = (
        await t.api.get('/api/tournaments/{id}/my_matches', {
          params: { path: { id: tournamentId } },
          token: player.access,
        })
      ).body as MatchBody[];
      for (const match of mine.filter((m) => m.status === 'IN_PROGRESS' && !skip(m))) {
        const game = await t.api.get('/api/matches/{id}/current_game', {
          params: { path: { id: match.id } },
          token: player.access,
        });
        if (game.status !== 200 || game.body.my_submitted) continue;
        const choice = match.player1 === player.id ? 'ROCK' : 'SCISSORS';
        expect(
          (
            await t.api.post('/api/games/{id}/submit_choice', {
              params: { path: { id: game.body.id } },
              body: { choice },
              token: player.access,
            })
          ).status,
        ).toBe(200);
        moved = true;
      }
    }
    // Nothing to play: the relay is still seating winners in the next round.
    if (!moved) await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`tournament ${tournamentId} did not get there`);
}

/** Plays every match by the script of `playScripted` until the tournament is COMPLETED. */
export function playToCompletion(t: TestApp, tournamentId: number, players: Player[]): Promise<void> {
  return playScripted(
    t,
    tournamentId,
    players,
    async () =>
      (await t.api.get('/api/tournaments/{id}', { params: { path: { id: tournamentId } }, token: players[0].access }))
        .body.status === 'COMPLETED',
  );
}
