import type { EntityManager } from '@mikro-orm/postgresql';
import { Kysely, PostgresDialect } from 'kysely';
import type { DB } from './query.js';
import { prepared } from './prepared.js';

// Compiling needs the dialect's compiler only: no connection is made.
const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool: {} as never }) });
const em = { getKysely: () => kysely } as unknown as EntityManager;

describe('prepared', () => {
  it('builds once and puts each call’s values in their places', () => {
    let builds = 0;
    const query = prepared((k, v: { tournamentId: number; playerId: number; ids: number[] }) => {
      builds++;
      return k
        .selectFrom('matches as m')
        .select('m.id')
        .where('m.tournament_id', '=', v.tournamentId)
        .where((eb) => eb.or([eb('m.player1_id', '=', v.playerId), eb('m.player2_id', '=', v.playerId)]))
        .where((eb) => eb('m.id', '=', eb.fn.any(eb.val(v.ids))))
        .where('m.status', '=', 'IN_PROGRESS');
    });
    const first = query(em, { tournamentId: 7, playerId: 3, ids: [1, 2] });
    const second = query(em, { tournamentId: 8, playerId: 4, ids: [5] });
    expect(builds).toBe(1);
    expect(first.sql).toBe(second.sql);
    expect(first.sql).toContain('"m"."player2_id" = $3');
    expect(first.parameters).toEqual([7, 3, 3, [1, 2], 'IN_PROGRESS']);
    expect(second.parameters).toEqual([8, 4, 4, [5], 'IN_PROGRESS']);
    // Each execution is its own query to kysely's plugins.
    expect(first.queryId).not.toBe(second.queryId);
  });
});
