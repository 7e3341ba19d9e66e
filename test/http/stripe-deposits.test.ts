import Stripe from 'stripe';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { count, expectLedgerSound } from '../support/ledger-helpers.js';
import { trialBalanceTotal } from '../support/cashier-helpers.js';
import { CheckoutReconciler } from '../../src/modules/cashier/scheduler/checkout-reconciler.js';
import { eventually } from '../support/eventually.js';
import { deliver, events, STAND_IN_SECRET_KEY, StripeStandIn } from '../support/stripe-stand-in.js';
import { fixtures } from '../support/fixtures.js';

describe('Deposits through Stripe Checkout over HTTP', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: Player;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    t = await startTestApp({ ...stripe.env(), PUBLIC_URL: 'https://play.example.com' });
    admin = await fixtures(t).admin({ username: 'stripe_admin' });
  });

  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
    expect(await trialBalanceTotal(t, admin)).toBe('0.00');
  });

  const deposit = (player: Player, amount: unknown) =>
    t.api.raw('POST', '/api/economy/wallet/deposit/', { body: { amount }, token: player.access });
  const me = async (player: Player) => (await t.api.get('/api/economy/wallet/me', { token: player.access })).body;
  const depositOf = async (player: Player, id: number) =>
    (await t.api.get('/api/economy/deposits/{id}', { params: { path: { id } }, token: player.access })).body;

  /** A player with a PENDING deposit of `amount` and its checkout session at the stand-in. */
  async function pending(amount: string) {
    const player = await fixtures(t).player({ name: 'strp' });
    const res = await deposit(player, amount);
    expect(res.status).toBe(202);
    return { player, id: res.body.deposit.id as number, session: stripe.sessionFor(res.body.deposit.id) };
  }

  it('says so on the cashier call, with no secret in it', async () => {
    const res = await t.api.get('/api/economy/cashier');
    expect(res.body).toMatchObject({ provider: 'stripe', sandbox: false, currency: 'EUR', coin_value: '1.00' });
    expect(JSON.stringify(res.body)).not.toContain('sk_test');
    expect(JSON.stringify(res.body)).not.toContain('whsec');
  });

  it('creates a Checkout Session for the amount and answers 202 with its URL, crediting nothing yet', async () => {
    const player = await fixtures(t).player({ name: 'strp' });
    const res = await deposit(player, '25.50');
    expect(res.status).toBe(202);
    const id = res.body.deposit.id as number;
    const session = stripe.sessionFor(id);
    expect(res.body).toEqual({
      message: expect.any(String),
      deposit: expect.objectContaining({
        id,
        amount: '25.50',
        amount_credited: null,
        amount_taken_back: '0.00',
        status: 'PENDING',
        provider: 'stripe',
        checkout_url: session.url,
        completed_at: null,
      }),
    });
    const request = stripe.requests.findLast((r) => r.params.client_reference_id === String(id));
    expect(request?.headers.authorization).toBe(`Bearer ${STAND_IN_SECRET_KEY}`);
    expect(request?.headers['idempotency-key']).toBe(`spockout-deposit-${id}`);
    expect(request?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: String(id),
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2550',
      success_url: `https://play.example.com/wallet?deposit=${id}`,
      cancel_url: `https://play.example.com/wallet?deposit=${id}`,
    });
    // Stripe's shortest checkout (the stand-in refuses less, as Stripe does), with two minutes to spare: an
    // abandoned one holds the player's deposit limit as briefly as it can.
    const closes = Number(request?.params.expires_at) * 1000;
    expect(closes - Date.now()).toBeGreaterThan(31 * 60_000);
    expect(closes - Date.now()).toBeLessThanOrEqual(32 * 60_000);
    expect(await me(player)).toEqual({ balance: '0.00', owed: '0.00' });
    // The stand-in serves the URL it handed out as a page (the browser test follows it).
    const page = await fetch(session.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('25.50 EUR');
  });

  it('credits a paid checkout once: a replayed event and a second event for the session credit nothing more', async () => {
    const { player, id, session } = await pending('40.00');
    const completed = events.checkoutCompleted(session);
    expect(await deliver(t.url, completed)).toEqual({ status: 200, body: { received: true } });
    expect(await me(player)).toEqual({ balance: '40.00', owed: '0.00' });
    expect(await depositOf(player, id)).toMatchObject({
      status: 'COMPLETED',
      amount_credited: '40.00',
      checkout_url: null,
      completed_at: expect.any(String),
    });
    expect((await deliver(t.url, completed)).status).toBe(200);
    expect((await deliver(t.url, events.checkoutCompleted(session))).status).toBe(200);
    expect(
      (await deliver(t.url, { ...events.checkoutCompleted(session), type: 'checkout.session.async_payment_succeeded' }))
        .status,
    ).toBe(200);
    expect(await me(player)).toEqual({ balance: '40.00', owed: '0.00' });
    expect(
      await count(t, 'domain_events', "type = 'DepositMade' AND user_id IS NOT DISTINCT FROM $1", [player.id]),
    ).toBe(1);
  });

  it('credits what Stripe says was paid, not what was asked', async () => {
    const { player, id, session } = await pending('30.00');
    await deliver(t.url, events.checkoutCompleted(session, { amount_total: 2750 }));
    expect(await depositOf(player, id)).toMatchObject({ amount: '30.00', amount_credited: '27.50' });
    expect((await me(player)).balance).toBe('27.50');
  });

  it('credits nothing for a session completed but not paid yet', async () => {
    const { player, id, session } = await pending('12.00');
    await deliver(t.url, events.checkoutCompleted(session, { payment_status: 'unpaid' }));
    expect((await depositOf(player, id)).status).toBe('PENDING');
    expect((await me(player)).balance).toBe('0.00');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { player, id, session } = await pending('15.00');
    const before = await count(t, 'ledger_entries');
    const event = events.checkoutCompleted(session);
    for (const options of [{ secret: 'whsec_someone_else' }, { signature: 't=1,v1=deadbeef' }, { signature: '' }]) {
      const res = await deliver(t.url, event, options);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'bad_signature' });
    }
    // Signed over other bytes than those sent: the signature covers the raw body exactly.
    const tampered = await fetch(`${t.url}/api/payments/stripe/webhook/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': (await import('stripe')).default.webhooks.generateTestHeaderString({
          payload: JSON.stringify(event),
          secret: stripe.env().STRIPE_WEBHOOK_SECRET,
        }),
      },
      body: JSON.stringify(event, null, 2),
    });
    expect(tampered.status).toBe(400);
    expect(await count(t, 'ledger_entries')).toBe(before);
    expect((await depositOf(player, id)).status).toBe('PENDING');
  });

  it('refuses a signature dated more than 5 minutes ahead, as one more than 5 minutes old (issue 30 §4)', async () => {
    const { player, id, session } = await pending('16.00');
    const before = await count(t, 'ledger_entries');
    const event = events.checkoutCompleted(session);
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 86_400, now + 360, now - 360]) {
      const res = await deliver(t.url, event, { timestamp });
      expect([timestamp - now, res.status, res.body]).toEqual([
        timestamp - now,
        400,
        { error: 'The webhook signature is missing or invalid.', code: 'bad_signature' },
      ]);
    }
    // Stripe's library reads the last t= of the header and signs over it: an earlier, honest one hides nothing.
    const ahead = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: stripe.env().STRIPE_WEBHOOK_SECRET,
      timestamp: now + 86_400,
    });
    expect((await deliver(t.url, event, { signature: `t=${now},${ahead}` })).status).toBe(400);
    expect(await count(t, 'ledger_entries')).toBe(before);
    expect((await depositOf(player, id)).status).toBe('PENDING');
    // Clocks a little apart either way are fine.
    expect((await deliver(t.url, event, { timestamp: now + 120 })).status).toBe(200);
    expect((await depositOf(player, id)).status).toBe('COMPLETED');
  });

  it('marks an expired checkout EXPIRED, and a late expiry never undoes a paid deposit', async () => {
    const { player, id, session } = await pending('9.00');
    await deliver(t.url, events.checkoutExpired(session));
    expect(await depositOf(player, id)).toMatchObject({ status: 'EXPIRED', checkout_url: null });
    expect(
      (await t.api.get('/api/economy/deposits', { params: { query: { status: 'EXPIRED' } }, token: player.access }))
        .body.count,
    ).toBe(1);
    const paid = await pending('8.00');
    await deliver(t.url, events.checkoutCompleted(paid.session));
    await deliver(t.url, events.checkoutExpired(paid.session));
    expect((await depositOf(paid.player, paid.id)).status).toBe('COMPLETED');
    expect((await me(paid.player)).balance).toBe('8.00');
  });

  describe('against a deposit limit', () => {
    const HELD = 'A checkout not yet paid holds 25.00 of the limit until it closes.';

    async function limitedTo(amount: string) {
      const player = await fixtures(t).player({ name: 'strl' });
      expect(
        (await t.api.put('/api/accounts/limits', { body: { deposit_daily: amount }, token: player.access })).status,
      ).toBe(200);
      return player;
    }

    it('counts a checkout not yet paid, so two checkouts cannot pay past the limit together', async () => {
      const player = await limitedTo('30.00');
      const first = await deposit(player, '25.00');
      expect(first.status).toBe(202);
      const second = await deposit(player, '10.00');
      expect(second.status).toBe(400);
      expect(second.body).toEqual({
        error: `This would pass your deposit limit of 30.00 per 24 hours: 5.00 remains. ${HELD}`,
        code: 'deposit_limit_reached',
      });
      expect(await count(t, 'deposits', 'user_id = $1', [player.id])).toBe(1);
      expect((await deposit(player, '5.00')).status).toBe(202);

      // Once paid, the coins count as a deposit (and the message no longer speaks of a checkout).
      const paid = stripe.sessionFor(first.body.deposit.id);
      await deliver(t.url, events.checkoutCompleted(paid));
      expect((await me(player)).balance).toBe('25.00');
      const afterPaid = await deposit(player, '1.00');
      expect(afterPaid.body).toEqual({
        error:
          'This would pass your deposit limit of 30.00 per 24 hours: 0.00 remains. ' +
          'A checkout not yet paid holds 5.00 of the limit until it closes.',
        code: 'deposit_limit_reached',
      });
    });

    it('gives the room back when the checkout expires, or when it closed long enough ago to be paid no more', async () => {
      const player = await limitedTo('30.00');
      const opened = await deposit(player, '25.00');
      await deliver(t.url, events.checkoutExpired(stripe.sessionFor(opened.body.deposit.id)));
      expect((await deposit(player, '25.00')).status).toBe(202);
      expect((await deposit(player, '10.00')).body.error).toContain(HELD);

      // No expiry notice came: the checkout closed 32 minutes after it opened, and a late payment's notice had
      // ten more minutes to arrive. Past that it holds nothing.
      await t.sql(
        "UPDATE deposits SET created_at = now() - interval '39 minutes' WHERE user_id = $1 AND status = 'PENDING'",
        [player.id],
      );
      expect((await deposit(player, '10.00')).status).toBe(400);
      await t.sql(
        "UPDATE deposits SET created_at = now() - interval '41 minutes' WHERE user_id = $1 AND status = 'PENDING'",
        [player.id],
      );
      expect((await deposit(player, '10.00')).status).toBe(202);
    });

    it('keeps counting a checkout paid by a method that settles later, until the money arrives or fails', async () => {
      const player = await limitedTo('30.00');
      const opened = await deposit(player, '25.00');
      const session = stripe.sessionFor(opened.body.deposit.id);
      await deliver(t.url, events.checkoutCompleted(session, { payment_status: 'unpaid' }));
      // Past the checkout's 40 minutes a bank debit may still be days from settling: it still holds the room.
      await t.sql("UPDATE deposits SET created_at = now() - interval '3 days' WHERE user_id = $1", [player.id]);
      expect((await depositOf(player, opened.body.deposit.id)).status).toBe('PENDING');
      expect((await deposit(player, '10.00')).body.error).toContain(HELD);
      // The reconciler hears the same from Stripe and leaves it be.
      stripe.moveOn(session, { status: 'complete', payment_status: 'unpaid' });
      await t.app.get(CheckoutReconciler).sweep();
      expect((await depositOf(player, opened.body.deposit.id)).status).toBe('PENDING');
      expect((await deposit(player, '10.00')).status).toBe(400);

      const failed = { ...events.checkoutCompleted(session, { payment_status: 'unpaid' }) };
      await deliver(t.url, { ...failed, type: 'checkout.session.async_payment_failed' });
      expect((await depositOf(player, opened.body.deposit.id)).status).toBe('FAILED');
      expect((await deposit(player, '10.00')).status).toBe(202);
    });

    it('lets one of two checkouts asked at once through when together they would pass the limit', async () => {
      const player = await limitedTo('30.00');
      const answers = await Promise.all([deposit(player, '20.00'), deposit(player, '20.00')]);
      expect(answers.map((res) => res.status).sort()).toEqual([202, 400]);
      expect(await count(t, 'deposits', 'user_id = $1', [player.id])).toBe(1);
    });
  });

  describe('when a notice never comes', () => {
    /** Ages a player's pending deposits as if their checkouts had opened `minutes` ago. */
    const openedAgo = (playerId: number, minutes: number) =>
      t.sql(
        "UPDATE deposits SET created_at = now() - make_interval(mins => $2) WHERE user_id = $1 AND status = 'PENDING'",
        [playerId, minutes],
      );
    const sweep = () => t.app.get(CheckoutReconciler).sweep();
    const lookups = (session: { id: string }) =>
      stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`).length;

    it('asks Stripe about a checkout past its close, and credits a payment whose event was lost, once', async () => {
      const { player, id, session } = await pending('20.00');
      stripe.moveOn(session, { status: 'complete', payment_status: 'paid' });
      // Still inside its 32 minutes and the 8 of grace: the event may yet come, so Stripe is not asked.
      await openedAgo(player.id, 39);
      await sweep();
      expect(lookups(session)).toBe(0);
      expect((await depositOf(player, id)).status).toBe('PENDING');

      await openedAgo(player.id, 41);
      await sweep();
      expect(lookups(session)).toBe(1);
      expect(await depositOf(player, id)).toMatchObject({ status: 'COMPLETED', amount_credited: '20.00' });
      expect((await me(player)).balance).toBe('20.00');
      // The event arriving after all credits nothing more.
      await deliver(t.url, events.checkoutCompleted(session));
      await sweep();
      expect((await me(player)).balance).toBe('20.00');
      expect(lookups(session)).toBe(1);
    });

    it('closes an expired one, and leaves one Stripe still calls open for an hour before asking again', async () => {
      const expired = await pending('6.00');
      const open = await pending('7.00');
      stripe.moveOn(expired.session, { status: 'expired', payment_status: 'unpaid' });
      stripe.moveOn(open.session, { status: 'complete', payment_status: 'unpaid' });
      await openedAgo(expired.player.id, 45);
      await openedAgo(open.player.id, 45);
      await sweep();
      expect(await depositOf(expired.player, expired.id)).toMatchObject({ status: 'EXPIRED', checkout_url: null });
      expect((await depositOf(open.player, open.id)).status).toBe('PENDING');
      await sweep();
      expect(lookups(open.session)).toBe(1);
      expect(lookups(expired.session)).toBe(1);
      expect((await me(open.player)).balance).toBe('0.00');
    });
  });

  describe('when the player steps away', () => {
    const expiries = (session: { id: string }) =>
      stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${session.id}/expire`);

    it('closes the checkouts a time-out or a self-exclusion leaves open, and leaves a paid one paid', async () => {
      for (const stepAway of [
        (player: Player) => t.api.post('/api/accounts/time_out', { body: { days: 1 }, token: player.access }),
        (player: Player) => t.api.post('/api/accounts/self_exclude', { body: { months: 6 }, token: player.access }),
      ]) {
        const open = await pending('15.00');
        const paid = await deposit(open.player, '5.00');
        const paidSession = stripe.sessionFor(paid.body.deposit.id);
        await deliver(t.url, events.checkoutCompleted(paidSession));
        stripe.moveOn(paidSession, { status: 'complete', payment_status: 'paid' });

        expect((await stepAway(open.player)).status).toBe(200);
        await eventually(async () => (await depositOf(open.player, open.id)).status, {
          until: (status) => status === 'EXPIRED',
          what: 'the open checkout closed',
        });
        expect(expiries(open.session)).toHaveLength(1);
        expect((await depositOf(open.player, paid.body.deposit.id)).status).toBe('COMPLETED');
        expect((await me(open.player)).balance).toBe('5.00');
        // Stripe's own notice of the expiry, arriving after, changes nothing.
        await deliver(t.url, events.checkoutExpired(open.session));
        expect((await depositOf(open.player, open.id)).status).toBe('EXPIRED');
      }
    });
  });

  it('answers 503 and records nothing when Stripe cannot be reached', async () => {
    const player = await fixtures(t).player({ name: 'strp' });
    const before = await count(t, 'deposits');
    stripe.failNext = 2;
    const res = await deposit(player, '5.00');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: expect.any(String), code: 'provider_unavailable' });
    expect(await count(t, 'deposits')).toBe(before);
  });

  it('ignores an event for a checkout it never made, and events it does not act on', async () => {
    const { session } = await pending('3.00');
    const stranger = { ...session, id: 'cs_test_not_ours', client_reference_id: '999999' };
    expect((await deliver(t.url, events.checkoutCompleted(stranger))).status).toBe(200);
    const other = { ...events.checkoutCompleted(session), type: 'customer.created' };
    expect((await deliver(t.url, other)).status).toBe(200);
  });
});
