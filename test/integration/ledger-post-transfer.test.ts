import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { buses, count, expectLedgerSound, settleOutbox } from '../support/ledger-helpers.js';
import { PostTransfer, transfer } from '../../src/modules/ledger/contracts/post-transfer.command.js';
import { escrow, system, wallet } from '../../src/modules/ledger/contracts/ledger.types.js';
import {
  GetTrialBalance,
  GetWalletBalance,
  GetWalletTransactions,
} from '../../src/modules/ledger/contracts/ledger.queries.js';
import { DomainError } from '../../src/shared/errors/domain-error.js';
import { cents, type Cents } from '../../src/shared/money/money.js';

/** An amount as an untyped caller could send it: the ledger's own checks are what is under test. */
const raw = (amount: number) => amount as Cents;
import { transaction } from '../../src/shared/transaction.js';
import { fixtures } from '../support/fixtures.js';

describe('PostTransfer on PostgreSQL', () => {
  let t: TestApp;
  let nextUser = 900_000;
  const newUserId = () => ++nextUser;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
  });

  const deposit = (userId: number, amount: number, key = `test-deposit:${userId}:${Math.random()}`) =>
    buses(t).commands.execute(transfer(key, 'DEPOSIT', 'Deposit', system('CASH_IN'), wallet(userId), cents(amount)));
  const balance = (userId: number) => buses(t).queries.execute(new GetWalletBalance(userId));

  it('opens a wallet when a user registers', async () => {
    const player = await fixtures(t).player({ name: 'wal' });
    await settleOutbox(t);
    const rows = await t.sql('SELECT kind, balance, allows_negative FROM ledger_accounts WHERE user_id = $1', [
      player.id,
    ]);
    expect(rows).toEqual([{ kind: 'WALLET', balance: '0', allows_negative: false }]);
    expect(await balance(player.id)).toBe(0);
  });

  it('answers 0 for a wallet that does not exist yet, and creates accounts on first use', async () => {
    const userId = newUserId();
    expect(await balance(userId)).toBe(0);
    const result = await deposit(userId, 1250);
    expect(result).toEqual({ entryId: expect.any(Number), posted: true });
    expect(await balance(userId)).toBe(1250);
    const postings = await t.sql<{ key: string; amount: string; balance_after: string }>(
      `SELECT a.key, p.amount, p.balance_after FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE p.entry_id = $1 ORDER BY p.id`,
      [result.entryId],
    );
    expect(postings).toEqual([
      { key: expect.stringMatching(/^system:CASH_IN:\d+$/), amount: '-1250', balance_after: expect.any(String) },
      { key: `wallet:${userId}`, amount: '1250', balance_after: '1250' },
    ]);
  });

  it('posts one idempotency key once', async () => {
    const userId = newUserId();
    const first = await deposit(userId, 500, `once:${userId}`);
    const again = await deposit(userId, 500, `once:${userId}`);
    expect(again).toEqual({ entryId: first.entryId, posted: false });
    expect(await balance(userId)).toBe(500);
    expect(await count(t, 'ledger_entries', 'idempotency_key = $1', [`once:${userId}`])).toBe(1);
  });

  it('posts a key raced by ten callers exactly once', async () => {
    const userId = newUserId();
    const results = await Promise.all(Array.from({ length: 10 }, () => deposit(userId, 700, `race:${userId}`)));
    expect(results.filter((r) => r.posted)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await balance(userId)).toBe(700);
  });

  it('refuses an overdraft with insufficient_funds and writes nothing', async () => {
    const userId = newUserId();
    await deposit(userId, 1000);
    const entriesBefore = await count(t, 'ledger_entries');
    const attempt = buses(t).commands.execute(
      transfer(`over:${userId}`, 'WITHDRAW', 'Withdrawal', wallet(userId), system('WITHDRAWAL_HOLDS'), cents(1001)),
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'insufficient_funds',
      kind: 'refused',
      message: 'Insufficient balance.',
    });
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    expect(await count(t, 'ledger_entries')).toBe(entriesBefore);
    expect(await balance(userId)).toBe(1000);
  });

  it('answers a retried key as posted even when the money has moved on since', async () => {
    const userId = newUserId();
    await deposit(userId, 1000);
    const move = () =>
      buses(t).commands.execute(
        transfer(`spend:${userId}`, 'TOURNAMENT_FEE', 'Fee', wallet(userId), escrow(nextUser + 50), cents(1000)),
      );
    const first = await move();
    const retry = await move();
    expect(retry).toEqual({ entryId: first.entryId, posted: false });
  });

  it('answers a retried key as posted when the escrow it drew on is empty since, and refuses a new key so', async () => {
    const userId = newUserId();
    const tournamentId = nextUser + 60;
    await deposit(userId, 1000);
    await buses(t).commands.execute(
      transfer(`fee:${tournamentId}`, 'TOURNAMENT_FEE', 'Fee', wallet(userId), escrow(tournamentId), cents(1000)),
    );
    // A prize re-delivered after the escrow was emptied (issue 32 §3: the places' entries raced).
    const pay = (key: string) =>
      buses(t).commands.execute(
        transfer(key, 'TOURNAMENT_WIN', 'Prize', escrow(tournamentId), wallet(userId), cents(1000)),
      );
    const first = await pay(`prize:${tournamentId}`);
    expect(await pay(`prize:${tournamentId}`)).toEqual({ entryId: first.entryId, posted: false });
    await expect(pay(`prize:${tournamentId}:again`)).rejects.toMatchObject({ name: 'OverdraftRefused' });
  });

  it('lets exactly the affordable share of parallel debits through', async () => {
    const userId = newUserId();
    await deposit(userId, 10_000);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        buses(t).commands.execute(
          transfer(`par:${userId}:${i}`, 'WITHDRAW', 'W', wallet(userId), system('WITHDRAWAL_HOLDS'), cents(1000)),
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    for (const failed of attempts.filter((a) => a.status === 'rejected')) {
      expect(failed.reason).toMatchObject({ code: 'insufficient_funds' });
    }
    expect(await balance(userId)).toBe(0);
  });

  it('refuses to overdraw an escrow as a bug, not a player refusal', async () => {
    const tournamentId = newUserId();
    await expect(
      buses(t).commands.execute(
        transfer(
          `esc:${tournamentId}`,
          'TOURNAMENT_WIN',
          'Prize',
          escrow(tournamentId),
          wallet(newUserId()),
          cents(100),
        ),
      ),
    ).rejects.toMatchObject({ name: 'OverdraftRefused' });
  });

  it('refuses legs that are not a journal entry', async () => {
    const userId = newUserId();
    const post = (legs: PostTransfer['legs']) =>
      buses(t).commands.execute(new PostTransfer(`bad:${Math.random()}`, 'DEPOSIT', 'x', legs));
    await expect(
      post([
        { account: wallet(userId), amount: cents(100) },
        { account: system('CASH_IN'), amount: cents(-99) },
      ]),
    ).rejects.toMatchObject({
      name: 'InvalidEntry',
    });
    await expect(
      post([
        { account: wallet(userId), amount: cents(0) },
        { account: system('CASH_IN'), amount: cents(0) },
      ]),
    ).rejects.toMatchObject({
      name: 'InvalidEntry',
    });
    await expect(
      post([
        { account: wallet(userId), amount: raw(1.5) },
        { account: system('CASH_IN'), amount: raw(-1.5) },
      ]),
    ).rejects.toMatchObject({
      name: 'InvalidEntry',
    });
    await expect(buses(t).commands.execute(new PostTransfer('', 'DEPOSIT', 'x', []))).rejects.toMatchObject({
      name: 'InvalidEntry',
    });
  });

  it('posts multi-leg entries and drops zero legs', async () => {
    const tournamentId = newUserId();
    const [a, b] = [newUserId(), newUserId()];
    await deposit(a, 500);
    await deposit(b, 500);
    await buses(t).commands.execute(
      transfer(`fee:${a}`, 'TOURNAMENT_FEE', 'Fee', wallet(a), escrow(tournamentId), cents(500)),
    );
    await buses(t).commands.execute(
      transfer(`fee:${b}`, 'TOURNAMENT_FEE', 'Fee', wallet(b), escrow(tournamentId), cents(500)),
    );
    const payout = await buses(t).commands.execute(
      new PostTransfer(`prize:${tournamentId}`, 'TOURNAMENT_WIN', 'Prize', [
        { account: escrow(tournamentId), amount: cents(-1000) },
        { account: wallet(a), amount: cents(900) },
        { account: system('HOUSE'), amount: cents(100) },
        { account: wallet(b), amount: cents(0) },
      ]),
    );
    expect(await count(t, 'ledger_postings', 'entry_id = $1', [payout.entryId])).toBe(3);
    expect(await balance(a)).toBe(900);
  });

  it('joins the caller transaction: a rollback there undoes the posting', async () => {
    const userId = newUserId();
    const em = t.orm.em.fork() as unknown as EntityManager;
    await expect(
      transaction(em, async () => {
        await deposit(userId, 300, `joined:${userId}`);
        throw new Error('caller changed its mind');
      }),
    ).rejects.toThrow('caller changed its mind');
    expect(await balance(userId)).toBe(0);
    expect(await count(t, 'ledger_entries', 'idempotency_key = $1', [`joined:${userId}`])).toBe(0);
  });

  it('lists a wallet transactions newest first with the spec fields', async () => {
    const userId = newUserId();
    await deposit(userId, 2500, `list1:${userId}`);
    await buses(t).commands.execute(
      transfer(
        `list2:${userId}`,
        'WITHDRAW',
        'Withdrawal request',
        wallet(userId),
        system('WITHDRAWAL_HOLDS'),
        cents(1000),
      ),
    );
    const list = await buses(t).queries.execute(new GetWalletTransactions(userId));
    expect(list).toEqual([
      {
        id: expect.any(Number),
        transaction_type: 'WITHDRAW',
        transaction_type_display: 'Withdrawal',
        description: 'Withdrawal request',
        amount: '10.00',
        balance_after: '15.00',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      {
        id: expect.any(Number),
        transaction_type: 'DEPOSIT',
        transaction_type_display: 'Deposit',
        description: 'Deposit',
        amount: '25.00',
        balance_after: '25.00',
        created_at: expect.any(String),
      },
    ]);
    expect(list[0].id).toBeGreaterThan(list[1].id);
    expect(await buses(t).queries.execute(new GetWalletTransactions(userId, 1))).toHaveLength(1);
  });

  it('keeps the trial balance at zero', async () => {
    // As the app runs it: inside a request's context (the handler asks identity for wallet owners' names).
    const trial = await RequestContext.create(t.orm.em, () => buses(t).queries.execute(new GetTrialBalance()));
    expect(trial.total).toBe('0.00');
    expect(trial.accounts.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Cash in', 'Cash out', 'Withdrawal holds', 'House']),
    );
  });

  it('guards in the database too: entries are immutable and a wallet cannot go negative', async () => {
    const userId = newUserId();
    await deposit(userId, 100);
    await expect(t.sql('UPDATE ledger_postings SET amount = amount + 1')).rejects.toThrow(/immutable/);
    await expect(t.sql('DELETE FROM ledger_entries')).rejects.toThrow(/immutable/);
    await expect(t.sql('UPDATE ledger_accounts SET balance = -1 WHERE key = $1', [`wallet:${userId}`])).rejects.toThrow(
      /ledger_accounts_no_overdraft/,
    );
  });
});
