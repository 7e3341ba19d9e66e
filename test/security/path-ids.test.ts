import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { fund } from '../support/tournament-helpers.js';
import { errorShapeProblem, openApi, openApiRoutes } from './security-support.js';
import { closeAll } from '../support/teardown.js';
import { fixtures } from '../support/fixtures.js';

/**
 * Only the canonical decimal spelling of an id names a row. Number() reads "0x16", "2.2e1", "+22", "022",
 * " 22", "0b10110" and "22.0" all as 22; each must be a 404 on every route with an id in its path, while the
 * canonical spelling of the same real id reaches the row. The routes come from the OpenAPI document, so a new
 * one cannot ship without a real resource here.
 */
function otherSpellings(id: number): string[] {
  return [
    `0x${id.toString(16)}`,
    `0X${id.toString(16).toUpperCase()}`,
    `0o${id.toString(8)}`,
    `0b${id.toString(2)}`,
    `${id / 10}e1`,
    `${id}e0`,
    `+${id}`,
    `0${id}`,
    `00${id}`,
    `%20${id}`,
    `${id}%20`,
    `%09${id}`,
    `${id}.0`,
    `${id}.`,
  ];
}

/** A session's id is a UUID: its one spelling is lower case with dashes. */
function otherUuidSpellings(id: string): string[] {
  return [
    id.toUpperCase(),
    id.replaceAll('-', ''),
    `%7B${id}%7D`,
    `urn:uuid:${id}`,
    `%20${id}`,
    `${id}%20`,
    `${id.slice(0, -1)}${id.at(-1) === 'a' ? 'A' : 'a'}`,
  ];
}

describe('Path ids: one spelling per row', () => {
  let t: TestApp;
  let owner: Player;
  let opponent: Player;
  let admin: Player;
  /** The real row each route's `{id}` names, by the path before it. */
  /** A real id under each route prefix; a prefix missing here is a route the test does not know yet. */
  let ids: Partial<Record<string, number | string>>;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await fixtures(t).player({ name: 'pid_own', verified: true });
    opponent = await fixtures(t).player({ name: 'pid_opp' });
    admin = await fixtures(t).admin();
    for (const p of [owner, opponent]) await fund(t, p.id, '100.00');
    const tournament = await fixtures(t).tournament({
      by: owner,
      name: 'Spelling Cup',
      entry_fee: '1.00',
      max_players: 2,
    });
    expect(
      (
        await t.api.post('/api/tournaments/{id}/join', {
          params: { path: { id: tournament.id } },
          token: opponent.access,
        })
      ).status,
    ).toBe(200);
    const [match] = (
      await t.api.get('/api/tournaments/{id}/my_matches', {
        params: { path: { id: tournament.id } },
        token: owner.access,
      })
    ).body;
    const game = (
      await t.api.get('/api/matches/{id}/current_game', { params: { path: { id: match.id } }, token: owner.access })
    ).body;
    const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '10.00', payment_method: 'PAYPAL', payment_details: 'me@example.com' },
      token: owner.access,
    });
    expect(withdrawal.status).toBe(201);
    const deposit = await t.api.post('/api/economy/wallet/deposit', { body: { amount: '5.00' }, token: owner.access });
    expect(deposit.status).toBe(200);
    const victim = await fixtures(t).player({ name: 'pid_vic' });
    const account = { id: await fixtures(t).walletAccountIdOf(owner) };
    // A second session of the owner's, to end, and a passkey of theirs, to remove (owner.access stays live).
    const second = await t.api.post('/api/accounts/login', {
      body: { username: owner.username, password: owner.password },
    });
    const sid = JSON.parse(Buffer.from(second.body.tokens.access.split('.')[1], 'base64url').toString()).sid;
    const [session] = await t.sql<{ id: string }>('SELECT id FROM sessions WHERE family_id = $1', [sid]);
    const [passkey] = await t.sql<{ id: string }>(
      "INSERT INTO passkeys (user_id, credential_id, public_key, name) VALUES ($1, 'pid-cred', '\\x00', 'Key') RETURNING id",
      [owner.id],
    );
    // One of the three Sit & Go templates every database is seeded with (issue 32 §1).
    const [template] = await t.sql<{ id: number }>('SELECT id FROM sit_and_go_templates ORDER BY id LIMIT 1');
    // A schedule (issue 32 §2), far enough ahead that no occurrence opens during the test.
    const schedule = await t.api.raw('POST', '/api/admin/schedules/', {
      body: { name: 'Spelling Schedule', entry_fee: '1.00', game_mode: 'BLITZ', starts_at: '2030-01-01T18:00:00Z' },
      token: admin.access,
    });
    expect(schedule.status).toBe(201);
    ids = {
      '/api/admin/schedules': (schedule.body as { id: number }).id,
      '/api/admin/sit-and-go': template.id,
      '/api/accounts/sessions': session.id,
      '/api/accounts/passkeys': Number(passkey.id),
      '/api/tournaments': tournament.id,
      '/api/matches': match.id,
      '/api/games': game.id,
      '/api/admin/ledger/accounts': account.id,
      '/api/admin/withdrawals': withdrawal.body.withdrawal.id,
      '/api/economy/deposits': deposit.body.deposit.id,
      '/api/admin/users': victim.id,
    };
  });

  afterAll(async () => {
    await closeAll(t);
  });

  it('answers 404 to every other spelling of a real id on every route with an id in its path', async () => {
    const routes = openApiRoutes(await openApi(t)).filter((r) => r.path.includes('{id}'));
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const unknown = routes
      .filter((r) => ids[r.path.split('/{id}')[0]] === undefined)
      .map((r) => `${r.method} ${r.path}`);
    expect(unknown).toEqual([]);

    const reached: string[] = [];
    for (const { method, path } of routes) {
      const id = ids[path.split('/{id}')[0]]!;
      const token = path.startsWith('/api/admin/') ? admin.access : owner.access;
      const send = (spelling: string) => {
        const url = `${path.replace('/api', '').replace('{id}', spelling)}/`;
        return method === 'GET'
          ? t.api.raw('GET', `/api${url}`, { token })
          : t.api.raw(method, `/api${url}`, { body: { choice: 'ROCK' }, token });
      };
      // Serial ids may come back from pg as strings (bigint); only a session's id is a UUID.
      const uuid = typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id);
      for (const spelling of uuid ? otherUuidSpellings(id) : otherSpellings(Number(id))) {
        const res = await send(spelling);
        expect([method, path, spelling, res.status]).toEqual([method, path, spelling, 404]);
        expect(errorShapeProblem(res.body)).toBeNull();
      }
      // Last, as it may act (a move, an approval): the canonical spelling of the same id reaches the row.
      const canonical = await send(String(id));
      if (canonical.status !== 404) reached.push(`${method} ${path}`);
    }
    expect(reached).toEqual(routes.map((r) => `${r.method} ${r.path}`));
  });
});
