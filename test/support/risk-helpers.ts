import { CHOICES, type Choice } from '../../src/modules/gameplay/contracts/choices.js';
import { fairMove } from '../../src/modules/gameplay/domain/fairness.js';
import { decideGame } from '../../src/modules/gameplay/domain/rules.js';
import { ADULT_DATE_OF_BIRTH, GOOD_PASSWORD, uniqueName, type Player } from './api-client.js';
import type { TestApp } from './test-app.js';
import { escrowOf, fund, join } from './tournament-helpers.js';
import { eventually } from './eventually.js';
import { verifyEmailOf } from './email-verification.js';
import { fixtures } from './fixtures.js';

/**
 * Helpers for the withdrawal reviewer's risk signals. The app must run with TRUST_PROXY=true: every test client
 * connects from 127.0.0.1, and each player here comes from an address of its own through X-Forwarded-For.
 */
const from = (address: string) => ({ 'x-forwarded-for': address });

/** A player registered over HTTP from `address`, with `coins` deposited. */
export async function playerFrom(t: TestApp, address: string, prefix = 'risk', coins = '50.00'): Promise<Player> {
  const username = uniqueName(prefix);
  const body = {
    username,
    email: `${username}@example.com`,
    password: GOOD_PASSWORD,
    password2: GOOD_PASSWORD,
    date_of_birth: ADULT_DATE_OF_BIRTH,
  };
  const res = await t.api.post('/api/accounts/register', { body: body, headers: from(address) });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const player = {
    id: res.body.user.id,
    username,
    password: GOOD_PASSWORD,
    access: res.body.tokens.access,
    refresh: res.body.tokens.refresh,
  };
  await fund(t, player.id, coins);
  return player;
}

export async function logInFrom(t: TestApp, player: Player, address: string): Promise<void> {
  const res = await t.api.post('/api/accounts/login', {
    body: { username: player.username, password: player.password },
    headers: from(address),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
}

/** The choice that beats `choice`. */
function beating(choice: Choice): Choice {
  return CHOICES.find((c) => decideGame(c, choice).winner === 1) as Choice;
}

async function currentGame(t: TestApp, player: Player, matchId: number): Promise<{ id: number; is_complete: boolean }> {
  const res = await t.api.get('/api/matches/{id}/current_game', {
    params: { path: { id: matchId } },
    token: player.access,
  });
  if (res.status !== 200) throw new Error(`current game: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A two-player Blitz cup that `winner` wins and whose prize is paid. With `absent` the loser never moves: the
 * winner reads the timer's coming move from the game's seed (docs/fairness.md) and beats it, and the timer moves
 * for the loser at the deadline. Otherwise both move by hand at once. Answers the tournament's and the match's ids.
 */
export async function playDuel(t: TestApp, winner: Player, loser: Player, { absent = false, name = 'Risk Cup' } = {}) {
  const tournament = await fixtures(t).tournament({
    by: winner,
    name,
    max_players: 2,
    entry_fee: '10.00',
    game_mode: 'BLITZ',
  });
  const joined = await join(t, loser, tournament.id);
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
  const [match] = (
    await t.api.get('/api/tournaments/{id}/my_matches', {
      params: { path: { id: tournament.id } },
      token: winner.access,
    })
  ).body;
  const game = await currentGame(t, winner, match.id);
  const [{ fairness_seed: seed }] = await t.sql<{ fairness_seed: string }>(
    'SELECT fairness_seed FROM games WHERE id = $1',
    [game.id],
  );
  const theirs: Choice = absent ? fairMove(seed, game.id, loser.id) : 'SCISSORS';
  const mine = await t.api.post('/api/games/{id}/submit_choice', {
    params: { path: { id: game.id } },
    body: { choice: beating(theirs) },
    token: winner.access,
  });
  if (mine.status !== 200) throw new Error(`move failed: ${mine.status}`);
  if (!absent) {
    const res = await t.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: game.id } },
      body: { choice: theirs },
      token: loser.access,
    });
    if (res.status !== 200) throw new Error(`move failed: ${res.status}`);
  }
  await eventually(() => escrowOf(t, tournament.id), { until: (v) => v === 0, timeout: 30_000 });
  return { tournamentId: tournament.id as number, matchId: match.id as number };
}

/** A pending withdrawal of `amount` by `player`, answering its id. */
export async function withdraw(t: TestApp, player: Player, amount = '10.00'): Promise<number> {
  await verifyEmailOf(t, player);
  const res = await t.api.post('/api/economy/wallet/withdraw', {
    body: { amount, payment_details: `${player.username}@paypal.example` },
    token: player.access,
  });
  if (res.status !== 201) throw new Error(`withdraw failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.withdrawal.id;
}

export interface RiskSignalBody {
  code: string;
  detail: string;
  matches: number[];
  users: { id: number; username: string }[];
}

/** The admin list's row of one withdrawal (a plain list, or a page's results). */
export async function reviewRow(
  t: TestApp,
  admin: Player,
  withdrawalId: number,
): Promise<{ risk_signals: RiskSignalBody[] } & Record<string, unknown>> {
  const res = await t.api.get('/api/admin/withdrawals', {
    params: { query: { status: 'PENDING' } },
    token: admin.access,
  });
  if (res.status !== 200) throw new Error(`list failed: ${res.status}`);
  const rows: { id: number; risk_signals: RiskSignalBody[] }[] = Array.isArray(res.body) ? res.body : res.body.results;
  const row = rows.find((w) => w.id === withdrawalId);
  if (!row) throw new Error(`withdrawal ${withdrawalId} not in the list`);
  return row;
}
