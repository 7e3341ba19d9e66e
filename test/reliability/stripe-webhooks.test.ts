/**
 * Deposits confirmed by Stripe webhooks the way Stripe delivers them at its worst: every event at least twice,
 * in no particular order, concurrently (a retry racing the first delivery), the expiry of a paid session
 * included, refunds and disputes arriving before the payment they are about. The checker: each deposit is
 * credited exactly once with what was paid, every take-back lands once, and the trial balance is zero.
 */
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type Player } from '../support/api-client.js';
import { count, expectLedgerSound } from '../support/ledger-helpers.js';
import { trialBalanceTotal } from '../support/cashier-helpers.js';
import { eventually } from '../support/eventually.js';
import { deliver, events, StripeStandIn, type StandInSession } from '../support/stripe-stand-in.js';
import { fixtures } from '../support/fixtures.js';

const PLAYERS = 12;
const DEPOSITS_EACH = 3;

const shuffle = <T>(items: T[]): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};

describe('Stripe webhooks delivered twice and out of order', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let admin: Player;

  beforeAll(async () => {
    stripe = await new StripeStandIn().start();
    t = await startTestApp(stripe.env());
    admin = await fixtures(t).admin({ username: 'reliability_admin' });
  });

  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('credits each paid deposit exactly once and keeps the books balanced', async () => {
    const deposits: { player: Player; id: number; session: StandInSession; paid: number; refunded: number }[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const player = await fixtures(t).player({ name: 'rel' });
      for (let d = 0; d < DEPOSITS_EACH; d++) {
        const res = await t.api.post('/api/economy/wallet/deposit', {
          body: { amount: `${10 + p + d}.00` },
          token: player.access,
        });
        expect(res.status).toBe(202);
        const session = stripe.sessionFor(res.body.deposit.id);
        // Some payments differ from the amount asked; one deposit in three is partly refunded later.
        const paid = d === 1 ? session.amount_total - 100 : session.amount_total;
        deposits.push({ player, id: res.body.deposit.id, session, paid, refunded: d === 2 ? 500 : 0 });
      }
    }

    const notices = deposits.flatMap(({ session, paid, refunded }) => {
      const completed = events.checkoutCompleted(session, { amount_total: paid });
      const list = [completed, completed, events.checkoutCompleted(session, { amount_total: paid })];
      list.push(events.checkoutExpired(session));
      if (refunded) list.push(events.chargeRefunded({ ...session, amount_total: paid }, refunded));
      return list;
    });
    // Each notice is delivered twice, the copies racing each other; a notice about a payment not yet known is
    // answered 409 and delivered again, as Stripe retries, until it is taken.
    const pendingRetry: Record<string, unknown>[] = [];
    await Promise.all(
      shuffle([...notices, ...notices]).map(async (event) => {
        const res = await deliver(t.url, event);
        if (res.status === 409) pendingRetry.push(event);
        else expect(res.status).toBe(200);
      }),
    );
    for (const event of pendingRetry) {
      await eventually(async () => (await deliver(t.url, event)).status, { until: (status) => status === 200 });
    }

    for (const { player, id, paid, refunded } of deposits) {
      const deposit = (
        await t.api.get('/api/economy/deposits/{id}', { params: { path: { id } }, token: player.access })
      ).body;
      expect(deposit).toMatchObject({
        status: 'COMPLETED',
        amount_credited: (paid / 100).toFixed(2),
        amount_taken_back: (refunded / 100).toFixed(2),
      });
      expect(
        await count(t, 'ledger_entries', "type = 'DEPOSIT' AND idempotency_key = $1", [`deposit:${player.id} #${id}`]),
      ).toBe(1);
    }
    for (const player of new Set(deposits.map((d) => d.player))) {
      const mine = deposits.filter((d) => d.player === player);
      const expected = mine.reduce((sum, d) => sum + d.paid - d.refunded, 0);
      const me = (await t.api.get('/api/economy/wallet/me', { token: player.access })).body;
      expect(me).toEqual({ balance: (expected / 100).toFixed(2), owed: '0.00' });
    }
    expect(await count(t, 'ledger_entries', "type = 'DEPOSIT'")).toBe(PLAYERS * DEPOSITS_EACH);
    expect(await count(t, 'ledger_entries', "type = 'DEPOSIT_REFUND'")).toBe(PLAYERS);
    await expectLedgerSound(t);
    expect(await trialBalanceTotal(t, admin)).toBe('0.00');
  });
});
