import { cents } from '../../../shared/money/money.js';
import { CoinPrice } from './coin-price.js';

describe(CoinPrice.name, () => {
  it('prices one coin for one unit by default', () => {
    const price = new CoinPrice('EUR', 1);
    expect(price.coinValue()).toBe('1.00');
    expect(price.priceOf(cents(1234))).toBe(1234);
    expect(price.coinsFor(1234)).toBe(1234);
  });

  it('prices many coins per unit, rounding a part-cent price up and crediting what it buys', () => {
    const price = new CoinPrice('EUR', 100);
    expect(price.coinValue()).toBe('0.01');
    expect(price.priceOf(cents(10_000))).toBe(100);
    expect(price.priceOf(cents(150))).toBe(2);
    expect(price.coinsFor(2)).toBe(200);
  });

  it('writes a coin value that is not a round number with its decimals', () => {
    expect(new CoinPrice('USD', 3).coinValue()).toBe('0.333333');
    expect(new CoinPrice('USD', 8).coinValue()).toBe('0.125');
  });
});
