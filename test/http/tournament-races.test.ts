import { startTestApp, type TestApp } from '../support/test-app.js';
import type { ApiResponse, Player } from '../support/api-client.js';
import { expectLedgerSound } from '../support/ledger-helpers.js';
import { balanceOf, countRows, escrowOf, eventsOf } from '../support/tournament-helpers.js';
import { FillDeadlineScheduler } from '../../src/modules/tournaments/scheduler/fill-deadline.scheduler.js';
import { closeAll } from '../support/teardown.js';
import { eventually } from '../support/eventually.js';
import { fixtures } from '../support/fixtures.js';

const FEE = 100;
const START = 5_000;

/** A small deterministic generator, so a failing run can be replayed with the seed it prints. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('Joins, leaves, cancellations and deadlines racing on two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, a.databaseUrl);
  });

  afterAll(async () => {
    await closeAll(b, a);
  });

  it('settles every race to one outcome: seats, escrow, wallets and events agree and the trial balance stays zero', async () => {
    const seed = Date.now() % 100_000;
    const next = random(seed);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
    const players = await Promise.all(
      Array.from({ length: 10 }, () => fixtures(a).player({ funds: '50.00', name: 'race' })),
    );
    const tournaments: { id: number; creator: Player }[] = [];
    for (let i = 0; i < 8; i++) {
      const creator = players[i];
      const { id } = await fixtures(a).tournament({ by: creator, max_players: i % 2 ? 4 : 8, entry_fee: '1.00' });
      tournaments.push({ id, creator });
    }
    // Half of them reach their deadline while the requests below are in flight.
    const racingDeadline = tournaments.filter((_, i) => i % 2 === 0).map((x) => x.id);
    await a.sql(
      "UPDATE tournaments SET registration_closes_at = clock_timestamp() + interval '400 milliseconds' WHERE id = ANY($1)",
      [racingDeadline],
    );

    const operations: Promise<ApiResponse | number>[] = [];
    for (let i = 0; i < 160; i++) {
      const app = i % 2 ? b : a;
      const tournament = pick(tournaments);
      const roll = next();
      if (roll < 0.6)
        operations.push(
          app.api.post('/api/tournaments/{id}/join', {
            params: { path: { id: tournament.id } },
            token: pick(players).access,
          }),
        );
      else if (roll < 0.93)
        operations.push(
          app.api.post('/api/tournaments/{id}/leave', {
            params: { path: { id: tournament.id } },
            token: pick(players).access,
          }),
        );
      else if (roll < 0.96)
        operations.push(
          app.api.post('/api/tournaments/{id}/cancel', {
            params: { path: { id: tournament.id } },
            token: tournament.creator.access,
          }),
        );
      else operations.push(app.app.get(FillDeadlineScheduler).sweep());
      // Half the requests go out before the racing deadlines, half once they have passed (on the database's clock),
      // while the first half may still be in flight.
      if (i === 79) {
        await eventually(
          async () =>
            (await countRows(a, 'tournaments', 'id = ANY($1) AND registration_closes_at > clock_timestamp()', [
              racingDeadline,
            ])) === 0,
          { interval: 20, what: 'the racing deadlines' },
        );
      }
    }
    const outcomes = await Promise.all(operations);
    const statuses = outcomes.map((o) => (typeof o === 'number' ? 200 : o.status));
    expect({ seed, unexpected: statuses.filter((s) => ![200, 400, 403].includes(s)) }).toEqual({
      seed,
      unexpected: [],
    });
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(10);

    // Let the sweeps cancel what is overdue and still pending.
    await eventually(
      async () =>
        (await countRows(a, 'tournaments', "status = 'PENDING' AND registration_closes_at <= clock_timestamp()")) === 0,
      { timeout: 8_000, interval: 100, what: 'overdue tournaments swept' },
    );

    const held = new Map<number, number>();
    for (const { id } of tournaments) {
      const [row] = await a.sql<{ status: string; current_players: number; max_players: number }>(
        'SELECT status, current_players, max_players FROM tournaments WHERE id = $1',
        [id],
      );
      const seats = await a.sql<{ user_id: number }>(
        'SELECT user_id FROM tournament_participants WHERE tournament_id = $1',
        [id],
      );
      const context = { seed, id, ...row, seats: seats.length };
      expect(context).toEqual({ ...context, seats: row.current_players });
      const cancellations = (await eventsOf(a, 'TournamentCancelled', id)).length;
      if (row.status === 'CANCELLED') {
        expect({ ...context, escrow: await escrowOf(a, id), cancellations }).toEqual({
          ...context,
          escrow: 0,
          cancellations: 1,
        });
      } else {
        expect({ ...context, escrow: await escrowOf(a, id), cancellations }).toEqual({
          ...context,
          escrow: FEE * seats.length,
          cancellations: 0,
        });
        expect(row.status === 'ACTIVE').toBe(row.current_players === row.max_players);
        for (const { user_id } of seats) held.set(user_id, (held.get(user_id) ?? 0) + FEE);
      }
      if (racingDeadline.includes(id)) expect(context.status).not.toBe('PENDING');
    }
    // Every fee a player paid for a seat they no longer hold came back, exactly once.
    for (const p of players)
      expect({ seed, player: p.id, balance: await balanceOf(a, p.id) }).toEqual({
        seed,
        player: p.id,
        balance: START - (held.get(p.id) ?? 0),
      });
    await expectLedgerSound(a);
  });

  it('cancels two tournaments sharing players in opposite seat order at once without a deadlock', async () => {
    for (let round = 0; round < 8; round++) {
      const [p, q] = await Promise.all([
        fixtures(a).player({ funds: '10.00', name: 'xcancel' }),
        fixtures(a).player({ funds: '10.00', name: 'xcancel' }),
      ]);
      const first = await fixtures(a).tournament({ by: p, max_players: 4, entry_fee: '1.00' });
      const second = await fixtures(a).tournament({ by: q, max_players: 4, entry_fee: '1.00' });
      expect(
        (await a.api.post('/api/tournaments/{id}/join', { params: { path: { id: first.id } }, token: q.access }))
          .status,
      ).toBe(200);
      expect(
        (await a.api.post('/api/tournaments/{id}/join', { params: { path: { id: second.id } }, token: p.access }))
          .status,
      ).toBe(200);
      const answers = await Promise.all([
        a.api.post('/api/tournaments/{id}/cancel', { params: { path: { id: first.id } }, token: p.access }),
        b.api.post('/api/tournaments/{id}/cancel', { params: { path: { id: second.id } }, token: q.access }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect([await balanceOf(a, p.id), await balanceOf(a, q.id)]).toEqual([1000, 1000]);
    }
    await expectLedgerSound(a);
  });
});
