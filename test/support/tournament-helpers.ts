import { randomUUID } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EnsureAdmin } from '../../src/modules/identity/contracts/ensure-admin.command.js';
import { GetWalletBalance } from '../../src/modules/ledger/contracts/ledger.queries.js';
import { PostTransfer } from '../../src/modules/ledger/contracts/post-transfer.command.js';
import { system, wallet } from '../../src/modules/ledger/contracts/ledger.types.js';
import { negateCents, parseCents } from '../../src/shared/money/money.js';
import { registerPlayer, type Player } from './api-client.js';
import type { TestApp } from './test-app.js';
import { newTotpSecret, signInWithTotp } from './two-factor.js';

/** Puts coins in a wallet as a deposit would: from cash in, through the ledger's one command. */
export async function fund(t: TestApp, userId: number, amount: string): Promise<void> {
  const cents = parseCents(amount);
  if (cents === null || cents <= 0) throw new Error(`bad amount ${amount}`);
  await t.app.get(CommandBus).execute(
    new PostTransfer(`test-deposit:${randomUUID()}`, 'DEPOSIT', 'Test deposit', [
      { account: system('CASH_IN'), amount: negateCents(cents) },
      { account: wallet(userId), amount: cents },
    ]),
  );
}

/** A registered player with `coins` in their wallet. */
export async function fundedPlayer(t: TestApp, coins = '100.00', prefix = 'tp'): Promise<Player> {
  const player = await registerPlayer(t.api, prefix);
  if (parseCents(coins)) await fund(t, player.id, coins);
  return player;
}

export async function balanceOf(t: TestApp, userId: number): Promise<number> {
  return t.app.get(QueryBus).execute(new GetWalletBalance(userId));
}

export async function escrowOf(t: TestApp, tournamentId: number): Promise<number> {
  const rows = await t.sql<{ balance: string }>(
    "SELECT balance FROM ledger_accounts WHERE kind = 'ESCROW' AND tournament_id = $1",
    [tournamentId],
  );
  return rows.length ? Number(rows[0].balance) : 0;
}

export async function countRows(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params);
  return Number(row.n);
}

export async function entriesWithKey(
  t: TestApp,
  pattern: string,
): Promise<{ idempotency_key: string; type: string }[]> {
  return t.sql('SELECT idempotency_key, type FROM ledger_entries WHERE idempotency_key LIKE $1 ORDER BY id', [pattern]);
}

export async function eventsOf(
  t: TestApp,
  type: string,
  tournamentId: number,
): Promise<{ payload: Record<string, unknown>; user_id: number | null }[]> {
  return t.sql(
    "SELECT payload, user_id FROM domain_events WHERE type = $1 AND aggregate_type = 'tournament' AND aggregate_id = $2 ORDER BY id",
    [type, String(tournamentId)],
  );
}

export interface TournamentInput {
  name?: string;
  description?: string;
  entry_fee?: string | number;
  max_players?: number;
  game_mode?: 'BLITZ' | 'CLASSIC';
  /** Whole percents by place (issue 32 §3); the server's default is [100]. */
  payouts?: number[];
  /** Seconds per move (issue 32 §4); the server's default is MOVE_TIMEOUT_SECONDS. */
  move_timeout?: number;
}

export async function createTournament(t: TestApp, creator: Player, input: TournamentInput = {}) {
  const response = await t.api.post(
    '/tournaments/',
    { name: 'Test Cup', entry_fee: '10.00', max_players: 4, game_mode: 'BLITZ', ...input },
    creator.access,
  );
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function join(t: TestApp, player: Player, tournamentId: number) {
  return t.api.post(`/tournaments/${tournamentId}/join/`, {}, player.access);
}

/**
 * An admin account logged in over HTTP. It has two-factor on (as ADMIN_TOTP_SECRET enrols the configured
 * admin): admin routes refuse an admin without it. `totpSecret` makes its codes (test/support/two-factor.ts).
 * The server takes each 30 s code once, so one admin signs in twice at once (here, then one browser sign-in) and a
 * third time only after the next step: a browser test that signs an admin in again takes a new admin instead.
 */
export async function adminPlayer(t: TestApp): Promise<Player> {
  const username = `admin_${randomUUID().slice(0, 8)}`;
  const password = 'Admin-Pass-12345';
  const totpSecret = newTotpSecret();
  const { userId } = await t.app
    .get(CommandBus)
    .execute(new EnsureAdmin({ username, password, email: `${username}@example.com`, totpSecret }));
  const tokens = await signInWithTotp(t.api, { username, password }, totpSecret);
  return { id: userId, username, password, access: tokens.access, refresh: tokens.refresh, totpSecret };
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
      const mine = (await t.api.get<MatchBody[]>(`/tournaments/${tournamentId}/my_matches/`, player.access)).body;
      for (const match of mine.filter((m) => m.status === 'IN_PROGRESS' && !skip(m))) {
        const game = await t.api.get(`/matches/${match.id}/current_game/`, player.access);
        if (game.status !== 200 || game.body.my_submitted) continue;
        const choice = match.player1 === player.id ? 'ROCK' : 'SCISSORS';
        expect((await t.api.post(`/games/${game.body.id}/submit_choice/`, { choice }, player.access)).status).toBe(200);
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
    async () => (await t.api.get(`/tournaments/${tournamentId}/`, players[0].access)).body.status === 'COMPLETED',
  );
}
