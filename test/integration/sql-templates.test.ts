import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { openOrm } from '../../src/config/orm.js';
import { createTestDatabase } from '../support/test-database.js';
import { all, db } from '../../src/shared/database/query.js';
import { recordEvents } from '../../src/shared/outbox/outbox.js';
import { raise } from '../../src/shared/outbox/domain-event.js';
import { eventsAwaitingOthers } from '../../src/shared/outbox/outbox-relay.js';
import { UserRegistered } from '../../src/modules/identity/contracts/identity.events.js';
import { sharedAddressCounts } from '../../src/modules/identity/persistence/client-addresses.js';
import { eventsOfBatches } from '../../src/modules/live/persistence/event-rows.js';
import {
  findRegisterEntries,
  writeRegisterEntry,
} from '../../src/modules/protection/persistence/exclusion-register.repository.js';
import { journalRepository } from '../../src/modules/ledger/persistence/journal.repository.js';
import { auditLedger } from '../../src/modules/ledger/persistence/ledger-audit.js';
import { identify } from '../../src/modules/ledger/domain/account-key.js';
import { system } from '../../src/modules/ledger/contracts/ledger.types.js';
import { GetFinanceReportHandler } from '../../src/modules/ledger/queries/get-finance-report.handler.js';
import { GetFinanceReport } from '../../src/modules/ledger/contracts/finance-report.query.js';
import { cents } from '../../src/shared/money/money.js';
import { writeTogether, type RowWrite } from '../../src/modules/gameplay/persistence/rows.js';
import { matchRepository } from '../../src/modules/gameplay/persistence/match.repository.js';
import { gameRepository } from '../../src/modules/gameplay/persistence/game.repository.js';
import { moveRepository } from '../../src/modules/gameplay/persistence/move.repository.js';
import { dueDeadlines, lockDueGames } from '../../src/modules/gameplay/scheduler/move-timeout.scheduler.js';
import { GetOpponentSummariesHandler } from '../../src/modules/gameplay/queries/get-opponent-summaries.handler.js';
import { GetOpponentSummaries } from '../../src/modules/gameplay/contracts/opponent-summaries.query.js';

/**
 * The SQL templates left in src/ (issue 31 §3): everything kysely's builder can say is said with it, typed by the
 * generated schema, so the compiler catches a renamed column. What stays a template is listed here by file, with
 * the named statements that run it; each is run against the migrated schema, where PostgreSQL resolves every
 * column it names (even over no rows), so a renamed column fails here first. A template added anywhere in src/
 * fails the first test until it is listed and run here.
 */
const TEMPLATES: Record<string, { templates: number; statements: string[] }> = {
  'src/modules/identity/persistence/client-addresses.ts': { templates: 1, statements: ['shared address counts'] },
  'src/modules/live/persistence/event-rows.ts': { templates: 1, statements: ['events of batches'] },
  'src/modules/protection/persistence/exclusion-register.repository.ts': {
    templates: 1,
    statements: ['register entry written twice (address merge)'],
  },
  'src/modules/ledger/persistence/journal.repository.ts': { templates: 3, statements: ['ledger posting'] },
  'src/modules/ledger/persistence/ledger-audit.ts': { templates: 6, statements: ['ledger audit'] },
  'src/modules/ledger/queries/get-finance-report.handler.ts': { templates: 2, statements: ['finance report'] },
  'src/modules/gameplay/persistence/rows.ts': { templates: 8, statements: ['gameplay row writes'] },
  'src/modules/gameplay/persistence/match.repository.ts': { templates: 2, statements: ['gameplay row writes'] },
  'src/modules/gameplay/persistence/game.repository.ts': { templates: 2, statements: ['gameplay row writes'] },
  'src/modules/gameplay/persistence/move.repository.ts': { templates: 1, statements: ['gameplay row writes'] },
  'src/modules/gameplay/scheduler/move-timeout.scheduler.ts': {
    templates: 8,
    statements: ['timer deadlines', 'timer due games locked'],
  },
  'src/modules/gameplay/queries/get-opponent-summaries.handler.ts': {
    templates: 1,
    statements: ['opponent summaries'],
  },
  'src/shared/outbox/outbox.ts': { templates: 1, statements: ['events recorded'] },
  'src/shared/outbox/outbox-relay.ts': { templates: 1, statements: ['events awaiting other instances'] },
};

/** A kysely template tag: sql`...` or sql<Row>`...` (sql.join, sql.ref and sql.raw are not templates). */
const TEMPLATE_TAG = /\bsql(?:<[^`]*?>)?`/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Runs `work` in a transaction that is rolled back: each statement leaves the database as it found it. */
async function rolledBack(em: EntityManager, work: (tx: EntityManager) => Promise<void>): Promise<void> {
  const ROLLBACK = new Error('rollback');
  await em
    .transactional(async (tx) => {
      await work(tx);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
}

/** A write forced to run with no rows: PostgreSQL still resolves every column it names. */
const overNoRows = (write: RowWrite): RowWrite => ({ ...write, count: 1 });

const STATEMENTS: Record<string, (em: EntityManager) => Promise<void>> = {
  'shared address counts': async (em) => {
    expect(await sharedAddressCounts(em, [1, 1], [2, 3])).toEqual([]);
  },
  'events of batches': async (em) => {
    expect(await eventsOfBatches(em, 0, 10)).toEqual([]);
  },
  'register entry written twice (address merge)': async (em) => {
    const facts = {
      userId: 7,
      kind: 'time_out' as const,
      emailKey: 'seven@example.com',
      dateOfBirth: '2000-01-02',
      periodEndsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
    };
    await writeRegisterEntry(em, { ...facts, addresses: ['a', 'b'] });
    await writeRegisterEntry(em, { ...facts, addresses: ['b', 'c'] });
    const [entry] = await findRegisterEntries(em, {
      userId: 8,
      emailKey: 'seven@example.com',
      dateOfBirth: null,
      addresses: [],
    });
    expect([...entry.addresses].sort()).toEqual(['a', 'b', 'c']);
  },
  'ledger posting': async (em) => {
    const cash = identify(system('CASH_IN'));
    const house = identify(system('HOUSE'));
    await journalRepository.createAccounts(em, [cash, house]);
    const accounts = await journalRepository.lockAccounts(em, [cash.key, house.key]);
    const from = accounts.get(cash.key)?.id ?? 0;
    const to = accounts.get(house.key)?.id ?? 0;
    const plan = {
      postings: [
        { accountId: from, amount: cents(-250), balanceAfter: cents(-250) },
        { accountId: to, amount: cents(250), balanceAfter: cents(250) },
      ],
      balances: new Map([
        [from, cents(-250)],
        [to, cents(250)],
      ]),
    };
    expect(await journalRepository.writeEntry(em, 'templates:1', 'HOUSE_RAKE', 'test', plan)).toEqual(
      expect.any(Number),
    );
    expect(await journalRepository.writeEntry(em, 'templates:1', 'HOUSE_RAKE', 'test', plan)).toBeNull();
    expect((await auditLedger(em)).ok).toBe(true);
  },
  'ledger audit': async (em) => {
    // The migrations seed the system accounts; no entry is posted yet.
    expect(await auditLedger(em)).toEqual({
      ok: true,
      problems: [],
      counts: { accounts: expect.any(Number), entries: 0, postings: 0 },
    });
  },
  'finance report': async (em) => {
    const report = await new GetFinanceReportHandler(em).execute(new GetFinanceReport());
    expect(report).toBeDefined();
  },
  'gameplay row writes': async (em) => {
    expect(
      await writeTogether(em, [
        overNoRows(matchRepository.inserting([])),
        overNoRows(matchRepository.saving([])),
        overNoRows(gameRepository.opening([])),
        overNoRows(gameRepository.closing([])),
        overNoRows(moveRepository.inserting([])),
      ]),
    ).toEqual([]);
  },
  'games locked with their matches': async (em) => {
    expect(await gameRepository.lockWithMatches(em, [1, 2])).toEqual({ games: [], matches: [] });
  },
  'moves with the clock': async (em) => {
    const { moves, now } = await moveRepository.inGamesWithClock(em, [1]);
    expect(moves).toEqual([]);
    expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(60_000);
  },
  'timer deadlines': async (em) => {
    expect(await dueDeadlines(em, [1])).toEqual({ due: false, nextMs: NaN });
  },
  'timer due games locked': async (em) => {
    expect(await lockDueGames(em, [1])).toEqual([]);
    expect(await lockDueGames(em, [], 1)).toEqual([]);
  },
  'opponent summaries': async (em) => {
    const since = new Date(Date.now() - 86_400_000);
    expect(await new GetOpponentSummariesHandler(em).execute(new GetOpponentSummaries([1, 2], since, since))).toEqual(
      [],
    );
  },
  'events recorded': async (em) => {
    await recordEvents(em, raise(UserRegistered, 1, { userId: 1, username: 'someone' }, 1));
    const rows = await all(em, db(em).selectFrom('domain_events').select(['type', 'aggregate_id']));
    expect(rows).toEqual([{ type: 'UserRegistered', aggregate_id: '1' }]);
  },
  'events awaiting other instances': async (em) => {
    expect(await eventsAwaitingOthers(em, [])).toEqual(expect.any(Array));
  },
};

describe('SQL templates (issue 31 §3)', () => {
  it('lists every SQL template in src/, file by file, with a named statement that runs it', () => {
    const found: Record<string, number> = {};
    for (const file of sourceFiles('src')) {
      const count = (readFileSync(file, 'utf8').match(TEMPLATE_TAG) ?? []).length;
      if (count > 0) found[file.split('\\').join('/')] = count;
    }
    const listed = Object.fromEntries(Object.entries(TEMPLATES).map(([file, entry]) => [file, entry.templates]));
    expect(found).toEqual(listed);
    for (const entry of Object.values(TEMPLATES)) {
      expect(entry.statements.length).toBeGreaterThan(0);
      for (const name of entry.statements) expect(Object.keys(STATEMENTS)).toContain(name);
    }
  });

  describe('against the migrated schema', () => {
    let orm: MikroORM;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;

    beforeAll(async () => {
      database = await createTestDatabase();
      orm = await openOrm(database.url, 2);
    });

    afterAll(async () => {
      await orm.close();
      await database.drop();
    });

    it.each(Object.keys(STATEMENTS))('%s', async (name) => {
      await rolledBack(orm.em.fork(), (tx) => STATEMENTS[name](tx));
    });
  });
});
