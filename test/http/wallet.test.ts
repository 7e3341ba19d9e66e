import { startTestApp, type TestApp } from '../support/test-app.js';
import { type BodyOf, type Player } from '../support/api-client.js';
import { count, expectLedgerSound } from '../support/ledger-helpers.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { fixtures } from '../support/fixtures.js';

const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('Wallet over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Twenty parallel withdrawals from one player race the balance here; the pending cap has tests of its own (caps).
    t = await startTestApp({ MAX_PENDING_WITHDRAWALS_PER_USER: '100' });
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
  });

  const deposit = (player: Player, amount: unknown, headers?: Record<string, string>) =>
    t.api.raw('POST', '/api/economy/wallet/deposit/', {
      body: amount === undefined ? {} : { amount },
      token: player.access,
      headers,
    });
  const withdraw = async (player: Player, body: Record<string, unknown>, headers?: Record<string, string>) => {
    await verifyEmailOf(t, player);
    return t.api.raw('POST', '/api/economy/wallet/withdraw/', {
      body: { payment_details: 'me@paypal.example', ...body },
      token: player.access,
      headers,
    });
  };
  const balanceOf = async (player: Player) =>
    (await t.api.get('/api/economy/wallet/me', { token: player.access })).body.balance;
  const moneyWrites = async () => ({
    entries: await count(t, 'ledger_entries'),
    withdrawals: await count(t, 'withdrawal_requests'),
    events: await count(t, 'domain_events', "type LIKE 'Deposit%' OR type LIKE 'Withdrawal%'"),
    keys: await count(t, 'idempotency_keys'),
  });

  it('needs a token for every wallet call', async () => {
    for (const path of [
      '/economy/wallet/me/',
      '/economy/wallet/withdrawal_requests/',
      '/economy/transactions/recent/',
    ]) {
      expect((await t.api.raw('GET', `/api${path}`)).status).toBe(401);
    }
    for (const path of [
      '/economy/wallet/deposit/',
      '/economy/wallet/withdraw/',
      '/economy/wallet/request_cancellation/',
    ]) {
      const res = await t.api.raw('POST', `/api${path}`, { body: { amount: 10 } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: expect.any(String), code: 'not_authenticated' });
    }
  });

  describe('balance and deposit', () => {
    it('starts at 0.00', async () => {
      const player = await fixtures(t).player({ name: 'bal' });
      const res = await t.api.get('/api/economy/wallet/me', { token: player.access });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ balance: '0.00', owed: '0.00' });
    });

    it.each([
      [25, '25.00'],
      ['12.50', '12.50'],
      ['0.01', '0.01'],
      [0.1, '0.10'],
      [10000, '10000.00'],
      ['10000.00', '10000.00'],
      [' 7.5 ', '7.50'],
    ])('deposits %j and answers the new balance', async (amount, expected) => {
      const player = await fixtures(t).player({ name: 'dep' });
      const res = await deposit(player, amount);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Deposit successful!',
        wallet: { balance: expected },
        deposit: expect.objectContaining({ status: 'COMPLETED', amount: expected, amount_credited: expected }),
      });
      expect(await balanceOf(player)).toBe(expected);
      const profile = await t.api.get('/api/accounts/profile', { token: player.access });
      expect(profile.body.wallet_balance).toBe(expected);
    });

    it('adds deposits up and raises DepositMade with cents', async () => {
      const player = await fixtures(t).player({ name: 'dep' });
      await deposit(player, '10.10');
      const res = await deposit(player, 0.9);
      expect(res.body.wallet).toEqual({ balance: '11.00' });
      const events = await t.sql<{
        aggregate_type: string;
        user_id: number;
        payload: { userId: number; amount: number };
      }>(
        "SELECT aggregate_type, user_id, payload FROM domain_events WHERE type = 'DepositMade' AND aggregate_id = $1 ORDER BY id",
        [String(player.id)],
      );
      expect(events.map((e) => e.payload.amount)).toEqual([1010, 90]);
      expect(events[0]).toMatchObject({ aggregate_type: 'wallet', user_id: player.id, payload: { userId: player.id } });
    });

    it.each([
      ['zero', 0],
      ['zero as text', '0.00'],
      ['a negative number', -5],
      ['a negative string', '-5.00'],
      ['three decimals', '1.234'],
      ['a float below a cent', 0.001],
      ['a float that is not two decimals', 0.1 + 0.2],
      ['over the maximum', 10000.01],
      ['far over the maximum', '99999999'],
      ['text', 'ten'],
      ['an exponent', '1e3'],
      ['an empty string', ''],
      ['null', null],
      ['missing', undefined],
      ['an array', [10]],
      ['an object', { value: 10 }],
      ['a boolean', true],
    ])('refuses %s with 400 {"amount"} and writes nothing', async (_label, amount) => {
      const player = await fixtures(t).player({ name: 'bad' });
      const before = await moneyWrites();
      const res = await deposit(player, amount);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['amount']);
      expect(res.body.amount).toEqual([expect.any(String)]);
      expect(await moneyWrites()).toEqual(before);
      expect(await balanceOf(player)).toBe('0.00');
    });

    // Issue 19 §4: a JSON number is read from its source text, so a float's rounding cannot make it an amount.
    it.each([
      ['0.009999999999999999999', 'Enter a valid amount with at most two decimal places.'],
      ['10000.000000000000001', 'Enter a valid amount with at most two decimal places.'],
      ['12.340000000000000000000000000009', 'Enter a valid amount with at most two decimal places.'],
      ['12.340', 'Enter a valid amount with at most two decimal places.'],
      ['1e1', 'Enter a valid amount with at most two decimal places.'],
      ['10000.01', 'Ensure this value is less than or equal to 10000.00.'],
    ])('refuses the JSON number %s as its string form is refused, and writes nothing', async (source, message) => {
      const player = await fixtures(t).player({ name: 'num' });
      const before = await moneyWrites();
      const raw = `{"amount": ${source}}`;
      const res = await t.api.raw('POST', '/api/economy/wallet/deposit/', { raw, token: player.access });
      expect([res.status, res.body]).toEqual([400, { amount: [message] }]);
      const asString = await deposit(player, source);
      expect([asString.status, asString.body]).toEqual([400, { amount: [message] }]);
      expect(await moneyWrites()).toEqual(before);
      expect(await balanceOf(player)).toBe('0.00');
    });

    it('credits JSON numbers of at most two decimals exactly as written', async () => {
      const player = await fixtures(t).player({ name: 'num' });
      for (const source of ['25.50', '12.34', '0.01', '10', '1.0']) {
        const raw = `{"amount": ${source}}`;
        expect((await t.api.raw('POST', '/api/economy/wallet/deposit/', { raw, token: player.access })).status).toBe(
          200,
        );
      }
      expect(await balanceOf(player)).toBe('48.85');
    });

    it('names the limits in its messages', async () => {
      const player = await fixtures(t).player({ name: 'msg' });
      expect((await deposit(player, 0)).body).toEqual({
        amount: ['Ensure this value is greater than or equal to 0.01.'],
      });
      expect((await deposit(player, 10000.01)).body).toEqual({
        amount: ['Ensure this value is less than or equal to 10000.00.'],
      });
      expect((await deposit(player, '1.234')).body).toEqual({
        amount: ['Enter a valid amount with at most two decimal places.'],
      });
      expect((await deposit(player, undefined)).body).toEqual({ amount: ['This field is required.'] });
    });
  });

  describe('withdraw', () => {
    it('holds the amount at once and answers 201 with the withdrawal', async () => {
      const player = await fixtures(t).player({ name: 'wd' });
      await deposit(player, 50);
      const res = await withdraw(player, {
        amount: '20.00',
        payment_method: 'BANK_TRANSFER',
        payment_details: '  IBAN DE00 1234  ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        message: 'Withdrawal request submitted!',
        withdrawal: {
          id: expect.any(Number),
          status: 'PENDING',
          status_display: 'Awaiting admin review',
          amount: '20.00',
          payment_method: 'BANK_TRANSFER',
          payment_method_display: 'Bank Transfer',
          payment_details: 'IBAN DE00 1234',
          requested_at: ISO,
          reviewed_at: null,
          cancellation_requested: false,
          cancellation_reason: null,
          cancellation_reason_display: null,
          cancellation_requested_at: null,
          admin_notes: '',
          payout_reference: null,
        },
      });
      expect(await balanceOf(player)).toBe('30.00');
      const [holds] = await t.sql<{ balance: string }>(
        "SELECT balance FROM ledger_accounts WHERE key = 'system:WITHDRAWAL_HOLDS'",
      );
      expect(Number(holds.balance)).toBeGreaterThanOrEqual(2000);
      const [event] = await t.sql<{ aggregate_type: string; user_id: number; payload: unknown }>(
        "SELECT aggregate_type, user_id, payload FROM domain_events WHERE type = 'WithdrawalRequested' AND aggregate_id = $1",
        [String(res.body.withdrawal.id)],
      );
      expect(event).toEqual({
        aggregate_type: 'withdrawal',
        user_id: player.id,
        payload: {
          withdrawalId: res.body.withdrawal.id,
          userId: player.id,
          amount: 2000,
          paymentMethod: 'BANK_TRANSFER',
        },
      });
    });

    it('defaults the payment method to PAYPAL and accepts the whole balance', async () => {
      const player = await fixtures(t).player({ name: 'wd' });
      await deposit(player, '10.00');
      const res = await withdraw(player, { amount: 10 });
      expect(res.status).toBe(201);
      expect(res.body.withdrawal).toMatchObject({
        payment_method: 'PAYPAL',
        payment_method_display: 'PayPal',
        amount: '10.00',
      });
      expect(await balanceOf(player)).toBe('0.00');
    });

    it.each([
      ['an amount under 10.00', { amount: '9.99' }, 'amount', 'Ensure this value is greater than or equal to 10.00.'],
      ['a missing amount', { amount: undefined }, 'amount', 'This field is required.'],
      ['three decimals', { amount: '10.001' }, 'amount', 'Enter a valid amount with at most two decimal places.'],
      ['text', { amount: 'all' }, 'amount', 'Enter a valid amount with at most two decimal places.'],
      ['more than the balance', { amount: '40.01' }, 'amount', 'Insufficient balance. You can withdraw at most 40.00.'],
      [
        'an unknown payment method',
        { amount: 10, payment_method: 'CHEQUE' },
        'payment_method',
        'Choose one of: PAYPAL, BANK_TRANSFER, CRYPTO, OTHER.',
      ],
      [
        'missing payment details',
        { amount: 10, payment_details: undefined },
        'payment_details',
        'This field is required.',
      ],
      ['empty payment details', { amount: 10, payment_details: '' }, 'payment_details', 'This field may not be blank.'],
      [
        'blank payment details',
        { amount: 10, payment_details: '   ' },
        'payment_details',
        'This field may not be blank.',
      ],
      ['numeric payment details', { amount: 10, payment_details: 42 }, 'payment_details', 'Not a valid string.'],
      [
        'payment details over 500 characters',
        { amount: 10, payment_details: 'x'.repeat(501) },
        'payment_details',
        'Ensure this field has no more than 500 characters.',
      ],
      // 300 to class-validator's own MaxLength (it skips variation selectors), 600 to the varchar(500) column.
      [
        'payment details of 300 letters with variation selectors',
        { amount: 10, payment_details: 'x\uFE0E'.repeat(300) },
        'payment_details',
        'Ensure this field has no more than 500 characters.',
      ],
    ])('refuses %s with a field error and moves nothing', async (_label, body, field, message) => {
      const player = await fixtures(t).player({ name: 'wdbad' });
      await deposit(player, 40);
      const before = await moneyWrites();
      const res = await withdraw(player, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ [field]: [message] });
      expect(await moneyWrites()).toEqual(before);
      expect(await balanceOf(player)).toBe('40.00');
    });

    it('accepts payment details of exactly 500 characters', async () => {
      const player = await fixtures(t).player({ name: 'wd500' });
      await deposit(player, 10);
      expect((await withdraw(player, { amount: 10, payment_details: 'y'.repeat(500) })).status).toBe(201);
    });

    it('accepts exactly ten of twenty parallel 10.00 withdrawals on 100.00', async () => {
      const player = await fixtures(t).player({ name: 'race' });
      await deposit(player, '100.00');
      const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(player, { amount: '10.00' })));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 400)).toHaveLength(10);
      for (const refused of results.filter((r) => r.status === 400)) {
        expect(refused.body).toEqual({ amount: [expect.stringMatching(/^Insufficient balance/)] });
      }
      expect(await balanceOf(player)).toBe('0.00');
      expect(await count(t, 'withdrawal_requests', 'user_id = $1', [player.id])).toBe(10);
    });
  });

  describe('withdrawal requests and cancellation', () => {
    it('lists only the caller own requests, newest first, with every field', async () => {
      const player = await fixtures(t).player({ name: 'list' });
      const other = await fixtures(t).player({ name: 'list' });
      await deposit(player, 100);
      await deposit(other, 100);
      const first = (await withdraw(player, { amount: 10, payment_method: 'CRYPTO', payment_details: 'bc1q...' })).body
        .withdrawal;
      const second = (await withdraw(player, { amount: 15 })).body.withdrawal;
      await withdraw(other, { amount: 10 });
      const res = await t.api.get('/api/economy/wallet/withdrawal_requests', { token: player.access });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([second, first]);
      expect(res.body[1]).toMatchObject({ payment_method: 'CRYPTO', payment_method_display: 'Cryptocurrency' });
    });

    it('records a cancellation request once while pending; the status stays PENDING and nothing moves', async () => {
      const player = await fixtures(t).player({ name: 'cxl' });
      await deposit(player, 30);
      const { withdrawal } = (await withdraw(player, { amount: 30 })).body;
      const res = await t.api.post('/api/economy/wallet/request_cancellation', {
        body: { withdrawal_id: withdrawal.id, reason: 'Changed mind' },
        token: player.access,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...withdrawal,
        cancellation_requested: true,
        cancellation_reason: 'CHANGED_MIND',
        cancellation_reason_display: 'Changed mind',
        cancellation_requested_at: ISO,
      });
      expect(await balanceOf(player)).toBe('0.00');
      const listed = (await t.api.get('/api/economy/wallet/withdrawal_requests', { token: player.access })).body[0];
      expect(listed).toEqual(res.body);
      const again = await t.api.post('/api/economy/wallet/request_cancellation', {
        body: { withdrawal_id: withdrawal.id, reason: 'OTHER' },
        token: player.access,
      });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        error: 'Cancellation has already been requested for this withdrawal.',
        code: 'cancellation_already_requested',
      });
      const events = await t.sql<{ payload: unknown }>(
        "SELECT payload FROM domain_events WHERE type = 'WithdrawalCancellationRequested' AND aggregate_id = $1",
        [String(withdrawal.id)],
      );
      expect(events).toEqual([
        { payload: { withdrawalId: withdrawal.id, userId: player.id, amount: 3000, reason: 'CHANGED_MIND' } },
      ]);
    });

    it.each<[BodyOf<'/api/economy/wallet/request_cancellation', 'post'>['reason'], string]>([
      ['WRONG_DESTINATION', 'WRONG_DESTINATION'],
      ['Wrong destination', 'WRONG_DESTINATION'],
      ['Incorrect amount', 'INCORRECT_AMOUNT'],
      ['Using different method', 'DIFFERENT_METHOD'],
      ['DIFFERENT_METHOD', 'DIFFERENT_METHOD'],
      ['Other', 'OTHER'],
    ])('accepts the reason %j as %s', async (reason, code) => {
      const player = await fixtures(t).player({ name: 'why' });
      await deposit(player, 10);
      const { withdrawal } = (await withdraw(player, { amount: 10 })).body;
      const res = await t.api.post('/api/economy/wallet/request_cancellation', {
        body: { withdrawal_id: withdrawal.id, reason },
        token: player.access,
      });
      expect(res.status).toBe(200);
      expect(res.body.cancellation_reason).toBe(code);
    });

    it.each([
      ['a missing reason', undefined],
      ['an empty reason', ''],
      ['an unknown reason', 'Bored'],
      ['a numeric reason', 3],
    ])('refuses %s with the form message', async (_label, reason) => {
      const player = await fixtures(t).player({ name: 'why' });
      await deposit(player, 10);
      const { withdrawal } = (await withdraw(player, { amount: 10 })).body;
      const res = await t.api.raw('POST', '/api/economy/wallet/request_cancellation/', {
        body: { withdrawal_id: withdrawal.id, reason },
        token: player.access,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ reason: ['Please select a cancellation reason'] });
      expect(await count(t, 'withdrawal_requests', 'id = $1 AND cancellation_requested', [withdrawal.id])).toBe(0);
    });

    it('answers 404 for someone else withdrawal or an unknown one, 400 for a malformed id', async () => {
      const owner = await fixtures(t).player({ name: 'own' });
      const stranger = await fixtures(t).player({ name: 'str' });
      await deposit(owner, 10);
      const { withdrawal } = (await withdraw(owner, { amount: 10 })).body;
      const theirs = await t.api.post('/api/economy/wallet/request_cancellation', {
        body: { withdrawal_id: withdrawal.id, reason: 'OTHER' },
        token: stranger.access,
      });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ detail: 'Withdrawal request not found.', code: 'not_found' });
      for (const id of [999999, 99999999999999]) {
        const res = await t.api.post('/api/economy/wallet/request_cancellation', {
          body: { withdrawal_id: id, reason: 'OTHER' },
          token: owner.access,
        });
        expect(res.status).toBe(404);
      }
      const malformed = await t.api.raw('POST', '/api/economy/wallet/request_cancellation/', {
        body: { withdrawal_id: 'abc', reason: 'OTHER' },
        token: owner.access,
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ withdrawal_id: ['A valid integer is required.'] });
      const missing = await t.api.raw('POST', '/api/economy/wallet/request_cancellation/', {
        body: { reason: 'OTHER' },
        token: owner.access,
      });
      expect(missing.body).toEqual({ withdrawal_id: ['This field is required.'] });
      expect(await count(t, 'withdrawal_requests', 'id = $1 AND cancellation_requested', [withdrawal.id])).toBe(0);
    });
  });

  describe('recent transactions', () => {
    it('lists the wallet postings newest first with the spec fields', async () => {
      const player = await fixtures(t).player({ name: 'tx' });
      await deposit(player, '25.00');
      const { withdrawal } = (await withdraw(player, { amount: '10.00' })).body;
      const res = await t.api.get('/api/economy/transactions/recent', { token: player.access });
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        {
          id: expect.any(Number),
          transaction_type: 'WITHDRAW',
          transaction_type_display: 'Withdrawal',
          description: `Withdrawal request #${withdrawal.id} (PayPal)`,
          amount: '10.00',
          balance_after: '15.00',
          created_at: ISO,
        },
        {
          id: expect.any(Number),
          transaction_type: 'DEPOSIT',
          transaction_type_display: 'Deposit',
          description: 'Wallet deposit',
          amount: '25.00',
          balance_after: '25.00',
          created_at: ISO,
        },
      ]);
      expect(res.body[0].id).toBeGreaterThan(res.body[1].id);
    });

    it('shows the last 50 only', async () => {
      const player = await fixtures(t).player({ name: 'tx50' });
      for (let i = 1; i <= 52; i++) await deposit(player, i);
      const res = await t.api.get('/api/economy/transactions/recent', { token: player.access });
      expect(res.body).toHaveLength(50);
      expect(res.body[0]).toMatchObject({ amount: '52.00', balance_after: '1378.00' });
      expect(res.body[49]).toMatchObject({ amount: '3.00' });
    });

    it('is empty for a new player', async () => {
      const player = await fixtures(t).player({ name: 'tx0' });
      expect((await t.api.get('/api/economy/transactions/recent', { token: player.access })).body).toEqual([]);
    });
  });

  describe('Idempotency-Key', () => {
    it('replays a repeated deposit: same response, one journal entry', async () => {
      const player = await fixtures(t).player({ name: 'idem' });
      const headers = { 'Idempotency-Key': 'dep-1' };
      const first = await deposit(player, '15.00', headers);
      await deposit(player, '5.00');
      const again = await deposit(player, '15.00', headers);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(first.body).toMatchObject({ message: 'Deposit successful!', wallet: { balance: '15.00' } });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await balanceOf(player)).toBe('20.00');
      expect(await count(t, 'ledger_entries', 'idempotency_key = $1', [`deposit:${player.id}:dep-1`])).toBe(1);
      expect(await count(t, 'deposits', 'user_id = $1 AND idempotency_key = $2', [player.id, 'dep-1'])).toBe(1);
      expect(await count(t, 'domain_events', "type = 'DepositMade' AND aggregate_id = $1", [String(player.id)])).toBe(
        2,
      );
    });

    it('answers 409 for the same key with another body, and moves nothing', async () => {
      const player = await fixtures(t).player({ name: 'idem' });
      const headers = { 'Idempotency-Key': 'dep-2' };
      await deposit(player, '15.00', headers);
      const before = await moneyWrites();
      const other = await deposit(player, '16.00', headers);
      expect(other.status).toBe(409);
      expect(other.body).toEqual({
        detail: 'This Idempotency-Key was already used with a different request.',
        code: 'idempotency_key_reused',
      });
      const elsewhere = await withdraw(player, { amount: 10 }, headers);
      expect(elsewhere.status).toBe(409);
      expect(await moneyWrites()).toEqual(before);
    });

    it('keeps keys per user', async () => {
      const a = await fixtures(t).player({ name: 'idem' });
      const b = await fixtures(t).player({ name: 'idem' });
      const headers = { 'Idempotency-Key': 'shared-key' };
      expect((await deposit(a, 1, headers)).body.wallet.balance).toBe('1.00');
      expect((await deposit(b, 2, headers)).body.wallet.balance).toBe('2.00');
    });

    it('posts a key sent five times at once exactly once', async () => {
      const player = await fixtures(t).player({ name: 'idem' });
      const headers = { 'Idempotency-Key': 'burst' };
      const results = await Promise.all(Array.from({ length: 5 }, () => deposit(player, 7, headers)));
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
      expect(await balanceOf(player)).toBe('7.00');
    });

    it('replays a withdrawal: one request, one hold', async () => {
      const player = await fixtures(t).player({ name: 'idem' });
      await deposit(player, 50);
      const headers = { 'Idempotency-Key': 'wd-1' };
      const first = await withdraw(player, { amount: 20 }, headers);
      const again = await withdraw(player, { amount: 20 }, headers);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(await count(t, 'withdrawal_requests', 'user_id = $1', [player.id])).toBe(1);
      expect(await balanceOf(player)).toBe('30.00');
    });

    it('stores nothing for a refused request, so the same key works once the cause is fixed', async () => {
      const player = await fixtures(t).player({ name: 'idem' });
      const headers = { 'Idempotency-Key': 'wd-retry' };
      expect((await withdraw(player, { amount: 20 }, headers)).status).toBe(400);
      await deposit(player, 20);
      expect((await withdraw(player, { amount: 20 }, headers)).status).toBe(201);
    });

    it('answers 503 when PostgreSQL gives the transaction up (a deadlock), stores nothing, and the same key then posts once', async () => {
      const player = await fixtures(t).player({ name: 'idem' });
      const headers = { 'Idempotency-Key': 'dep-deadlock' };
      await t.sql(
        `CREATE FUNCTION give_up() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = 'deadlock_detected'; END $$ LANGUAGE plpgsql`,
      );
      await t.sql('CREATE TRIGGER give_up BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION give_up()');
      try {
        const refused = await deposit(player, 5, headers);
        expect(refused.status).toBe(503);
        expect(refused.body).toEqual({ detail: 'Service temporarily unavailable. Please try again.' });
        expect(refused.headers.get('retry-after')).toBe('1');
      } finally {
        await t.sql('DROP TRIGGER give_up ON ledger_entries');
        await t.sql('DROP FUNCTION give_up()');
      }
      expect(await balanceOf(player)).toBe('0.00');
      expect((await deposit(player, 5, headers)).status).toBe(200);
      expect((await deposit(player, 5, headers)).status).toBe(200);
      expect(await balanceOf(player)).toBe('5.00');
    });

    it('refuses a malformed key', async () => {
      const player = await fixtures(t).player({ name: 'idem' });
      const res = await deposit(player, 1, { 'Idempotency-Key': 'x'.repeat(129) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ idempotency_key: [expect.any(String)] });
      expect(await balanceOf(player)).toBe('0.00');
    });
  });
});
