import { startTestApp, type TestApp } from '../support/test-app.js';
import { prizeSplit } from '../../web/src/lib/prize.js';
import { fixtures } from '../support/fixtures.js';

/** Issue 23 §4: the create dialog states the prize, so the rake it is computed with is in an API answer. */
describe('GET /api/tournaments/terms/', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ HOUSE_RAKE_PERCENT: '7' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the rake, the fee bounds and the bracket sizes to a signed-in player, 401 to anyone else', async () => {
    const player = await fixtures(t).player({ funds: '0', name: 'terms' });
    const res = await t.api.get('/api/tournaments/terms', { token: player.access });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rake_percent: 7,
      min_entry_fee: '1.00',
      max_entry_fee: '10000.00',
      bracket_sizes: [2, 4, 8, 16, 32, 64, 128, 256],
      move_timeouts: [60, 300, 3600, 86_400],
      default_move_timeout: 60,
      payout_tables: [
        { payouts: [100], min_players: 2 },
        { payouts: [70, 30], min_players: 4 },
        { payouts: [50, 30, 20], min_players: 8 },
      ],
    });
    expect((await t.api.get('/api/tournaments/terms')).status).toBe(401);
  });

  it('gives the dialog what it needs to state the prize the server then sets', async () => {
    const host = await fixtures(t).player({ funds: '100.00', name: 'terms_host' });
    const { rake_percent: rake } = (await t.api.get('/api/tournaments/terms', { token: host.access })).body;
    for (const [fee, players, expected] of [
      ['10.00', 8, '74.40'],
      ['1.01', 2, '1.88'],
    ] as const) {
      const stated = prizeSplit(Math.round(Number(fee) * 100), players, rake).prizeCents;
      expect((stated / 100).toFixed(2)).toBe(expected);
      const created = await fixtures(t).tournament({ by: host, entry_fee: fee, max_players: players });
      expect(created.prize_pool).toBe(expected);
    }
  });
});
