import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import type { ApiResponse, Player } from '../support/api-client.js';
import {
  balanceOf,
  countRows,
  entriesWithKey,
  escrowOf,
  eventsOf,
  fund,
  join,
  type MaxPlayers,
} from '../support/tournament-helpers.js';
import { Bracket } from '../../src/modules/tournaments/domain/bracket-engine.js';
import { CreateTournament } from '../../src/modules/tournaments/commands/create-tournament.command.js';
import { JoinTournament } from '../../src/modules/tournaments/commands/join-tournament.command.js';
import { GetTournament } from '../../src/modules/tournaments/queries/get-tournament.query.js';
import { GetPlayerMatches, GetTournamentMatches } from '../../src/modules/gameplay/contracts/gameplay.queries.js';
import { SubmitMove } from '../../src/modules/gameplay/commands/submit-move.command.js';
import { GetTrialBalance } from '../../src/modules/ledger/contracts/ledger.queries.js';
import { cents } from '../../src/shared/money/money.js';
import { eventually } from '../support/eventually.js';
import { settleOutbox } from '../support/ledger-helpers.js';
import { usernameSkeleton } from '../../src/modules/identity/domain/username-skeleton.js';
import { fixtures } from '../support/fixtures.js';

type Choice = 'ROCK' | 'PAPER' | 'SCISSORS';

/**
 * Player 1 of every match wins the odd games (rock beats scissors) and player 2 the even ones (paper beats
 * rock): a best of 1 goes 1-0 and a best of 3 goes 2-1, always to player 1, so the outcome is known in advance.
 */
function scriptedChoice(slot: 1 | 2, gameNumber: number): Choice {
  if (slot === 1) return 'ROCK';
  return gameNumber % 2 === 1 ? 'SCISSORS' : 'PAPER';
}

/** Moves the open games' deadlines into the past on the database's clock, as if their time had run out. */
async function moveDeadlinesPast(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE games SET player1_deadline = least(player1_deadline, clock_timestamp()),
                        player2_deadline = least(player2_deadline, clock_timestamp())
        WHERE status = 'IN_PROGRESS'`,
    );
  } finally {
    await client.end();
  }
}

/** Runs bus calls the way a request does: with an identity map of their own. */
function inContext<T>(t: TestApp, work: () => Promise<T>): Promise<T> {
  return RequestContext.create(t.orm.em, work);
}

/** A finished match as the tournament history answers it. */
interface HistoryMatch {
  status: string;
  winner: number | null;
  player1: number | null;
  games: { game_number: number }[];
}

interface TournamentBody {
  id: number;
  status: string;
  prize_pool: string;
  total_rounds: number;
  winner: number | null;
  winner_username: string | null;
  participants: { id: number; username: string; placement: number | null; seed: number | null }[];
}

/** Where the tournament stands for its players: over, or the moves each of them owes now (maybe none). */
async function lookAtMatches(t: TestApp, tournamentId: number, players: Player[]) {
  const view = (await t.api.get('/api/tournaments/{id}', {
    params: { path: { id: tournamentId } },
    token: players[0].access,
  })) as ApiResponse<TournamentBody>;
  const due: { player: Player; gameId: number; gameNumber: number; slot: 1 | 2 }[] = [];
  if (view.body.status === 'COMPLETED') return { completed: true, due };
  for (const player of players) {
    const mine = await t.api.get('/api/tournaments/{id}/my_matches', {
      params: { path: { id: tournamentId } },
      token: player.access,
    });
    expect(mine.status).toBe(200);
    for (const match of mine.body.filter((m: { status: string }) => m.status === 'IN_PROGRESS')) {
      const game = await t.api.get('/api/matches/{id}/current_game', {
        params: { path: { id: match.id } },
        token: player.access,
      });
      if (game.status !== 200 || game.body.my_submitted || game.body.is_complete) continue;
      due.push({
        player,
        gameId: game.body.id,
        gameNumber: game.body.game_number,
        slot: match.player1 === player.id ? 1 : 2,
      });
    }
  }
  return { completed: false, due };
}

/** Every player looks at their matches and submits the scripted move over HTTP until the tournament ends. */
async function playOverHttp(t: TestApp, tournamentId: number, players: Player[]): Promise<{ submits: number }> {
  let submits = 0;
  for (let step = 0; step < 400; step++) {
    // Between rounds nothing is due while the relay seats the winners in the next round: wait until it has.
    const now = await eventually(() => lookAtMatches(t, tournamentId, players), {
      until: (seen) => seen.completed || seen.due.length > 0,
      interval: 50,
      timeout: 30_000,
      what: `a move due in tournament ${tournamentId}, or its end`,
    });
    if (now.completed) return { submits };
    for (const { player, gameId, gameNumber, slot } of now.due) {
      const res = await t.api.post('/api/games/{id}/submit_choice', {
        params: { path: { id: gameId } },
        body: { choice: scriptedChoice(slot, gameNumber) },
        token: player.access,
      });
      expect([res.status, res.body]).toEqual([200, expect.anything()]);
      submits++;
    }
  }
  throw new Error(`tournament ${tournamentId} did not complete`);
}

/** The placements the engine predicts when player 1 wins every match. */
function expectedPlacements(seeding: number[]): Map<number, number> {
  const bracket = Bracket.seeded(seeding);
  while (!bracket.isComplete) {
    for (const match of bracket.playable())
      bracket.complete(match.roundNumber, match.matchNumber, match.player1 as number);
  }
  return bracket.placements;
}

const seedingOf = (body: TournamentBody) =>
  [...body.participants].sort((a, b) => (a.seed as number) - (b.seed as number)).map((p) => p.id);

async function trialBalanceTotal(t: TestApp): Promise<string> {
  const admin = await fixtures(t).admin();
  const res = await t.api.get('/api/admin/ledger/trial_balance', { token: admin.access });
  expect(res.status).toBe(200);
  return res.body.total;
}

describe('Full tournaments', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  /** Creates, fills and plays a tournament over HTTP, then checks money, standings, history and stats. */
  async function playFull(
    app: TestApp,
    size: MaxPlayers,
    gameMode: 'BLITZ' | 'CLASSIC',
    fee: string,
    rakePercent: number,
  ) {
    const t = app;
    const players: Player[] = [];
    for (let i = 0; i < size; i++) players.push(await fixtures(t).player({ funds: '100.00', name: 'full' }));
    const tournament = await fixtures(t).tournament({
      by: players[0],
      name: `Full ${size}`,
      max_players: size,
      entry_fee: fee,
      game_mode: gameMode,
    });
    for (const player of players.slice(1)) expect((await join(t, player, tournament.id)).status).toBe(200);

    const feeCents = Math.round(Number(fee) * 100);
    const gross = feeCents * size;
    const rake = Math.floor((gross * rakePercent) / 100);
    const prize = gross - rake;
    expect(tournament.prize_pool).toBe((prize / 100).toFixed(2));
    expect(await escrowOf(t, tournament.id)).toBe(gross);
    for (const p of players) expect(await balanceOf(t, p.id)).toBe(10_000 - feeCents);

    const { submits } = await playOverHttp(t, tournament.id, players);
    const gamesPerMatch = gameMode === 'BLITZ' ? 1 : 3;
    expect(submits).toBe((size - 1) * gamesPerMatch * 2);

    // The prize listener runs after the final's listener: wait for the money, then check everything.
    await eventually(() => escrowOf(t, tournament.id), { until: (v) => v === 0 });
    const final = (
      await t.api.get('/api/tournaments/{id}', { params: { path: { id: tournament.id } }, token: players[0].access })
    ).body as TournamentBody;
    const seeding = seedingOf(final);
    const placements = expectedPlacements(seeding);
    const championId = seeding[0];
    expect(final).toMatchObject({
      status: 'COMPLETED',
      winner: championId,
      current_round: Math.log2(size),
      can_join: false,
    });
    expect(new Map(final.participants.map((p) => [p.id, p.placement]))).toEqual(placements);
    expect(final.participants.map((p) => p.placement)).toEqual(
      [...final.participants.map((p) => p.placement)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );

    for (const p of players)
      expect(await balanceOf(t, p.id)).toBe(10_000 - feeCents + (p.id === championId ? prize : 0));
    expect(await entriesWithKey(t, `prize:${tournament.id}`)).toEqual([
      { idempotency_key: `prize:${tournament.id}`, type: 'TOURNAMENT_WIN' },
    ]);
    expect((await eventsOf(t, 'PrizePaid', tournament.id)).map((e) => e.payload)).toEqual([
      { tournamentId: tournament.id, userId: championId, amount: prize, place: 1 },
    ]);
    expect(await eventsOf(t, 'TournamentCompleted', tournament.id)).toHaveLength(1);

    const history = await t.api.get('/api/tournaments/{id}/history', {
      params: { path: { id: tournament.id } },
      token: players[1].access,
    });
    expect(history.status).toBe(200);
    expect(history.body).toMatchObject({
      name: `Full ${size}`,
      status: 'COMPLETED',
      entry_fee: (feeCents / 100).toFixed(2),
      prize_pool: (prize / 100).toFixed(2),
      participant_count: size,
      winner_username: players.find((p) => p.id === championId)?.username,
    });
    expect(history.body.participants.map((p: { placement: number }) => p.placement)).toEqual(
      [...placements.values()].sort((a, b) => a - b),
    );
    expect(history.body.rounds).toHaveLength(Math.log2(size));
    expect(history.body.rounds[history.body.rounds.length - 1].round_name).toBe('Final');
    for (const [index, round] of (
      history.body.rounds as { round_number: number; matches: HistoryMatch[] }[]
    ).entries()) {
      expect(round.round_number).toBe(index + 1);
      expect(round.matches).toHaveLength(size / 2 ** (index + 1));
      for (const match of round.matches) {
        expect(match.status).toBe('COMPLETED');
        expect(match.winner).toBe(match.player1);
        expect(match.games.map((g: { game_number: number }) => g.game_number)).toEqual(
          gameMode === 'BLITZ' ? [1] : [1, 2, 3],
        );
        for (const game of match.games) {
          expect(game).toMatchObject({
            player1_choice: 'ROCK',
            player2_choice: scriptedChoice(2, game.game_number),
            result_description: expect.any(String),
            completed_at: expect.any(String),
          });
        }
      }
    }

    const leaderboard = await t.api.get('/api/accounts/leaderboard', {
      params: { query: { sort_by: 'money_won' } },
      token: players[0].access,
    });
    const rows = new Map<number, { wins: number; losses: number; money_won: string }>(
      (leaderboard.body.results ?? leaderboard.body).map((r: { id: number }) => [r.id, r]),
    );
    const rounds = Math.log2(size);
    for (const p of players) {
      const placement = placements.get(p.id) as number;
      // A player placed 2^(R-r)+1 lost in round r, having won r - 1 matches; the champion won all R.
      const won = p.id === championId ? rounds : rounds - Math.log2(placement - 1) - 1;
      const profile = await t.api.get('/api/accounts/profile', { token: p.access });
      expect([p.id, profile.body.wins, profile.body.losses]).toEqual([p.id, won, p.id === championId ? 0 : 1]);
      expect(rows.get(p.id)).toMatchObject({ wins: won, losses: p.id === championId ? 0 : 1 });
      expect(rows.get(p.id)?.money_won).toBe(p.id === championId ? (prize / 100).toFixed(2) : '0.00');
    }
    return { tournament, championId, rake };
  }

  it('plays a 2-player CLASSIC tournament to the end over HTTP', async () => {
    await playFull(t, 2, 'CLASSIC', '10.00', 0);
    expect(await trialBalanceTotal(t)).toBe('0.00');
  });

  it('plays an 8-player BLITZ tournament to the end over HTTP', async () => {
    await playFull(t, 8, 'BLITZ', '2.50', 0);
    expect(await trialBalanceTotal(t)).toBe('0.00');
  });

  it('counts the tournaments that ran to the end in the completed list', async () => {
    // The list's totals come from counters a trigger keeps; a tournament's walk to COMPLETED moves them.
    const viewer = await fixtures(t).player({ funds: '0', name: 'counter' });
    for (const status of ['PENDING', 'ACTIVE', 'COMPLETED']) {
      const [{ n }] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM tournaments WHERE status = $1', [status]);
      expect([
        status,
        (await t.api.get('/api/tournaments', { params: { query: { status } }, token: viewer.access })).body.count,
      ]).toEqual([status, Number(n)]);
    }
    const [{ n: completed }] = await t.sql<{ n: string }>(
      "SELECT count(*) AS n FROM tournaments WHERE status = 'COMPLETED'",
    );
    expect(Number(completed)).toBeGreaterThanOrEqual(2);
  });

  it('plays a 4-player CLASSIC tournament with a 10% house rake, the rake going to the house', async () => {
    const raked = await startTestApp({ HOUSE_RAKE_PERCENT: '10' });
    try {
      const { tournament, rake } = await playFull(raked, 4, 'CLASSIC', '3.33', 10);
      expect(rake).toBe(133);
      const [house] = await raked.sql<{ balance: string }>(
        "SELECT balance FROM ledger_accounts WHERE kind = 'SYSTEM' AND key LIKE '%HOUSE%'",
      );
      expect(Number(house.balance)).toBe(133);
      // The prize is the champion's entry (escrow to wallet); the rake follows as the house's own (issue 32 §3).
      const legs = await raked.sql<{ key: string; type: string; n: string }>(
        `SELECT e.idempotency_key AS key, e.type, count(*) AS n
           FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
          WHERE e.idempotency_key IN ($1, $2) GROUP BY e.id ORDER BY e.id`,
        [`prize:${tournament.id}`, `rake:${tournament.id}`],
      );
      expect(legs).toEqual([
        { key: `prize:${tournament.id}`, type: 'TOURNAMENT_WIN', n: '2' },
        { key: `rake:${tournament.id}`, type: 'HOUSE_RAKE', n: '2' },
      ]);
      expect(await trialBalanceTotal(raked)).toBe('0.00');
    } finally {
      await raked.close();
    }
  });

  it('plays a 256-player tournament through the command bus', async () => {
    const commands = t.app.get(CommandBus);
    const queries = t.app.get(QueryBus);
    const tag = randomUUID().slice(0, 6);
    const names = Array.from({ length: 256 }, (_, i) => `big_${tag}_${i + 1}`);
    const users = await t.sql<{ id: number }>(
      `INSERT INTO users (username, username_skeleton, email, password_hash)
       SELECT name, skeleton, name || '@example.com', 'not-a-hash' FROM unnest($1::text[], $2::text[]) AS u(name, skeleton)
       RETURNING id`,
      [names, names.map(usernameSkeleton)],
    );
    const ids = users.map((u) => u.id);
    // Adults who declared their date of birth, as registration records it: a paid seat needs one.
    await t.sql(
      `INSERT INTO player_protection (user_id, date_of_birth) SELECT unnest($1::int[]), DATE '1990-01-01'
       ON CONFLICT (user_id) DO UPDATE SET date_of_birth = EXCLUDED.date_of_birth`,
      [ids],
    );
    for (const id of ids) await fund(t, id, '5.00');

    const tournament = await inContext(t, () =>
      commands.execute(new CreateTournament(ids[0], 'The 256', '', cents(500), 256, 'BLITZ')),
    );
    for (const id of ids.slice(1)) await inContext(t, () => commands.execute(new JoinTournament(tournament.id, id)));

    for (let step = 0; ; step++) {
      if (step > 200) throw new Error('the 256-player tournament did not complete');
      // Between rounds no match is in progress while the relay seats the winners: wait until one is, or the end.
      const { completed, live } = await eventually(
        async () => {
          const view = await inContext(t, () => queries.execute(new GetTournament(tournament.id, ids[0])));
          const matches = await inContext(t, () => queries.execute(new GetTournamentMatches(tournament.id)));
          return { completed: view.status === 'COMPLETED', live: matches.filter((m) => m.status === 'IN_PROGRESS') };
        },
        { until: (seen) => seen.completed || seen.live.length > 0, interval: 50, timeout: 30_000, what: 'a round' },
      );
      if (completed) break;
      for (const match of live) {
        const mine = (
          await inContext(t, () => queries.execute(new GetPlayerMatches(tournament.id, match.player1 as number)))
        ).find((m) => m.id === match.id);
        if (!mine?.current_game_id) continue;
        const gameId = mine.current_game_id;
        if (!mine.player1_submitted)
          await inContext(t, () => commands.execute(new SubmitMove(gameId, match.player1 as number, 'ROCK')));
        if (!mine.player2_submitted)
          await inContext(t, () => commands.execute(new SubmitMove(gameId, match.player2 as number, 'SCISSORS')));
      }
    }

    await eventually(() => escrowOf(t, tournament.id), { until: (v) => v === 0, timeout: 20_000 });
    const final = await inContext(t, () => queries.execute(new GetTournament(tournament.id, ids[0])));
    const seeding = [...final.participants].sort((a, b) => (a.seed as number) - (b.seed as number)).map((p) => p.id);
    expect(final.winner).toBe(seeding[0]);
    expect(new Map(final.participants.map((p) => [p.id, p.placement]))).toEqual(expectedPlacements(seeding));
    const counts = new Map<number, number>();
    for (const p of final.participants) counts.set(p.placement as number, (counts.get(p.placement as number) ?? 0) + 1);
    expect(counts).toEqual(
      new Map([
        [1, 1],
        [2, 1],
        [3, 2],
        [5, 4],
        [9, 8],
        [17, 16],
        [33, 32],
        [65, 64],
        [129, 128],
      ]),
    );
    expect(await balanceOf(t, seeding[0])).toBe(128_000);
    expect(await countRows(t, 'ledger_entries', 'idempotency_key = $1', [`prize:${tournament.id}`])).toBe(1);
    const trial = await inContext(t, () => queries.execute(new GetTrialBalance()));
    expect(trial.total).toBe('0.00');
  }, 180_000);
});

describe('A tournament across a restart', () => {
  it('lets the move timer catch up after the restart, completes the tournament, and pays the prize once', async () => {
    const database = await createTestDatabase();
    const env = { MOVE_TIMEOUT_SECONDS: '2' };
    let first: TestApp | null = await startTestApp(env, database.url);
    let second: TestApp | null = null;
    try {
      const players: Player[] = [];
      for (let i = 0; i < 4; i++) players.push(await fixtures(first).player({ funds: '20.00', name: 'restart' }));
      const tournament = await fixtures(first).tournament({
        by: players[0],
        max_players: 4,
        entry_fee: '5.00',
        game_mode: 'BLITZ',
      });
      for (const p of players.slice(1)) expect((await join(first, p, tournament.id)).status).toBe(200);

      // One player moves, then the app goes down before anyone else does.
      const mine = await first.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: players[0].access,
      });
      const game = await first.api.get('/api/matches/{id}/current_game', {
        params: { path: { id: mine.body[0].id } },
        token: players[0].access,
      });
      expect(
        (
          await first.api.post('/api/games/{id}/submit_choice', {
            params: { path: { id: game.body.id } },
            body: { choice: 'SPOCK' },
            token: players[0].access,
          })
        ).status,
      ).toBe(200);
      // Started on a given database, close() leaves the database in place.
      await first.close();
      first = null;

      // The deadlines pass while nothing runs: moved into the past on the database's clock, which the move timer
      // reads them by, instead of waited for.
      await moveDeadlinesPast(database.url);
      second = await startTestApp(env, database.url);
      const app = second;
      const done = await eventually(
        () =>
          app.api.get('/api/tournaments/{id}', {
            params: { path: { id: tournament.id } },
            token: players[0].access,
          }) as Promise<ApiResponse<TournamentBody>>,
        { until: (res) => res.body.status === 'COMPLETED', timeout: 90_000 },
      );
      await eventually(() => escrowOf(app, tournament.id), { until: (v) => v === 0, timeout: 10_000 });
      // Nothing is left for the outbox to deliver: a duplicate delivery would have shown by now.
      await settleOutbox(app);
      const champion = done.body.winner as number;
      expect(await entriesWithKey(app, `prize:${tournament.id}`)).toHaveLength(1);
      expect(await countRows(app, 'ledger_entries', "type = 'TOURNAMENT_WIN'")).toBe(1);
      expect(await eventsOf(app, 'PrizePaid', tournament.id)).toHaveLength(1);
      expect(await eventsOf(app, 'TournamentCompleted', tournament.id)).toHaveLength(1);
      for (const p of players) expect(await balanceOf(app, p.id)).toBe(1500 + (p.id === champion ? 2000 : 0));
      expect(done.body.participants.map((p) => p.placement).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([1, 2, 3, 3]);
    } finally {
      if (first) await first.close();
      if (second) await second.close();
      await database.drop();
    }
  }, 150_000);
});
