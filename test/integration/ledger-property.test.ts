import fc from 'fast-check';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { auditLedger, buses } from '../support/ledger-helpers.js';
import { DomainError } from '../../src/shared/errors/domain-error.js';
import { cents } from '../../src/shared/money/money.js';
import { GetWalletBalance } from '../../src/modules/ledger/contracts/ledger.queries.js';
import { MakeDeposit } from '../../src/modules/cashier/commands/make-deposit.command.js';
import { RequestWithdrawal } from '../../src/modules/payouts/commands/request-withdrawal.command.js';
import { RequestWithdrawalCancellation } from '../../src/modules/payouts/commands/request-withdrawal-cancellation.command.js';
import { ApproveWithdrawal } from '../../src/modules/payouts/commands/approve-withdrawal.command.js';
import { RejectWithdrawal } from '../../src/modules/payouts/commands/reject-withdrawal.command.js';
import { ApproveWithdrawalCancellation } from '../../src/modules/payouts/commands/approve-withdrawal-cancellation.command.js';
import { DenyWithdrawalCancellation } from '../../src/modules/payouts/commands/deny-withdrawal-cancellation.command.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { fixtures } from '../support/fixtures.js';

type Step =
  | { op: 'deposit'; player: number; amount: number }
  | { op: 'withdraw'; player: number; amount: number }
  | { op: 'cancel'; pick: number }
  | { op: 'approve' | 'reject' | 'approveCancellation' | 'denyCancellation'; pick: number };

interface ModelWithdrawal {
  id: number;
  owner: number;
  amount: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'CANCELED';
  cancellationOpen: boolean;
  cancellationUsed: boolean;
}

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      player: fc.nat(2),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      player: fc.nat(2),
      amount: fc.integer({ min: 1000, max: 60_000 }),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat(3) }), weight: 2 },
  {
    arbitrary: fc.record({
      op: fc.constantFrom(
        'approve' as const,
        'reject' as const,
        'approveCancellation' as const,
        'denyCancellation' as const,
      ),
      pick: fc.nat(3),
    }),
    weight: 3,
  },
);

describe('Ledger invariants under random money traffic', () => {
  let t: TestApp;
  let players: number[];
  const ADMIN_ID = 1_000_000; // reviews go through the command bus; the admin role is checked at HTTP

  beforeAll(async () => {
    // Random traffic files many withdrawals per player; the pending cap has tests of its own (caps).
    t = await startTestApp({ MAX_PENDING_WITHDRAWALS_PER_USER: '1000000' });
    players = [];
    for (let i = 0; i < 3; i++) players.push((await fixtures(t).player({ name: 'prop' })).id);
    for (const id of players) await verifyEmailOf(t, { id });
  });

  afterAll(async () => {
    await t.close();
  });

  /** Steps that went through, by kind: the property is only worth something if every kind succeeds at times. */
  const succeeded = new Map<string, number>();

  /** Runs a step for real and in the model; both must agree on whether it was allowed. */
  async function run(s: Step, balances: number[], withdrawals: ModelWithdrawal[]): Promise<void> {
    const { commands } = buses(t);
    const expectRefusal = async (work: Promise<unknown>) => {
      await expect(work).rejects.toBeInstanceOf(DomainError);
    };
    if (s.op === 'deposit') {
      const amount = Math.min(s.amount, 1_000_000);
      await commands.execute(new MakeDeposit(players[s.player], cents(amount)));
      balances[s.player] += amount;
      return;
    }
    if (s.op === 'withdraw') {
      const attempt = commands.execute(
        new RequestWithdrawal(players[s.player], cents(s.amount), 'PAYPAL', 'prop@example.com'),
      );
      if (s.amount > balances[s.player]) return expectRefusal(attempt);
      const made = await attempt;
      balances[s.player] -= s.amount;
      withdrawals.push({
        id: made.id,
        owner: s.player,
        amount: s.amount,
        status: 'PENDING',
        cancellationOpen: false,
        cancellationUsed: false,
      });
      return;
    }
    const w = withdrawals.length ? withdrawals[s.pick % withdrawals.length] : null;
    if (!w) return;
    const pending = w.status === 'PENDING';
    switch (s.op) {
      case 'cancel': {
        const attempt = commands.execute(new RequestWithdrawalCancellation(players[w.owner], w.id, 'CHANGED_MIND'));
        if (!pending || w.cancellationUsed) return expectRefusal(attempt);
        await attempt;
        w.cancellationOpen = w.cancellationUsed = true;
        return;
      }
      case 'approve':
      case 'reject': {
        const attempt = commands.execute(
          s.op === 'approve'
            ? new ApproveWithdrawal(ADMIN_ID, w.id, '', `PROP-${w.id}`)
            : new RejectWithdrawal(ADMIN_ID, w.id, ''),
        );
        if (!pending || w.cancellationOpen) return expectRefusal(attempt);
        await attempt;
        w.status = s.op === 'approve' ? 'APPROVED' : 'REJECTED';
        if (s.op === 'reject') balances[w.owner] += w.amount;
        return;
      }
      case 'approveCancellation':
      case 'denyCancellation': {
        const Command = s.op === 'approveCancellation' ? ApproveWithdrawalCancellation : DenyWithdrawalCancellation;
        const attempt = commands.execute(new Command(ADMIN_ID, w.id, 'notes'));
        if (!pending || !w.cancellationOpen) return expectRefusal(attempt);
        await attempt;
        w.cancellationOpen = false;
        if (s.op === 'approveCancellation') {
          w.status = 'CANCELED';
          balances[w.owner] += w.amount;
        }
        return;
      }
    }
  }

  async function checkInvariants(balances: number[]): Promise<void> {
    const report = await auditLedger(t);
    expect(report.problems).toEqual([]);
    for (let i = 0; i < players.length; i++) {
      const real = await buses(t).queries.execute(new GetWalletBalance(players[i]));
      expect(real).toBe(balances[i]);
      expect(real).toBeGreaterThanOrEqual(0);
      const [chain] = await t.sql<{ total: string | null; last: string | null }>(
        `SELECT sum(p.amount) AS total, (array_agg(p.balance_after ORDER BY p.id DESC))[1] AS last
           FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id WHERE a.key = $1`,
        [`wallet:${players[i]}`],
      );
      expect(Number(chain.total ?? 0)).toBe(real);
      expect(Number(chain.last ?? 0)).toBe(real);
    }
    const [trial] = await t.sql<{ total: string }>('SELECT coalesce(sum(balance), 0) AS total FROM ledger_accounts');
    expect(Number(trial.total)).toBe(0);
  }

  it('keeps the books balanced after every step of any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        const balances = await Promise.all(players.map((id) => buses(t).queries.execute(new GetWalletBalance(id))));
        const withdrawals: ModelWithdrawal[] = [];
        for (const s of steps) {
          const before = JSON.stringify([balances, withdrawals]);
          await run(s, balances, withdrawals);
          if (JSON.stringify([balances, withdrawals]) !== before) succeeded.set(s.op, (succeeded.get(s.op) ?? 0) + 1);
          await checkInvariants(balances);
        }
      }),
      {
        numRuns: 60,
        // One sequence that reaches every transition for sure; the random ones explore around it.
        examples: [
          [
            [
              { op: 'deposit', player: 0, amount: 10_000 },
              { op: 'withdraw', player: 0, amount: 2000 },
              { op: 'cancel', pick: 0 },
              { op: 'denyCancellation', pick: 0 },
              { op: 'approve', pick: 0 },
              { op: 'withdraw', player: 0, amount: 3000 },
              { op: 'cancel', pick: 1 },
              { op: 'approveCancellation', pick: 1 },
              { op: 'withdraw', player: 0, amount: 4000 },
              { op: 'reject', pick: 2 },
              { op: 'withdraw', player: 0, amount: 60_000 },
            ],
          ],
        ],
      },
    );
    expect([...succeeded.keys()].sort()).toEqual(
      ['approve', 'approveCancellation', 'cancel', 'denyCancellation', 'deposit', 'reject', 'withdraw'].sort(),
    );
  });
});
