import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { TestApp } from './test-app.js';
import { eventually } from './eventually.js';
import { fixtures } from './fixtures.js';
import { GetLedgerAudit, type LedgerAuditReport } from '../../src/modules/ledger/contracts/ledger.queries.js';

/** Runs the ledger's own audit; a failed expectation prints every broken invariant. */
export async function auditLedger(t: TestApp): Promise<LedgerAuditReport> {
  return t.app.get(QueryBus).execute(new GetLedgerAudit());
}

export async function expectLedgerSound(t: TestApp): Promise<void> {
  const report = await auditLedger(t);
  expect(report.problems).toEqual([]);
}

export function buses(t: TestApp) {
  return { commands: t.app.get(CommandBus), queries: t.app.get(QueryBus) };
}

/** How many rows of `table` match `where` (fixtures' `count`). */
export function count(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  return fixtures(t).count(table, where, params);
}

/** Waits until the outbox relay has dispatched everything committed so far (it sweeps every 500 ms). */
export async function settleOutbox(t: TestApp, timeoutMs = 5000): Promise<void> {
  await eventually(() => count(t, 'domain_events', 'dispatched_at IS NULL'), {
    until: (left) => left === 0,
    timeout: timeoutMs,
    what: 'the outbox settled',
  });
}
