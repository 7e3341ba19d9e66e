import { startTestApp, type TestApp } from '../support/test-app.js';
import type { Player } from '../support/api-client.js';
import { count, expectLedgerSound } from '../support/ledger-helpers.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { freshTotpCode } from '../support/two-factor.js';
import { fixtures } from '../support/fixtures.js';

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
const ACTIONS = ['approve', 'reject', 'approve_cancellation', 'deny_cancellation'] as const;
/** Where a withdrawal under the second-approval bound stands: one approval needed, none given yet. */
const ONE_APPROVAL = { approvals_required: 1, first_approval: null };

describe('Admin withdrawal review over HTTP', () => {
  let t: TestApp;
  let admin: Player;
  let otherAdmin: Player;

  beforeAll(async () => {
    t = await startTestApp();
    // Admins deposit like any player (one test withdraws as the admin): a date of birth first (issue 22 §1).
    admin = await fixtures(t).admin({ username: 'review_admin', dateOfBirth: '1980-01-01' });
    otherAdmin = await fixtures(t).admin({ username: 'second_admin', dateOfBirth: '1980-01-01' });
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
  });

  const act = (who: Player, id: number | string, action: string, body: Record<string, unknown> = {}) =>
    t.api.raw('POST', `/api/admin/withdrawals/${id}/${action}/`, {
      body: action === 'approve' ? { payout_reference: 'PAYID-TEST', ...body } : body,
      token: who.access,
    });
  const balanceOf = async (player: Player) =>
    (await t.api.get('/api/economy/wallet/me', { token: player.access })).body.balance;
  const accountBalance = async (key: string) =>
    Number((await t.sql<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE key = $1', [key]))[0].balance);

  /** A player with `funds` deposited and a pending withdrawal of `amount`. */
  async function pendingWithdrawal(funds = '50.00', amount = '20.00', who?: Player) {
    const player = who ?? (await fixtures(t).player({ name: 'payee' }));
    await verifyEmailOf(t, player);
    await t.api.post('/api/economy/wallet/deposit', { body: { amount: funds }, token: player.access });
    const res = await t.api.post('/api/economy/wallet/withdraw', {
      body: {
        amount,
        payment_details: `${player.username}@paypal.example`,
        otp: player.totpSecret && (await freshTotpCode(player.totpSecret)),
      },
      token: player.access,
    });
    expect(res.status).toBe(201);
    return { player, withdrawal: res.body.withdrawal };
  }

  async function requestCancellation(player: Player, id: number) {
    const res = await t.api.post('/api/economy/wallet/request_cancellation', {
      body: { withdrawal_id: id, reason: 'WRONG_DESTINATION' },
      token: player.access,
    });
    expect(res.status).toBe(200);
    return res.body;
  }

  describe('access', () => {
    it('answers 401 to anonymous callers and 403 to players', async () => {
      const player = await fixtures(t).player({ name: 'nosy' });
      const { withdrawal } = await pendingWithdrawal();
      for (const path of ['/admin/withdrawals/', '/admin/ledger/trial_balance/']) {
        expect((await t.api.raw('GET', `/api${path}`)).status).toBe(401);
        const forbidden = await t.api.raw('GET', `/api${path}`, { token: player.access });
        expect(forbidden.status).toBe(403);
        expect(forbidden.body).toEqual({ detail: expect.any(String), code: 'forbidden' });
      }
      for (const action of ACTIONS) {
        expect(
          (await t.api.raw('POST', `/api/admin/withdrawals/${withdrawal.id}/${action}/`, { body: {} })).status,
        ).toBe(401);
        expect((await act(player, withdrawal.id, action)).status).toBe(403);
      }
      const [row] = await t.sql<{ status: string }>('SELECT status FROM withdrawal_requests WHERE id = $1', [
        withdrawal.id,
      ]);
      expect(row.status).toBe('PENDING');
    });
  });

  describe('list', () => {
    it('shows every player withdrawal with its owner, pending ones oldest first, filtered on request', async () => {
      const a = await pendingWithdrawal('30.00', '10.00');
      const b = await pendingWithdrawal('30.00', '12.00');
      await requestCancellation(b.player, b.withdrawal.id);
      const all = await t.api.get('/api/admin/withdrawals', { token: admin.access });
      expect(all.status).toBe(200);
      const ids = all.body.results.map((w: { id: number }) => w.id);
      // The queue is worked in order: the older pending request comes first.
      expect(ids.indexOf(a.withdrawal.id)).toBeLessThan(ids.indexOf(b.withdrawal.id));
      const row = all.body.results.find((w: { id: number }) => w.id === a.withdrawal.id);
      // A fresh account that never played: its two risk signals (test/http/risk-signals.test.ts has the rest).
      const fresh = [
        expect.objectContaining({ code: 'new_account' }),
        expect.objectContaining({ code: 'not_wagered' }),
      ];
      expect(row).toEqual({
        ...a.withdrawal,
        ...ONE_APPROVAL,
        user_id: a.player.id,
        username: a.player.username,
        risk_signals: fresh,
      });

      const cancelling = await t.api.get('/api/admin/withdrawals', {
        params: { query: { cancellation_requested: 'true' } },
        token: admin.access,
      });
      expect(cancelling.body.results.every((w: { cancellation_requested: boolean }) => w.cancellation_requested)).toBe(
        true,
      );
      expect(cancelling.body.results.map((w: { id: number }) => w.id)).toContain(b.withdrawal.id);
      expect(cancelling.body.results.map((w: { id: number }) => w.id)).not.toContain(a.withdrawal.id);

      const notCancelling = await t.api.get('/api/admin/withdrawals', {
        params: { query: { status: 'PENDING', cancellation_requested: 'false' } },
        token: admin.access,
      });
      expect(notCancelling.body.results.map((w: { id: number }) => w.id)).toContain(a.withdrawal.id);
      expect(notCancelling.body.results.map((w: { id: number }) => w.id)).not.toContain(b.withdrawal.id);

      const approved = await t.api.get('/api/admin/withdrawals', {
        params: { query: { status: 'APPROVED' } },
        token: admin.access,
      });
      expect(approved.body.results.every((w: { status: string }) => w.status === 'APPROVED')).toBe(true);
    });

    it('refuses an unknown filter value', async () => {
      const bad = await t.api.raw('GET', '/api/admin/withdrawals/?status=DONE', { token: admin.access });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ status: [expect.any(String)] });
      const flag = await t.api.raw('GET', '/api/admin/withdrawals/?cancellation_requested=maybe', {
        token: admin.access,
      });
      expect(flag.status).toBe(400);
      expect(flag.body).toEqual({ cancellation_requested: [expect.any(String)] });
    });
  });

  describe('approve', () => {
    it('moves PENDING to APPROVED and the hold to cash out', async () => {
      const { player, withdrawal } = await pendingWithdrawal('50.00', '20.00');
      const holds = await accountBalance('system:WITHDRAWAL_HOLDS');
      const cashOut = await accountBalance('system:CASH_OUT');
      const res = await act(admin, withdrawal.id, 'approve', { admin_notes: 'Paid via PayPal' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...withdrawal,
        ...ONE_APPROVAL,
        status: 'APPROVED',
        status_display: 'Funds will arrive soon',
        admin_notes: 'Paid via PayPal',
        reviewed_at: ISO,
        payout_reference: 'PAYID-TEST',
      });
      expect(await accountBalance('system:WITHDRAWAL_HOLDS')).toBe(holds - 2000);
      expect(await accountBalance('system:CASH_OUT')).toBe(cashOut + 2000);
      expect(await balanceOf(player)).toBe('30.00');
      const [event] = await t.sql<{ user_id: number; payload: unknown }>(
        "SELECT user_id, payload FROM domain_events WHERE type = 'WithdrawalApproved' AND aggregate_id = $1",
        [String(withdrawal.id)],
      );
      expect(event).toEqual({
        user_id: admin.id,
        payload: {
          withdrawalId: withdrawal.id,
          userId: player.id,
          amount: 2000,
          adminId: admin.id,
          adminNotes: 'Paid via PayPal',
          payoutReference: 'PAYID-TEST',
          firstApprovedBy: null,
        },
      });
      // The player sees the decision in their own list.
      const mine = await t.api.get('/api/economy/wallet/withdrawal_requests', { token: player.access });
      // The same withdrawal without the admins' approval fields.
      const { approvals_required: _required, first_approval: _first, ...playerView } = res.body;
      expect(mine.body[0]).toEqual(playerView);
    });

    it('refuses every further action on a decided withdrawal and changes nothing', async () => {
      const { player, withdrawal } = await pendingWithdrawal();
      await act(admin, withdrawal.id, 'approve');
      const entries = await count(t, 'ledger_entries');
      for (const action of ACTIONS) {
        const res = await act(admin, withdrawal.id, action);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: expect.stringMatching(
            /^This withdrawal is already approved: only a pending withdrawal can be (approved|rejected|cancelled)\.$/,
          ),
          code: 'withdrawal_not_pending',
        });
      }
      expect(await count(t, 'ledger_entries')).toBe(entries);
      const cancel = await t.api.post('/api/economy/wallet/request_cancellation', {
        body: { withdrawal_id: withdrawal.id, reason: 'OTHER' },
        token: player.access,
      });
      expect(cancel.status).toBe(400);
      expect(cancel.body.error).toMatch(/already approved/);
    });

    it('does not let an admin approve their own withdrawal; another admin may', async () => {
      const { withdrawal } = await pendingWithdrawal('40.00', '15.00', admin);
      const own = await act(admin, withdrawal.id, 'approve');
      expect(own.status).toBe(400);
      expect(own.body).toEqual({ error: 'You cannot approve your own withdrawal.', code: 'own_withdrawal' });
      const [row] = await t.sql<{ status: string }>('SELECT status FROM withdrawal_requests WHERE id = $1', [
        withdrawal.id,
      ]);
      expect(row.status).toBe('PENDING');
      expect((await act(otherAdmin, withdrawal.id, 'approve')).status).toBe(200);
    });

    it('lets exactly one of two admins acting at once succeed', async () => {
      const { player, withdrawal } = await pendingWithdrawal('50.00', '25.00');
      const results = await Promise.all([
        act(admin, withdrawal.id, 'approve'),
        act(otherAdmin, withdrawal.id, 'reject'),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const winner = results.find((r) => r.status === 200)!.body.status;
      expect(await balanceOf(player)).toBe(winner === 'APPROVED' ? '25.00' : '50.00');
      const same = await pendingWithdrawal();
      const both = await Promise.all([
        act(admin, same.withdrawal.id, 'approve'),
        act(otherAdmin, same.withdrawal.id, 'approve'),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(
        await count(t, 'ledger_entries', 'idempotency_key = $1', [`withdrawal:${same.withdrawal.id}:payout`]),
      ).toBe(1);
    });

    it('refuses while a cancellation request is open', async () => {
      const { player, withdrawal } = await pendingWithdrawal();
      await requestCancellation(player, withdrawal.id);
      for (const action of ['approve', 'reject']) {
        const res = await act(admin, withdrawal.id, action);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: 'This withdrawal has a cancellation request awaiting review; decide that first.',
          code: 'cancellation_pending',
        });
      }
    });
  });

  describe('reject', () => {
    it('moves PENDING to REJECTED and refunds the wallet', async () => {
      const { player, withdrawal } = await pendingWithdrawal('50.00', '20.00');
      expect(await balanceOf(player)).toBe('30.00');
      const res = await act(admin, withdrawal.id, 'reject', { admin_notes: 'Details do not match' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...withdrawal,
        ...ONE_APPROVAL,
        status: 'REJECTED',
        status_display: 'Request denied',
        admin_notes: 'Details do not match',
        reviewed_at: ISO,
      });
      expect(await balanceOf(player)).toBe('50.00');
      const [latest] = (await t.api.get('/api/economy/transactions/recent', { token: player.access })).body;
      expect(latest).toMatchObject({
        transaction_type: 'WITHDRAWAL_REFUND',
        transaction_type_display: 'Withdrawal Refund',
        description: `Withdrawal #${withdrawal.id} rejected: refunded`,
        amount: '20.00',
        balance_after: '50.00',
      });
      expect(
        await count(t, 'domain_events', "type = 'WithdrawalRejected' AND aggregate_id = $1", [String(withdrawal.id)]),
      ).toBe(1);
    });
  });

  describe('cancellation review', () => {
    it('approving a cancellation sets CANCELED and refunds', async () => {
      const { player, withdrawal } = await pendingWithdrawal('50.00', '20.00');
      const requested = await requestCancellation(player, withdrawal.id);
      const res = await act(admin, withdrawal.id, 'approve_cancellation', { admin_notes: 'Cancelled as asked' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...requested,
        ...ONE_APPROVAL,
        status: 'CANCELED',
        status_display: 'Cancelled',
        cancellation_requested: false,
        admin_notes: 'Cancelled as asked',
        reviewed_at: ISO,
      });
      expect(await balanceOf(player)).toBe('50.00');
      const [latest] = (await t.api.get('/api/economy/transactions/recent', { token: player.access })).body;
      expect(latest).toMatchObject({ transaction_type: 'WITHDRAWAL_REFUND', amount: '20.00', balance_after: '50.00' });
      expect(
        await count(t, 'domain_events', "type = 'WithdrawalCancellationApproved' AND aggregate_id = $1", [
          String(withdrawal.id),
        ]),
      ).toBe(1);
    });

    it('denying a cancellation keeps it PENDING with the notes, once and for all', async () => {
      const { player, withdrawal } = await pendingWithdrawal('50.00', '20.00');
      const requested = await requestCancellation(player, withdrawal.id);
      const res = await act(admin, withdrawal.id, 'deny_cancellation', {
        admin_notes: 'Already sent to the processor',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...requested,
        ...ONE_APPROVAL,
        cancellation_requested: false,
        admin_notes: 'Already sent to the processor',
      });
      expect(await balanceOf(player)).toBe('30.00');
      expect(
        await count(t, 'domain_events', "type = 'WithdrawalCancellationDenied' AND aggregate_id = $1", [
          String(withdrawal.id),
        ]),
      ).toBe(1);
      // The request was the player's one chance.
      const again = await t.api.post('/api/economy/wallet/request_cancellation', {
        body: { withdrawal_id: withdrawal.id, reason: 'OTHER' },
        token: player.access,
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        error: 'Cancellation has already been requested for this withdrawal.',
        code: 'cancellation_already_requested',
      });
      // And the withdrawal can now be reviewed as usual.
      expect((await act(admin, withdrawal.id, 'approve')).body.status).toBe('APPROVED');
    });

    it('refuses both cancellation actions without a cancellation request', async () => {
      const { withdrawal } = await pendingWithdrawal();
      for (const action of ['approve_cancellation', 'deny_cancellation']) {
        const res = await act(admin, withdrawal.id, action);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: 'This withdrawal has no cancellation request to review.',
          code: 'no_cancellation_request',
        });
      }
    });
  });

  describe('ids and bodies', () => {
    it.each(['999999', 'abc', '99999999999999', '0', '-1', '1.5'])('answers 404 for the id %s', async (id) => {
      for (const action of ACTIONS) {
        const res = await act(admin, id, action);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: expect.any(String), code: 'not_found' });
      }
    });

    it('refuses admin notes that are not a string or too long', async () => {
      const { withdrawal } = await pendingWithdrawal();
      expect((await act(admin, withdrawal.id, 'reject', { admin_notes: 'n'.repeat(1001) })).body).toEqual({
        admin_notes: ['Ensure this field has no more than 1000 characters.'],
      });
      expect((await act(admin, withdrawal.id, 'reject', { admin_notes: 5 })).status).toBe(400);
      const [row] = await t.sql<{ status: string }>('SELECT status FROM withdrawal_requests WHERE id = $1', [
        withdrawal.id,
      ]);
      expect(row.status).toBe('PENDING');
    });
  });

  describe('trial balance', () => {
    it('lists every account and totals 0.00 after all of the above', async () => {
      const res = await t.api.get('/api/admin/ledger/trial_balance', { token: admin.access });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe('0.00');
      expect(res.body.accounts).toEqual(
        expect.arrayContaining([
          { id: expect.any(Number), kind: 'SYSTEM', name: 'Cash in', balance: expect.stringMatching(/^-\d+\.\d\d$/) },
          { id: expect.any(Number), kind: 'SYSTEM', name: 'Cash out', balance: expect.stringMatching(/^\d+\.\d\d$/) },
          expect.objectContaining({
            id: expect.any(Number),
            kind: 'WALLET',
            name: `Wallet of user ${admin.id}`,
            balance: expect.any(String),
          }),
        ]),
      );
      const sum = res.body.accounts.reduce(
        (s: number, a: { balance: string }) => s + Math.round(Number(a.balance) * 100),
        0,
      );
      expect(sum).toBe(0);
    });
  });
});
