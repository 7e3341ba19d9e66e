import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { count, expectLedgerSound } from '../support/ledger-helpers.js';
import { trialBalanceTotal } from '../support/cashier-helpers.js';
import { verifyEmailOf } from '../support/email-verification.js';
import { deliver, events, StripeStandIn, type StandInSession } from '../support/stripe-stand-in.js';
import { fixtures } from '../support/fixtures.js';

describe('Refunds and disputes of Stripe deposits over HTTP', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: Player;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    t = await startTestApp(stripe.env());
    admin = await fixtures(t).admin({ username: 'takeback_admin' });
  });

  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  afterEach(async () => {
    await expectLedgerSound(t);
    expect(await trialBalanceTotal(t, admin)).toBe('0.00');
  });

  const me = async (player: Player) => (await t.api.get('/api/economy/wallet/me', { token: player.access })).body;
  const depositOf = async (player: Player, id: number) =>
    (await t.api.get('/api/economy/deposits/{id}', { params: { path: { id } }, token: player.access })).body;

  /** A paid Stripe deposit of `amount` for `player` (a new one unless given). */
  async function paid(
    amount: string,
    given?: Player,
  ): Promise<{ player: Player; id: number; session: StandInSession }> {
    const player = given ?? (await fixtures(t).player({ name: 'tb' }));
    const res = await t.api.post('/api/economy/wallet/deposit', { body: { amount }, token: player.access });
    expect(res.status).toBe(202);
    const session = stripe.sessionFor(res.body.deposit.id);
    expect((await deliver(t.url, events.checkoutCompleted(session))).status).toBe(200);
    return { player, id: res.body.deposit.id, session };
  }

  it('takes back a refund step by step, once each, however often Stripe repeats it', async () => {
    const { player, id, session } = await paid('50.00');
    const partial = events.chargeRefunded(session, 2000);
    await deliver(t.url, partial);
    await deliver(t.url, partial);
    expect(await me(player)).toEqual({ balance: '30.00', owed: '0.00' });
    expect((await depositOf(player, id)).amount_taken_back).toBe('20.00');
    await deliver(t.url, events.chargeRefunded(session, 5000));
    // An older notice arriving late takes nothing.
    await deliver(t.url, events.chargeRefunded(session, 2000));
    expect(await me(player)).toEqual({ balance: '0.00', owed: '0.00' });
    expect(await depositOf(player, id)).toMatchObject({ status: 'COMPLETED', amount_taken_back: '50.00' });
    const types = await t.api.get('/api/economy/transactions/recent', { token: player.access });
    expect(types.body.map((row: { transaction_type: string }) => row.transaction_type)).toEqual([
      'DEPOSIT_REFUND',
      'DEPOSIT_REFUND',
      'DEPOSIT',
    ]);
  });

  it('takes back a dispute when it opens and gives it back when won, each once', async () => {
    const { player, id, session } = await paid('40.00');
    const opened = events.dispute('charge.dispute.created', session, 'dp_won_1', 4000, 'needs_response');
    await deliver(t.url, opened);
    await deliver(t.url, opened);
    expect(await me(player)).toEqual({ balance: '0.00', owed: '0.00' });
    expect((await depositOf(player, id)).amount_taken_back).toBe('40.00');
    const won = events.dispute('charge.dispute.closed', session, 'dp_won_1', 4000, 'won');
    await deliver(t.url, won);
    await deliver(t.url, won);
    expect(await me(player)).toEqual({ balance: '40.00', owed: '0.00' });
    expect((await depositOf(player, id)).amount_taken_back).toBe('0.00');
    expect(
      await count(t, 'domain_events', "type = 'DepositGivenBack' AND payload->>'depositId' = $1", [String(id)]),
    ).toBe(1);
  });

  it('keeps a lost dispute taken back, and a "won" for a dispute never opened moves nothing', async () => {
    const { player, session } = await paid('25.00');
    await deliver(t.url, events.dispute('charge.dispute.created', session, 'dp_lost_1', 1000, 'needs_response'));
    await deliver(t.url, events.dispute('charge.dispute.closed', session, 'dp_lost_1', 1000, 'lost'));
    await deliver(t.url, events.dispute('charge.dispute.closed', session, 'dp_lost_1', 1000, 'won'));
    expect((await me(player)).balance).toBe('15.00');
    await deliver(t.url, events.dispute('charge.dispute.closed', session, 'dp_stray', 1000, 'won'));
    await deliver(t.url, events.dispute('charge.dispute.created', session, 'dp_stray', 1000, 'needs_response'));
    expect((await me(player)).balance).toBe('15.00');
  });

  it('posts a dispute larger than the balance to what the player owes, refuses withdraw, join and create, until a deposit covers it', async () => {
    const { player, session } = await paid('50.00');
    await verifyEmailOf(t, player);
    const withdrawal = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '30.00', payment_details: 'me@paypal.example' },
      token: player.access,
    });
    expect(withdrawal.status).toBe(201);
    expect(
      await deliver(t.url, events.dispute('charge.dispute.created', session, 'dp_big_1', 5000, 'needs_response')),
    ).toEqual({ status: 200, body: { received: true } });
    expect(await me(player)).toEqual({ balance: '0.00', owed: '30.00' });
    const trial = await t.api.get('/api/admin/ledger/trial_balance', { token: admin.access });
    expect(trial.body.accounts).toContainEqual(
      expect.objectContaining({ kind: 'RECEIVABLE', balance: '-30.00', user_id: player.id }),
    );

    const refusal = {
      error: 'You owe 30.00 coins after a refund or dispute. Deposit to cover it first.',
      code: 'amount_owed',
    };
    const withdraw = await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '10.00', payment_details: 'me@paypal.example' },
      token: player.access,
    });
    expect(withdraw.status).toBe(400);
    expect(withdraw.body).toEqual(refusal);
    const creator = await fixtures(t).player({ funds: '100.00' });
    const cup = await fixtures(t).tournament({ by: creator, entry_fee: '1.00', max_players: 4 });
    const joined = await t.api.post('/api/tournaments/{id}/join', {
      params: { path: { id: cup.id } },
      token: player.access,
    });
    expect(joined.status).toBe(400);
    expect(joined.body).toEqual(refusal);
    const created = await t.api.post('/api/tournaments', {
      body: { name: 'Owed Cup', entry_fee: '1.00', max_players: 4, game_mode: 'BLITZ' },
      token: player.access,
    });
    expect(created.status).toBe(400);
    expect(created.body).toEqual(refusal);

    // A deposit settles what is owed first; only the rest is spendable.
    await paid('40.00', player);
    expect(await me(player)).toEqual({ balance: '10.00', owed: '0.00' });
    expect(
      (await t.api.post('/api/tournaments/{id}/join', { params: { path: { id: cup.id } }, token: player.access }))
        .status,
    ).toBe(200);
  });

  it('gives back a won dispute to the debt first, then to the wallet', async () => {
    const { player, session } = await paid('20.00');
    await verifyEmailOf(t, player);
    await t.api.post('/api/economy/wallet/withdraw', {
      body: { amount: '15.00', payment_details: 'x@paypal.example' },
      token: player.access,
    });
    await deliver(t.url, events.dispute('charge.dispute.created', session, 'dp_back_1', 2000, 'needs_response'));
    expect(await me(player)).toEqual({ balance: '0.00', owed: '15.00' });
    await deliver(t.url, events.dispute('charge.dispute.closed', session, 'dp_back_1', 2000, 'won'));
    expect(await me(player)).toEqual({ balance: '5.00', owed: '0.00' });
  });
});
