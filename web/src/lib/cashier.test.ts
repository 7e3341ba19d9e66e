import { describe, expect, it } from '@jest/globals';
import { checkoutTarget, coinValueText, depositLook, isDepositSettled, openDeposits } from './cashier';

describe('coinValueText', () => {
  it('says what one coin is worth in the server’s currency', () => {
    expect(coinValueText({ coin_value: '1.00', currency: 'EUR' })).toBe('1 coin = 1.00 EUR');
    expect(coinValueText({ coin_value: '0.0125', currency: 'USD' })).toBe('1 coin = 0.0125 USD');
    expect(coinValueText({ coin_value: '1.00', currency: 'EUR', sandbox: false })).toBe('1 coin = 1.00 EUR');
  });

  it('says in the sandbox that no money is taken, and the price as the live one (issue 34 §2)', () => {
    expect(coinValueText({ coin_value: '1.00', currency: 'EUR', sandbox: true })).toBe(
      'Sandbox: no money is taken. In live play, 1 coin = 1.00 EUR',
    );
  });
});

describe('deposit statuses', () => {
  it('reads each status in words, an unknown one as itself', () => {
    expect(depositLook('PENDING').label).toBe('Waiting for payment');
    expect(depositLook('COMPLETED').label).toBe('Credited');
    expect(depositLook('EXPIRED').label).toBe('Expired');
    expect(depositLook('FAILED').label).toBe('Failed');
    expect(depositLook('toString')).toEqual({ label: 'toString', color: 'gray' });
  });

  it('is settled once it is no longer pending', () => {
    expect(isDepositSettled('PENDING')).toBe(false);
    expect(isDepositSettled('COMPLETED')).toBe(true);
    expect(isDepositSettled('EXPIRED')).toBe(true);
  });

  it('lists apart only the deposits that are not transactions', () => {
    const list = [
      { id: 1, status: 'COMPLETED' },
      { id: 2, status: 'PENDING' },
      { id: 3, status: 'EXPIRED' },
      { id: 4, status: 'FAILED' },
    ];
    expect(openDeposits(list).map((d) => d.id)).toEqual([2, 3, 4]);
  });
});

describe('checkoutTarget', () => {
  it('keeps an absolute http(s) address', () => {
    expect(checkoutTarget('https://checkout.stripe.com/c/pay/cs_test_1')).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(checkoutTarget('http://127.0.0.1:4000/checkout/cs_1')).toBe('http://127.0.0.1:4000/checkout/cs_1');
  });

  it('drops anything that is not one', () => {
    expect(checkoutTarget(null)).toBeNull();
    expect(checkoutTarget('')).toBeNull();
    expect(checkoutTarget('/wallet')).toBeNull();
    expect(checkoutTarget('javascript:alert(1)')).toBeNull();
    expect(checkoutTarget('data:text/html,hi')).toBeNull();
  });
});
