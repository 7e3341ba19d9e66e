import { startTestApp, type TestApp } from '../support/test-app.js';
import { auditLedger, buses } from '../support/ledger-helpers.js';
import { transfer } from '../../src/modules/ledger/contracts/post-transfer.command.js';
import { system, TRANSACTION_TYPES, wallet } from '../../src/modules/ledger/contracts/ledger.types.js';
import { cents } from '../../src/shared/money/money.js';

/** The audit is only worth running if it notices damage: each test breaks one invariant on purpose. */
describe('Ledger audit', () => {
  let t: TestApp;

  beforeEach(async () => {
    t = await startTestApp();
    await buses(t).commands.execute(transfer('seed:1', 'DEPOSIT', 'seed', system('CASH_IN'), wallet(1), cents(5000)));
    await buses(t).commands.execute(
      transfer('seed:2', 'WITHDRAW', 'seed', wallet(1), system('WITHDRAWAL_HOLDS'), cents(1000)),
    );
  });

  afterEach(async () => {
    await t.close();
  });

  const walletId = async () =>
    (await t.sql<{ id: string }>("SELECT id FROM ledger_accounts WHERE key = 'wallet:1'"))[0].id;

  it('passes a sound ledger', async () => {
    expect(await auditLedger(t)).toEqual({ ok: true, problems: [], counts: { accounts: 20, entries: 2, postings: 4 } });
  });

  it('notices an entry that does not sum to zero', async () => {
    const [entry] = await t.sql<{ id: string }>(
      "INSERT INTO ledger_entries (idempotency_key, type, description) VALUES ('bad', 'DEPOSIT', 'x') RETURNING id",
    );
    await t.sql('INSERT INTO ledger_postings (entry_id, account_id, amount, balance_after) VALUES ($1, $2, 1, 4001)', [
      entry.id,
      await walletId(),
    ]);
    const report = await auditLedger(t);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^unbalanced entries: entry \d+ \(bad\) sums to 1 over 1 postings$/),
      ]),
    );
    expect(report.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^balance differs from postings: account wallet:1 holds 4000/)]),
    );
  });

  it('notices a balance edited behind the postings, and the trial balance it breaks', async () => {
    await t.sql("UPDATE ledger_accounts SET balance = balance + 100 WHERE key = 'wallet:1'");
    const { problems } = await auditLedger(t);
    expect(problems).toEqual([
      'balance differs from postings: account wallet:1 holds 4100, its postings sum to 4000, its last balance_after is 4000',
      'trial balance: the trial balance is 100, not 0',
    ]);
  });

  it('refuses an entry of a type the ledger does not know, and knows exactly the types the code posts', async () => {
    // A misspelt type would drop its money from the wallet history's, the finance report's and the risk
    // signals' sums without a word: the database refuses it.
    await expect(
      t.sql("INSERT INTO ledger_entries (idempotency_key, type, description) VALUES ('odd', 'BONUS', 'x')"),
    ).rejects.toMatchObject({ code: '23514', constraint: 'ledger_entries_type' });
    // The migration writes the list out; a type added to the code without a migration fails here.
    const [{ definition }] = await t.sql<{ definition: string }>(
      "SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE conname = 'ledger_entries_type'",
    );
    const listed = [...definition.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual([...TRANSACTION_TYPES].sort());
  });

  it('notices a broken balance_after chain and an overdraft hidden in it', async () => {
    await t.sql('ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_immutable');
    await t.sql('UPDATE ledger_postings SET balance_after = -7 WHERE account_id = $1 AND amount = 5000', [
      await walletId(),
    ]);
    const { problems } = await auditLedger(t);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^broken balance_after chain: posting \d+ on account \d+ says -7, the running sum is 5000$/,
        ),
        'overdrawn accounts: account wallet:1 went below zero (now 4000, lowest -7)',
      ]),
    );
  });
});
