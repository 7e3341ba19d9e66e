import { startTestApp, type TestApp } from '../support/test-app.js';
import { registerPlayer, type Player } from '../support/api-client.js';
import { adminPlayer, createTournament, fund } from '../support/tournament-helpers.js';
import { errorShapeProblem, openApi, openApiRoutes } from './security-support.js';
import { closeAll } from '../support/teardown.js';
import { verifyEmailOf } from '../support/email-verification.js';

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

describe('Path ids: one spelling per row', () => {
  let t: TestApp;
  let owner: Player;
  let opponent: Player;
  let admin: Player;
  /** The real row each route's `{id}` names, by the path before it. */
  /** A real id under each route prefix; a prefix missing here is a route the test does not know yet. */
  let ids: Partial<Record<string, number>>;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await registerPlayer(t.api, 'pid_own');
    await verifyEmailOf(t, owner);
    opponent = await registerPlayer(t.api, 'pid_opp');
    admin = await adminPlayer(t);
    for (const p of [owner, opponent]) await fund(t, p.id, '100.00');
    const tournament = await createTournament(t, owner, { name: 'Spelling Cup', entry_fee: '1.00', max_players: 2 });
    expect((await t.api.post(`/tournaments/${tournament.id}/join/`, {}, opponent.access)).status).toBe(200);
    const [match] = (await t.api.get(`/tournaments/${tournament.id}/my_matches/`, owner.access)).body;
    const game = (await t.api.get(`/matches/${match.id}/current_game/`, owner.access)).body;
    const withdrawal = await t.api.post(
      '/economy/wallet/withdraw/',
      { amount: '10.00', payment_method: 'PAYPAL', payment_details: 'me@example.com' },
      owner.access,
    );
    expect(withdrawal.status).toBe(201);
    const victim = await registerPlayer(t.api, 'pid_vic');
    const [account] = await t.sql<{ id: number }>(
      "SELECT id FROM ledger_accounts WHERE kind = 'WALLET' AND user_id = $1",
      [owner.id],
    );
    ids = {
      '/api/tournaments': tournament.id,
      '/api/matches': match.id,
      '/api/games': game.id,
      '/api/admin/ledger/accounts': account.id,
      '/api/admin/withdrawals': withdrawal.body.withdrawal.id,
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
          ? t.api.get(url, token)
          : t.api.request(method, url, { body: { choice: 'ROCK' }, token });
      };
      for (const spelling of otherSpellings(id)) {
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
