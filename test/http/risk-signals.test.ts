import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { countRows } from '../support/tournament-helpers.js';
import { logInFrom, playDuel, playerFrom, reviewRow, withdraw } from '../support/risk-helpers.js';
import { fixtures } from '../support/fixtures.js';

/** Ages an account past the new-account window, so that the other signals can be seen alone. */
async function ageAccount(t: TestApp, player: Player, hours = 48): Promise<void> {
  await t.sql(`UPDATE users SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [player.id, hours]);
}

describe('Risk signals for the withdrawal reviewer over HTTP', () => {
  let t: TestApp;
  let admin: Player;
  let nextAddress = 10;
  const address = () => `203.0.113.${nextAddress++}`;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true', MOVE_TIMEOUT_SECONDS: '4' });
    admin = await fixtures(t).admin();
  });

  afterAll(async () => {
    await t.close();
  });

  const codes = (row: { risk_signals: { code: string }[] }) => row.risk_signals.map((s) => s.code);

  it('gives a clean account none: an old account that beat an opponent who moved, from another address', async () => {
    const [alice, bob] = [await playerFrom(t, address(), 'clean'), await playerFrom(t, address(), 'fair')];
    await playDuel(t, alice, bob);
    await ageAccount(t, alice);
    const row = await reviewRow(t, admin, await withdraw(t, alice));
    expect(row.risk_signals).toEqual([]);
  }, 60_000);

  it('flags an account less than 24 hours old, with its age', async () => {
    const fresh = await playerFrom(t, address(), 'fresh');
    await t.sql(`UPDATE users SET created_at = now() - interval '3 hours 20 minutes' WHERE id = $1`, [fresh.id]);
    const row = await reviewRow(t, admin, await withdraw(t, fresh));
    // It never played either: not_wagered (below) follows.
    expect(row.risk_signals).toEqual([
      { code: 'new_account', detail: 'Account created 3 hours ago, under 24 hours.', matches: [], users: [] },
      expect.objectContaining({ code: 'not_wagered' }),
    ]);
    // Past the window the signal goes.
    await ageAccount(t, fresh, 25);
    expect(codes(await reviewRow(t, admin, Number(row.id)))).toEqual(['not_wagered']);
  }, 60_000);

  it('names the prize money won from matches in which the opponent never moved by hand', async () => {
    const [champ, ghost] = [await playerFrom(t, address(), 'champ'), await playerFrom(t, address(), 'ghost')];
    const { tournamentId, matchId } = await playDuel(t, champ, ghost, { absent: true, name: 'Empty Chair Cup' });
    const moves = await t.sql<{ user_id: number; auto: boolean }>(
      'SELECT mv.user_id, mv.auto FROM moves mv JOIN games g ON g.id = mv.game_id WHERE g.match_id = $1',
      [matchId],
    );
    // The ghost never showed up: the champion won by forfeit in game 1, and no move was made for the ghost
    // (issue 22 §5). Such a prize still counts.
    expect(moves).toEqual([{ user_id: champ.id, auto: false }]);
    expect(
      (await t.api.get('/api/matches/{id}', { params: { path: { id: matchId } }, token: champ.access })).body.forfeit,
    ).toBe(true);
    await ageAccount(t, champ);
    const prize = (
      await t.api.get('/api/tournaments/{id}', { params: { path: { id: tournamentId } }, token: champ.access })
    ).body.prize_pool;

    const row = await reviewRow(t, admin, await withdraw(t, champ));
    expect(row.risk_signals).toEqual([
      {
        code: 'opponent_never_moved',
        detail: `Won ${prize} coins in prizes from 1 tournament (Empty Chair Cup) that include 1 match in which ${ghost.username} never moved by hand.`,
        matches: [matchId],
        users: [{ id: ghost.id, username: ghost.username }],
      },
    ]);
    // The admin's user page carries the same signals on each of the user's withdrawals.
    const page = await t.api.get('/api/admin/users/{id}', { params: { path: { id: champ.id } }, token: admin.access });
    expect(page.status).toBe(200);
    expect(page.body.withdrawals.map((w: { risk_signals: unknown }) => w.risk_signals)).toEqual([row.risk_signals]);
    // The loser won no prize: nothing to say about the money they withdraw.
    await ageAccount(t, ghost);
    expect(codes(await reviewRow(t, admin, await withdraw(t, ghost)))).toEqual([]);
  }, 60_000);

  it('flags 3 matches against one opponent in 7 days, not 2', async () => {
    const [carol, dave] = [
      await playerFrom(t, address(), 'carol', '80.00'),
      await playerFrom(t, address(), 'dave', '80.00'),
    ];
    await ageAccount(t, carol);
    const first = await playDuel(t, carol, dave);
    const second = await playDuel(t, dave, carol);
    const id = await withdraw(t, carol);
    expect(codes(await reviewRow(t, admin, id))).toEqual([]);

    const third = await playDuel(t, carol, dave);
    const row = await reviewRow(t, admin, id);
    expect(row.risk_signals).toEqual([
      {
        code: 'repeat_opponent',
        detail: `Played 3 matches against ${dave.username} in the last 7 days (won 2).`,
        matches: [third.matchId, second.matchId, first.matchId],
        users: [{ id: dave.id, username: dave.username }],
      },
    ]);
    // Older than 7 days, the matches no longer count.
    await t.sql(`UPDATE matches SET completed_at = now() - interval '8 days' WHERE id = $1`, [first.matchId]);
    expect(codes(await reviewRow(t, admin, id))).toEqual([]);
  }, 90_000);

  it('flags an opponent who logged in from an address this user also used (read through TRUST_PROXY), never showing it', async () => {
    const home = address();
    const [erin, frank] = [await playerFrom(t, home, 'erin'), await playerFrom(t, address(), 'frank')];
    await ageAccount(t, erin);
    const { matchId } = await playDuel(t, erin, frank);
    const id = await withdraw(t, erin);
    expect(codes(await reviewRow(t, admin, id))).toEqual([]);

    // The address comes from X-Forwarded-For, as TRUST_PROXY says.
    await logInFrom(t, frank, home);
    expect(await countRows(t, 'client_addresses', 'user_id = $1 AND address = $2', [frank.id, home])).toBe(1);
    const row = await reviewRow(t, admin, id);
    expect(row.risk_signals).toEqual([
      {
        code: 'shared_address_with_opponent',
        detail: `${frank.username}, an opponent in 1 match, logged in from 1 client address this user also used in the last 90 days.`,
        matches: [matchId],
        users: [{ id: frank.id, username: frank.username }],
      },
    ]);
    expect(JSON.stringify(row)).not.toContain(home);
  }, 60_000);

  it('keeps addresses 90 days: an older sighting is ignored, and the next login deletes it', async () => {
    const [gina, hal] = [await playerFrom(t, address(), 'gina'), await playerFrom(t, address(), 'hal')];
    await ageAccount(t, gina);
    await playDuel(t, gina, hal);
    await t.sql(
      `INSERT INTO client_addresses (user_id, address, last_seen_at) VALUES ($1, '198.51.100.7', now() - interval '91 days')`,
      [gina.id],
    );
    await t.sql(
      `INSERT INTO client_addresses (user_id, address, last_seen_at) VALUES ($1, '198.51.100.7', now() - interval '1 day')`,
      [hal.id],
    );
    expect(codes(await reviewRow(t, admin, await withdraw(t, gina)))).toEqual([]);

    await logInFrom(t, hal, address());
    expect(await countRows(t, 'client_addresses', "last_seen_at < now() - interval '90 days'")).toBe(0);
    expect(await countRows(t, 'client_addresses', 'user_id = $1', [hal.id])).toBe(3);
  }, 60_000);

  it('flags a withdrawal larger than the entry fees spent since the first deposit, with both sums (issue 19 §4)', async () => {
    // Deposited 50.00 and never played: any withdrawal is more than the 0.00 wagered.
    const idle = await playerFrom(t, address(), 'idle');
    await ageAccount(t, idle);
    const idleRow = await reviewRow(t, admin, await withdraw(t, idle, '40.00'));
    expect(idleRow.risk_signals).toEqual([
      {
        code: 'not_wagered',
        detail:
          'Asks to withdraw 40.00 coins, more than the 0.00 coins spent on entry fees (less refunds) since the first deposit (50.00 coins deposited).',
        matches: [],
        users: [],
      },
    ]);
    // A fee paid and refunded (joined, then left) wagered nothing; a duel's 10.00 fee did.
    const [player, rival] = [await playerFrom(t, address(), 'wager'), await playerFrom(t, address(), 'wagr')];
    await ageAccount(t, player);
    const left = await t.api.post('/api/tournaments', {
      body: { name: 'Left Cup', entry_fee: '5.00', max_players: 4, game_mode: 'BLITZ' },
      token: player.access,
    });
    expect(
      (
        await t.api.post('/api/tournaments/{id}/leave', {
          params: { path: { id: left.body.id } },
          token: player.access,
        })
      ).status,
    ).toBe(200);
    await playDuel(t, player, rival);
    const within = await withdraw(t, player, '10.00');
    const beyond = await withdraw(t, player, '10.01');
    expect(codes(await reviewRow(t, admin, within))).toEqual([]);
    expect((await reviewRow(t, admin, beyond)).risk_signals).toEqual([
      expect.objectContaining({
        code: 'not_wagered',
        detail:
          'Asks to withdraw 10.01 coins, more than the 10.00 coins spent on entry fees (less refunds) since the first deposit (50.00 coins deposited).',
      }),
    ]);
    // The admin's user page carries it on the same withdrawal.
    const page = await t.api.get('/api/admin/users/{id}', { params: { path: { id: player.id } }, token: admin.access });
    const onPage = (page.body.withdrawals as { id: number; risk_signals: { code: string }[] }[]).find(
      (w) => w.id === beyond,
    );
    expect(onPage?.risk_signals.map((s) => s.code)).toEqual(['not_wagered']);
  }, 60_000);

  it('declares risk_signals on the admin withdrawal in the OpenAPI document', async () => {
    const doc = await (await fetch(`${t.url}/api/docs-json`)).json();
    const schemas = doc.components.schemas;
    expect(schemas.AdminWithdrawalDto.required).toContain('risk_signals');
    expect(schemas.AdminWithdrawalDto.properties.risk_signals).toEqual(
      expect.objectContaining({ type: 'array', items: { $ref: '#/components/schemas/RiskSignalDto' } }),
    );
    expect(schemas.RiskSignalDto.properties.code.enum).toEqual([
      'new_account',
      'opponent_never_moved',
      'repeat_opponent',
      'shared_address_with_opponent',
      'not_wagered',
      'age_declaration_refused',
      'shared_destination',
    ]);
  });
});

describe('Client addresses without TRUST_PROXY', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it("records the peer's address and ignores X-Forwarded-For, at registration and at login", async () => {
    const player = await playerFrom(t, '203.0.113.99', 'peer');
    await logInFrom(t, player, '203.0.113.98');
    const rows = await t.sql<{ address: string }>('SELECT address FROM client_addresses WHERE user_id = $1', [
      player.id,
    ]);
    expect(rows.map((r) => r.address)).toEqual(['127.0.0.1']);
  });
});
