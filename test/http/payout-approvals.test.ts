import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { count, expectLedgerSound, settleOutbox } from '../support/ledger-helpers.js';
import { fund } from '../support/tournament-helpers.js';
import { fixtures } from '../support/fixtures.js';

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/**
 * Issue 30 §3, paying out: the approval that moves the coins carries the payout reference (kept and shown to the
 * player), and a withdrawal over WITHDRAWAL_SECOND_APPROVAL_OVER (1,000.00 by default) needs two admins.
 */
describe('Paying out: the payout reference and the second approval', () => {
  let t: TestApp;
  let alice: Player;
  let bob: Player;
  let carol: Player;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await fixtures(t).admin({ username: 'payout_alice' });
    bob = await fixtures(t).admin({ username: 'payout_bob' });
    carol = await fixtures(t).admin({ username: 'payout_carol' });
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
  });

  const approve = (who: Player, id: number, body: Record<string, unknown> = {}) =>
    t.api.post('/api/admin/withdrawals/{id}/approve', { params: { path: { id } }, body: body, token: who.access });
  const balanceOf = async (player: Player) =>
    (await t.api.get('/api/economy/wallet/me', { token: player.access })).body.balance;
  const payouts = (id: number) => count(t, 'ledger_entries', 'idempotency_key = $1', [`withdrawal:${id}:payout`]);
  const statusOf = (id: number) => fixtures(t).withdrawalStatusOf({ id });
  const adminRow = async (id: number) => {
    const list = await t.api.get('/api/admin/withdrawals', {
      params: { query: { page_size: 100 } },
      token: alice.access,
    });
    return list.body.results.find((w: { id: number }) => w.id === id);
  };

  /** A player with `funds` and a pending withdrawal of `amount` to a PayPal address. */
  async function pendingWithdrawal(amount: string, funds = amount) {
    const player = await fixtures(t).player({ name: 'payee', verified: true });
    await fund(t, player.id, funds);
    const res = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount, payment_details: `${player.username}@paypal.example` },
      token: player.access,
    });
    expect(res.status).toBe(201);
    return { player, withdrawal: res.body.withdrawal };
  }

  describe('the payout reference', () => {
    it('is required to approve: a 400 field error that writes nothing', async () => {
      const { player, withdrawal } = await pendingWithdrawal('20.00', '50.00');
      expect(withdrawal.payout_reference).toBeNull();
      const entries = await count(t, 'ledger_entries');
      for (const body of [{}, { payout_reference: '' }, { payout_reference: '   ' }, { admin_notes: 'Paid' }]) {
        const res = await approve(alice, withdrawal.id, body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          payout_reference: ['Enter the payout reference: the PayPal, bank or chain transaction id of the payment.'],
        });
      }
      const tooLong = await approve(alice, withdrawal.id, { payout_reference: 'r'.repeat(201) });
      expect(tooLong.body).toEqual({ payout_reference: ['Ensure this field has no more than 200 characters.'] });
      expect((await approve(alice, withdrawal.id, { payout_reference: 7 })).body).toEqual({
        payout_reference: ['Not a valid string.'],
      });
      expect(await statusOf(withdrawal.id)).toBe('PENDING');
      expect(await count(t, 'ledger_entries')).toBe(entries);
      expect(await balanceOf(player)).toBe('30.00');
    });

    it('is kept with the approval, in its event, and shown to the player and the admins', async () => {
      const { player, withdrawal } = await pendingWithdrawal('20.00', '50.00');
      const res = await approve(alice, withdrawal.id, {
        admin_notes: 'Paid via PayPal',
        payout_reference: '  5TY05013RG002845M ',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        ...withdrawal,
        status: 'APPROVED',
        status_display: 'Funds will arrive soon',
        admin_notes: 'Paid via PayPal',
        reviewed_at: ISO,
        payout_reference: '5TY05013RG002845M',
      });
      const mine = await t.api.get('/api/economy/wallet/withdrawal_requests', { token: player.access });
      expect(mine.body[0]).toEqual({ ...withdrawal, ...mine.body[0], payout_reference: '5TY05013RG002845M' });
      expect(mine.body[0].status).toBe('APPROVED');
      expect((await adminRow(withdrawal.id)).payout_reference).toBe('5TY05013RG002845M');
      const [event] = await fixtures(t).eventsOf('WithdrawalApproved', withdrawal.id);
      expect(event.payload).toMatchObject({ payoutReference: '5TY05013RG002845M', adminId: alice.id });
      expect(await payouts(withdrawal.id)).toBe(1);
    });

    it('is not asked for a rejection or a cancellation', async () => {
      const { withdrawal } = await pendingWithdrawal('20.00', '50.00');
      const res = await t.api.post('/api/admin/withdrawals/{id}/reject', {
        params: { path: { id: withdrawal.id } },
        body: {},
        token: alice.access,
      });
      expect(res.status).toBe(200);
      expect(res.body.payout_reference).toBeNull();
    });
  });

  describe('over 1,000.00, a second admin', () => {
    it('approves after a first: PENDING until then, showing who approved first, and the coins leave once', async () => {
      const { player, withdrawal } = await pendingWithdrawal('1200.00', '1500.00');
      const holds = await count(t, 'ledger_entries');

      const first = await approve(alice, withdrawal.id, { admin_notes: 'Details match the KYC file.' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        id: withdrawal.id,
        status: 'PENDING',
        status_display: 'Awaiting admin review',
        payout_reference: null,
        reviewed_at: null,
        approvals_required: 2,
        first_approval: {
          admin_id: alice.id,
          username: alice.username,
          approved_at: ISO,
          admin_notes: 'Details match the KYC file.',
        },
      });
      expect(await count(t, 'ledger_entries')).toBe(holds);
      expect(await payouts(withdrawal.id)).toBe(0);
      expect(
        await count(t, 'domain_events', "type = 'WithdrawalFirstApproved' AND aggregate_id = $1 AND user_id = $2", [
          String(withdrawal.id),
          alice.id,
        ]),
      ).toBe(1);
      // The queue shows it waiting for a second admin, and by whom it was approved first.
      expect(await adminRow(withdrawal.id)).toMatchObject({
        status: 'PENDING',
        approvals_required: 2,
        first_approval: { admin_id: alice.id, username: alice.username },
      });
      // The player's own view names no admin.
      const mine = (await t.api.get('/api/economy/wallet/withdrawal_requests', { token: player.access })).body[0];
      expect(mine.status).toBe('PENDING');
      expect(mine).not.toHaveProperty('first_approval');

      // The same admin cannot give the second approval.
      const again = await approve(alice, withdrawal.id, { payout_reference: 'PAY-1' });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        error: 'You gave this withdrawal its first approval: a second admin must approve it.',
        code: 'second_approval_same_admin',
      });
      // The second approval is the one that pays: it needs the reference.
      const bare = await approve(bob, withdrawal.id);
      expect(bare.status).toBe(400);
      expect(bare.body).toEqual({
        payout_reference: ['Enter the payout reference: the PayPal, bank or chain transaction id of the payment.'],
      });
      expect(await payouts(withdrawal.id)).toBe(0);

      const second = await approve(bob, withdrawal.id, { payout_reference: 'PAYID-2ND-APPROVAL' });
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({
        status: 'APPROVED',
        payout_reference: 'PAYID-2ND-APPROVAL',
        reviewed_at: ISO,
        first_approval: { admin_id: alice.id, username: alice.username },
        approvals_required: 2,
      });
      expect(await payouts(withdrawal.id)).toBe(1);
      expect(await balanceOf(player)).toBe('300.00');
      const [event] = await fixtures(t).eventsOf('WithdrawalApproved', withdrawal.id);
      expect(event.user_id).toBe(bob.id);
      expect(event.payload).toMatchObject({ adminId: bob.id, firstApprovedBy: alice.id, amount: 120000 });
    });

    it('refuses a payout reference with the first approval: nothing may be paid before the second', async () => {
      const { withdrawal } = await pendingWithdrawal('1000.01');
      const res = await approve(alice, withdrawal.id, { payout_reference: 'PAID-EARLY' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        payout_reference: [
          'Withdrawals over 1,000.00 need a second admin: pay only after the second approval, and give the reference with it.',
        ],
      });
      expect(await adminRow(withdrawal.id)).toMatchObject({ first_approval: null, approvals_required: 2 });
    });

    it('needs one approval at exactly 1,000.00', async () => {
      const { withdrawal } = await pendingWithdrawal('1000.00');
      const res = await approve(alice, withdrawal.id, { payout_reference: 'ONE-IS-ENOUGH' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'APPROVED', approvals_required: 1, first_approval: null });
    });

    it('lets any admin reject after a first approval, the first approver too', async () => {
      const { player, withdrawal } = await pendingWithdrawal('1100.00');
      expect((await approve(alice, withdrawal.id)).status).toBe(200);
      const rejected = await t.api.post('/api/admin/withdrawals/{id}/reject', {
        params: { path: { id: withdrawal.id } },
        body: {},
        token: alice.access,
      });
      expect(rejected.status).toBe(200);
      expect(rejected.body.status).toBe('REJECTED');
      expect(await balanceOf(player)).toBe('1100.00');
    });
  });

  describe('racing approvals', () => {
    it('move the coins once when several admins give the second approval at the same moment', async () => {
      const { player, withdrawal } = await pendingWithdrawal('1500.00', '2000.00');
      expect((await approve(alice, withdrawal.id)).status).toBe(200);
      const results = await Promise.all(
        [bob, carol, bob, carol, alice].map((who, i) => approve(who, withdrawal.id, { payout_reference: `RACE-${i}` })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 400)).toHaveLength(4);
      expect(await payouts(withdrawal.id)).toBe(1);
      expect(await balanceOf(player)).toBe('500.00');
      const winner = results.find((r) => r.status === 200)!.body;
      const [row] = await t.sql<{ payout_reference: string }>(
        'SELECT payout_reference FROM withdrawal_requests WHERE id = $1',
        [withdrawal.id],
      );
      expect(row.payout_reference).toBe(winner.payout_reference);
      await settleOutbox(t);
      expect(
        await count(t, 'domain_events', "type = 'WithdrawalApproved' AND aggregate_id = $1", [String(withdrawal.id)]),
      ).toBe(1);
    });

    it('record one first approval when two admins approve at once, and move nothing', async () => {
      const { player, withdrawal } = await pendingWithdrawal('1300.00');
      const results = await Promise.all([
        approve(alice, withdrawal.id),
        approve(bob, withdrawal.id),
        approve(alice, withdrawal.id),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      expect(await payouts(withdrawal.id)).toBe(0);
      expect(await statusOf(withdrawal.id)).toBe('PENDING');
      expect(await balanceOf(player)).toBe('0.00');
      expect(
        await count(t, 'domain_events', "type = 'WithdrawalFirstApproved' AND aggregate_id = $1", [
          String(withdrawal.id),
        ]),
      ).toBe(1);
    });
  });
});
