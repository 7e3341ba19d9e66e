import { startTestApp, type TestApp } from '../support/test-app.js';
import { type ApiResponse, type Player } from '../support/api-client.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { join, playToCompletion } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

interface PlayerPage {
  id: number;
  username: string;
  member_since: string;
  rating: number;
  games_played: number;
  wins: number;
  losses: number;
  win_rate: number;
  recent_tournaments: {
    tournament_id: number;
    name: string;
    game_mode: string;
    game_mode_display: string;
    players: number;
    placement: number | null;
    completed_at: string;
  }[];
}

interface TournamentBody {
  id: number;
  name: string;
  status: string;
  participants: { id: number; placement: number | null }[];
}

/** Everything a player's page may answer; any other key is a leak. */
const PUBLIC_FIELDS = ['id', 'username', 'member_since', 'rating', 'games_played', 'wins', 'losses', 'win_rate'];
const TOURNAMENT_FIELDS = [
  'tournament_id',
  'name',
  'game_mode',
  'game_mode_display',
  'players',
  'placement',
  'completed_at',
];

/** Every key at any depth of a JSON value. */
function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysIn(v, into);
    }
  }
  return into;
}

/** Issue 33 §3: a public page for every player. */
describe('Player pages over HTTP', () => {
  let t: TestApp;
  let players: Player[];
  let tournament: TournamentBody;
  const page = (username: string, viewer: Player) =>
    t.api.get('/api/players/{username}', { params: { path: { username } }, token: viewer.access }) as Promise<
      ApiResponse<PlayerPage>
    >;

  beforeAll(async () => {
    t = await startTestApp();
    players = await Promise.all(Array.from({ length: 4 }, () => fixtures(t).player({ funds: '50.00', name: 'page' })));
    const created = await fixtures(t).tournament({
      by: players[0],
      name: 'Page Cup',
      max_players: 4,
      entry_fee: '5.00',
    });
    for (const p of players.slice(1)) expect((await join(t, p, created.id)).status).toBe(200);
    await playToCompletion(t, created.id, players);
    tournament = (
      await t.api.get('/api/tournaments/{id}', { params: { path: { id: created.id } }, token: players[0].access })
    ).body as TournamentBody;
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it("answers no field of the full profile but the public ones, and none of the player's private values", async () => {
    const [subject, viewer] = players;
    const profile = (await t.api.get('/api/accounts/profile', { token: subject.access })).body as Record<
      string,
      unknown
    >;
    const answer = await page(subject.username, viewer);
    expect(answer.status).toBe(200);

    // The full profile's fields, all of them: each is either one the page may show or absent from the page.
    const shown = keysIn(answer.body);
    const privateFields = Object.keys(profile).filter((k) => !PUBLIC_FIELDS.includes(k) && k !== 'created_at');
    expect(privateFields).toEqual(
      expect.arrayContaining(['email', 'wallet_balance', 'protection', 'is_blocked', 'role', 'email_match_start']),
    );
    expect(privateFields.filter((k) => shown.has(k))).toEqual([]);
    expect([...keysIn(profile.protection)].filter((k) => shown.has(k))).toEqual([]);
    expect(shown.has('money_won')).toBe(false);
    expect([...shown].sort()).toEqual(['recent_tournaments', ...PUBLIC_FIELDS, ...TOURNAMENT_FIELDS].sort());
    // Nor their values under another name: the email and the balance appear nowhere in the text.
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(profile.email as string);
    expect(text).not.toContain(`"${profile.wallet_balance as string}"`);

    // The shared fields say what the profile says.
    expect(answer.body).toMatchObject({
      id: subject.id,
      username: subject.username,
      member_since: profile.created_at,
      rating: profile.rating,
    });
  });

  it('shows each player the placement the tournament gave them, and their record', async () => {
    expect(tournament.status).toBe('COMPLETED');
    for (const player of players) {
      const placement = tournament.participants.find((p) => p.id === player.id)?.placement;
      // Wins and losses are counted by a listener after each match: the page shows them once counted.
      const body = await eventually(async () => (await page(player.username, players[0])).body, {
        until: (b) => b.wins + b.losses === (placement !== null && placement !== undefined && placement <= 2 ? 2 : 1),
        what: `${player.username}'s record`,
      });
      expect(body.recent_tournaments).toEqual([
        {
          tournament_id: tournament.id,
          name: 'Page Cup',
          game_mode: 'BLITZ',
          game_mode_display: 'Blitz (Best of 1)',
          players: 4,
          placement,
          completed_at: expect.any(String),
        },
      ]);
      expect(body.games_played).toBe(body.wins + body.losses);
      expect(body.win_rate).toBe(Math.round((body.wins / body.games_played) * 10000) / 100);
    }
    const placements = tournament.participants.map((p) => p.placement).sort();
    expect(placements).toEqual([1, 2, 3, 3]);
    const champion = tournament.participants.find((p) => p.placement === 1)!;
    const championPage = (await page(players.find((p) => p.id === champion.id)!.username, players[1])).body;
    expect([championPage.wins, championPage.losses, championPage.win_rate]).toEqual([2, 0, 100]);
  });

  it('lists the last 10 completed tournaments, newest first, and none unfinished or cancelled', async () => {
    const subject = players[1];
    // Eleven more completed tournaments (written as the bracket would leave them: the play is tested above), a
    // cancelled one and one in play, each with a completion time in a known order.
    const ids = await t.sql<{ id: number }>(
      `INSERT INTO tournaments (name, entry_fee, max_players, game_mode, status, prize_pool, created_by,
              move_timeout, registration_closes_at, total_rounds, current_players, started_at, completed_at,
              cancelled_at, winner_id)
       SELECT 'Old Cup ' || n, 100, 2, 'CLASSIC', s, 200, $1, 60, now() - interval '1 day', 1, 2,
              now() - interval '1 day', CASE WHEN s = 'COMPLETED' THEN now() - n * interval '1 hour' END,
              CASE WHEN s = 'CANCELLED' THEN now() END, CASE WHEN s = 'COMPLETED' THEN $2::int END
         FROM generate_series(1, 13) n,
              LATERAL (SELECT CASE n WHEN 12 THEN 'CANCELLED' WHEN 13 THEN 'ACTIVE' ELSE 'COMPLETED' END AS s) x
        ORDER BY n
       RETURNING id`,
      [subject.id, players[0].id],
    );
    await t.sql(
      `INSERT INTO tournament_participants (tournament_id, user_id, placement)
       SELECT id, $1, CASE WHEN status = 'COMPLETED' THEN 2 END FROM tournaments WHERE id = ANY($2)`,
      [subject.id, ids.map((r) => r.id)],
    );

    const body = (await page(subject.username, players[2])).body;
    // Page Cup ended a moment ago, before none of these: it is first; then Old Cup 1 (an hour ago) to Old Cup 9.
    expect(body.recent_tournaments.map((r) => r.name)).toEqual([
      'Page Cup',
      ...Array.from({ length: 9 }, (_, i) => `Old Cup ${i + 1}`),
    ]);
    expect(body.recent_tournaments.slice(1).every((r) => r.placement === 2 && r.game_mode === 'CLASSIC')).toBe(true);
  });

  it('finds a player in any case, and answers 404 for an unknown or a blocked player', async () => {
    const viewer = players[0];
    expect((await page(players[3].username.toUpperCase(), viewer)).body.id).toBe(players[3].id);

    const unknown = await page('nobody_by_this_name', viewer);
    expect([unknown.status, unknown.body]).toEqual([404, { detail: 'Player not found.', code: 'not_found' }]);

    const blocked = await fixtures(t).player({ name: 'blocked' });
    expect((await page(blocked.username, viewer)).status).toBe(200);
    const admin = await fixtures(t).admin();
    expect(
      (await t.api.post('/api/admin/users/{id}/block', { params: { path: { id: blocked.id } }, token: admin.access }))
        .status,
    ).toBe(200);
    const gone = await page(blocked.username, viewer);
    expect([gone.status, gone.body]).toEqual([404, { detail: 'Player not found.', code: 'not_found' }]);

    // A name no account can have, and odd characters, are a plain 404 too, never a 5xx.
    for (const name of ["o'brien", '%25', 'a'.repeat(90), 'é']) {
      expect((await page(encodeURIComponent(name), viewer)).status).toBe(404);
    }
  });

  it('is for signed-in callers only', async () => {
    expect(
      (await t.api.get('/api/players/{username}', { params: { path: { username: players[0].username } } })).status,
    ).toBe(401);
  });
});
