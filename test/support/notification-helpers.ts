import type { Player } from './api-client.js';
import { eventually } from './eventually.js';
import { join } from './tournament-helpers.js';
import type { TestApp } from './test-app.js';
import { fixtures } from './fixtures.js';

export interface Notice {
  id: number;
  kind: string;
  title: string;
  text: string;
  link: string;
  amount: string | null;
  created_at: string;
  read: boolean;
  read_at: string | null;
}

export interface InboxPage {
  count: number;
  next: string | null;
  previous: string | null;
  unread: number;
  results: Notice[];
}

export async function inbox(
  t: TestApp,
  player: Player,
  query: { page?: number; page_size?: number } = {},
): Promise<InboxPage> {
  const res = await t.api.get('/api/notifications', { params: { query }, token: player.access });
  if (res.status !== 200) throw new Error(`inbox: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Waits until the player's inbox holds a notification of `kind` (the relay posts them after the commit). */
export async function noticeOf(t: TestApp, player: Player, kind: string, count = 1): Promise<Notice[]> {
  const page = await eventually(() => inbox(t, player, { page_size: 100 }), {
    until: (p) => p.results.filter((n) => n.kind === kind).length >= count,
    what: `${count} ${kind} notification(s) for ${player.username}`,
  });
  return page.results.filter((n) => n.kind === kind);
}

/** Plays a started match to its end, `winner` beating `loser` with Rock against Scissors. */
export async function winMatch(t: TestApp, winner: Player, loser: Player, matchId: number): Promise<void> {
  for (;;) {
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: matchId } }, token: winner.access })
    ).body;
    if (!game || game.is_complete !== false) return;
    const mine = await t.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: game.id } },
      body: { choice: 'ROCK' },
      token: winner.access,
    });
    if (mine.status !== 200) throw new Error(`move: ${mine.status} ${JSON.stringify(mine.body)}`);
    const theirs = await t.api.post('/api/games/{id}/submit_choice', {
      params: { path: { id: game.id } },
      body: { choice: 'SCISSORS' },
      token: loser.access,
    });
    if (theirs.status !== 200) throw new Error(`move: ${theirs.status} ${JSON.stringify(theirs.body)}`);
    const match = (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: winner.access }))
      .body;
    if (match.is_complete) return;
  }
}

/** The player's match in the given round, once it is seated. */
export async function matchOf(t: TestApp, player: Player, tournamentId: number, round: number): Promise<number> {
  const mine = await eventually(
    async () =>
      (
        await t.api.get('/api/tournaments/{id}/my_matches', {
          params: { path: { id: tournamentId } },
          token: player.access,
        })
      ).body as MatchRow[],
    { until: (rows) => rows.some((m) => m.round_number === round && m.status === 'IN_PROGRESS') },
  );
  return mine.find((m) => m.round_number === round)!.id;
}

interface MatchRow {
  id: number;
  round_number: number;
  status: string;
}

/** A 2-player BLITZ final between two funded players, started (the second seat starts it). */
export async function startedDuel(t: TestApp, name = 'Duel Cup') {
  const a = await fixtures(t).player({ funds: '100.00', name: 'na' });
  const b = await fixtures(t).player({ funds: '100.00', name: 'nb' });
  const tournament = await fixtures(t).tournament({
    by: a,
    name,
    max_players: 2,
    game_mode: 'BLITZ',
    entry_fee: '10.00',
  });
  const joined = await join(t, b, tournament.id);
  if (joined.status !== 200) throw new Error(`join: ${joined.status}`);
  const matchId = await matchOf(t, a, tournament.id, 1);
  return { a, b, tournamentId: tournament.id as number, matchId };
}
