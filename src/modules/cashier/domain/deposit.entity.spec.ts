import { cents } from '../../../shared/money/money.js';
import { Deposit, DepositDispute } from './deposit.entity.js';
import { split } from './deposit-ledger.js';

const paidDeposit = (credited: number) => {
  const deposit = new Deposit(1, 'stripe', cents(credited), 'EUR', credited);
  deposit.complete(cents(credited), 'pi_1');
  return deposit;
};

describe(Deposit.name, () => {
  it('completes once, and a paid deposit neither expires nor fails', () => {
    const deposit = new Deposit(1, 'stripe', cents(1000), 'EUR', 1000);
    expect(deposit.complete(cents(900), 'pi_1')).toBe(true);
    expect(deposit.complete(cents(900), 'pi_1')).toBe(false);
    expect(deposit.expire()).toBe(false);
    expect(deposit.fail()).toBe(false);
    expect(deposit).toMatchObject({ status: 'COMPLETED', amountCredited: 900, paymentReference: 'pi_1' });
  });

  it('still credits a payment that arrives after the checkout expired', () => {
    const deposit = new Deposit(1, 'stripe', cents(1000), 'EUR', 1000);
    expect(deposit.expire()).toBe(true);
    expect(deposit.complete(cents(1000), null)).toBe(true);
  });

  it('takes back only the new part of a running refund total, capped at what was credited', () => {
    const deposit = paidDeposit(5000);
    expect(deposit.refundUpTo(cents(2000))).toBe(2000);
    expect(deposit.refundUpTo(cents(2000))).toBe(0);
    expect(deposit.refundUpTo(cents(1000))).toBe(0);
    expect(deposit.dispute(cents(4000))).toBe(3000);
    expect(deposit.refundUpTo(cents(5000))).toBe(0);
    expect(deposit.amountTakenBack).toBe(5000);
    deposit.disputeWon(cents(3000));
    expect(deposit.amountTakenBack).toBe(2000);
  });

  it('records a payment that settles later once, and only while pending', () => {
    const deposit = new Deposit(1, 'stripe', cents(1000), 'EUR', 1000);
    const at = new Date('2026-11-26T12:00:00Z');
    expect(deposit.awaitPayment(at)).toBe(true);
    expect(deposit.awaitPayment(new Date())).toBe(false);
    expect(deposit.awaitingPaymentSince).toEqual(at);
    const paid = new Deposit(1, 'stripe', cents(1000), 'EUR', 1000);
    paid.complete(cents(1000), 'pi_1');
    expect(paid.awaitPayment()).toBe(false);
    expect(paid.awaitingPaymentSince).toBeNull();
  });

  it('shows the checkout URL only while there is something to pay and the checkout takes payment', () => {
    const deposit = new Deposit(1, 'stripe', cents(1000), 'EUR', 1000);
    deposit.openCheckout('cs_1', 'https://checkout.example/cs_1');
    expect(deposit.openCheckoutUrl()).toBe('https://checkout.example/cs_1');
    const closes = deposit.checkoutClosesAt;
    expect(closes.getTime() - deposit.createdAt.getTime()).toBe(32 * 60_000);
    expect(deposit.openCheckoutUrl(new Date(closes.getTime() - 1))).toBe('https://checkout.example/cs_1');
    expect(deposit.openCheckoutUrl(closes)).toBeNull();
    deposit.expire();
    expect(deposit.openCheckoutUrl()).toBeNull();
  });
});

describe(DepositDispute.name, () => {
  it('is closed once', () => {
    const dispute = new DepositDispute(1, 'dp_1', cents(100), 'OPEN');
    expect(dispute.close('WON')).toBe(true);
    expect(dispute.close('LOST')).toBe(false);
    expect(dispute.status).toBe('WON');
  });
});

describe('split', () => {
  it('covers what is available and leaves the rest', () => {
    expect(split(cents(5000), cents(2000))).toEqual([2000, 3000]);
    expect(split(cents(1000), cents(2000))).toEqual([1000, 0]);
    expect(split(cents(1000), cents(0))).toEqual([0, 1000]);
  });
});
