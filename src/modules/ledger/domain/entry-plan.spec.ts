import fc from 'fast-check';
import { entryLegs, planEntry, touchedKeys } from './entry-plan.js';
import { CASH_IN_SHARDS, identify, shardOf } from './account-key.js';
import { LedgerAccount } from './ledger-account.js';
import { escrow, system, wallet, type AccountRef } from '../contracts/ledger.types.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { cents, type Cents } from '../../../shared/money/money.js';

/** An amount as an untyped caller could send it: the entry's own checks are what is under test. */
const raw = (amount: number) => amount as Cents;

/** The accounts as the posting path would have locked them for an entry keyed 'k'. */
function locked(entries: [AccountRef, number][]): Map<string, LedgerAccount> {
  return new Map(
    entries.map(([ref, balance], index) => {
      const account = new LedgerAccount(identify(ref, shardOf('k')));
      account.id = index + 1;
      account.balance = cents(balance);
      return [account.key, account];
    }),
  );
}

describe('entryLegs', () => {
  it('accepts balanced whole-cent legs and drops zero legs', () => {
    const legs = entryLegs('k', 'DEPOSIT', 'd', [
      { account: system('CASH_IN'), amount: cents(-100) },
      { account: wallet(1), amount: cents(100) },
      { account: wallet(2), amount: cents(0) },
    ]);
    expect(legs.map((l) => [l.account.key, l.amount])).toEqual([
      [`system:CASH_IN:${shardOf('k')}`, -100],
      ['wallet:1', 100],
    ]);
  });

  it.each([
    [
      'unbalanced',
      [
        { account: wallet(1), amount: cents(100) },
        { account: system('CASH_IN'), amount: cents(-99) },
      ],
    ],
    [
      'fractional',
      [
        { account: wallet(1), amount: raw(0.5) },
        { account: system('CASH_IN'), amount: raw(-0.5) },
      ],
    ],
    [
      'a single moving leg',
      [
        { account: wallet(1), amount: cents(0) },
        { account: system('CASH_IN'), amount: cents(0) },
      ],
    ],
    ['no legs', []],
    [
      'a bad owner id',
      [
        { account: wallet(0), amount: cents(1) },
        { account: system('CASH_IN'), amount: cents(-1) },
      ],
    ],
    [
      'an unsafe amount',
      [
        { account: wallet(1), amount: raw(2 ** 53) },
        { account: system('CASH_IN'), amount: raw(-(2 ** 53)) },
      ],
    ],
  ])('refuses %s', (_label, legs) => {
    expect(() => entryLegs('k', 'DEPOSIT', 'd', legs)).toThrow();
  });

  it('refuses an empty or long key and an unknown type', () => {
    const legs = [
      { account: wallet(1), amount: cents(1) },
      { account: system('CASH_IN'), amount: cents(-1) },
    ];
    expect(() => entryLegs('', 'DEPOSIT', 'd', legs)).toThrow(/idempotency key/);
    expect(() => entryLegs('x'.repeat(201), 'DEPOSIT', 'd', legs)).toThrow(/idempotency key/);
    expect(() => entryLegs('k', 'GIFT' as never, 'd', legs)).toThrow(/unknown transaction type/);
  });

  it('lists touched accounts once, sorted', () => {
    const legs = entryLegs('k', 'TOURNAMENT_WIN', 'd', [
      { account: wallet(2), amount: cents(50) },
      { account: escrow(1), amount: cents(-100) },
      { account: wallet(2), amount: cents(50) },
    ]);
    expect(touchedKeys(legs)).toEqual(['escrow:1', 'wallet:2']);
  });
});

describe('cash-in shards', () => {
  it('picks a stable shard per key and spreads keys over all of them', () => {
    expect(shardOf('deposit:1:abc')).toBe(shardOf('deposit:1:abc'));
    const used = new Set(Array.from({ length: 500 }, (_, i) => shardOf(`deposit:${i}:key`)));
    expect(used.size).toBe(CASH_IN_SHARDS);
    const legs = entryLegs('deposit:9:x', 'DEPOSIT', 'd', [
      { account: system('CASH_IN'), amount: cents(-1) },
      { account: wallet(9), amount: cents(1) },
    ]);
    expect(legs[0].account).toMatchObject({
      key: `system:CASH_IN:${shardOf('deposit:9:x')}`,
      name: 'Cash in',
      allowsNegative: true,
    });
    expect(legs[1].account.key).toBe('wallet:9');
  });
});

describe('planEntry', () => {
  it('gives each posting the balance after it and each account its final balance', () => {
    const accounts = locked([
      [system('CASH_IN'), -500],
      [wallet(7), 500],
    ]);
    const plan = planEntry(
      entryLegs('k', 'DEPOSIT', 'd', [
        { account: system('CASH_IN'), amount: cents(-250) },
        { account: wallet(7), amount: cents(250) },
      ]),
      accounts,
    );
    expect(plan.postings).toEqual([
      { accountId: 1, amount: -250, balanceAfter: -750 },
      { accountId: 2, amount: 250, balanceAfter: 750 },
    ]);
    expect([...plan.balances]).toEqual([
      [1, -750],
      [2, 750],
    ]);
  });

  it('refuses a wallet overdraft as insufficient_funds', () => {
    const accounts = locked([
      [wallet(7), 999],
      [system('WITHDRAWAL_HOLDS'), 0],
    ]);
    const legs = entryLegs('k', 'WITHDRAW', 'd', [
      { account: wallet(7), amount: cents(-1000) },
      { account: system('WITHDRAWAL_HOLDS'), amount: cents(1000) },
    ]);
    let caught: unknown;
    try {
      planEntry(legs, accounts);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect(caught).toMatchObject({ code: 'insufficient_funds', kind: 'refused' });
  });

  it('refuses an escrow or holds overdraft as a bug, and lets cash in and the house run negative', () => {
    const accounts = locked([
      [escrow(1), 10],
      [wallet(2), 0],
      [system('CASH_IN'), 0],
      [system('HOUSE'), 0],
      [system('WITHDRAWAL_HOLDS'), 0],
    ]);
    const plan = (from: AccountRef, to: AccountRef) =>
      planEntry(
        entryLegs('k', 'TOURNAMENT_WIN', 'd', [
          { account: from, amount: cents(-11) },
          { account: to, amount: cents(11) },
        ]),
        accounts,
      );
    expect(() => plan(escrow(1), wallet(2))).toThrow(/escrow:1 holds 10 cents/);
    expect(() => plan(system('WITHDRAWAL_HOLDS'), wallet(2))).toThrow(/OverdraftRefused|cannot take/);
    expect(() => plan(system('CASH_IN'), wallet(2))).not.toThrow();
    expect(() => plan(system('HOUSE'), wallet(2))).not.toThrow();
  });

  it('conserves money: any balanced entry leaves the sum of balances unchanged and every chain continuous', () => {
    const refs = [wallet(1), wallet(2), escrow(3), system('CASH_IN'), system('HOUSE')];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: refs.length, maxLength: refs.length }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: refs.length - 1 }), fc.integer({ min: 1, max: 50_000 })), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.integer({ min: 0, max: refs.length - 1 }),
        (start, moves, sink) => {
          const accounts = locked(refs.map((ref, i) => [ref, start[i]] as [AccountRef, number]));
          const before = [...accounts.values()].reduce((s, a) => s + a.balance, 0);
          const total = moves.reduce((s, [, amount]) => s + amount, 0);
          const legs = [
            ...moves.map(([i, amount]) => ({ account: refs[i], amount: cents(amount) })),
            { account: refs[sink], amount: cents(-total) },
          ];
          let plan;
          try {
            plan = planEntry(entryLegs('k', 'TOURNAMENT_WIN', 'd', legs), accounts);
          } catch {
            return; // an overdraft refusal (or legs that net to nothing) changes nothing worth checking here
          }
          const after = [...accounts.values()].reduce((s, a) => s + a.balance, 0);
          expect(after).toBe(before);
          for (const account of accounts.values()) {
            if (!account.allowsNegative) expect(account.balance).toBeGreaterThanOrEqual(0);
          }
          for (const [id, balance] of plan.balances) {
            const last = plan.postings.filter((p) => p.accountId === id).at(-1);
            expect(last?.balanceAfter).toBe(balance);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
