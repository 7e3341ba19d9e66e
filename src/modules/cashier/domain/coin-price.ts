import { cents, type Cents } from '../../../shared/money/money.js';

/**
 * What a coin is worth: COINS_PER_UNIT coins for one unit of COIN_CURRENCY. Coins are counted in hundredths
 * (cents of a coin) and the currency in its minor unit (cents), so one currency cent buys `coinsPerUnit`
 * hundredths of a coin.
 */
export class CoinPrice {
  constructor(
    readonly currency: string,
    readonly coinsPerUnit: number,
  ) {}

  /**
   * The currency cents a number of coins costs. A price that is not a whole cent is rounded up: a provider
   * charges whole cents, and the player is then credited what the payment buys (`coinsFor`), never less.
   */
  priceOf(coins: Cents): number {
    return Math.ceil(coins / this.coinsPerUnit);
  }

  /** The coins a payment of `paid` currency cents buys. */
  coinsFor(paid: number): Cents {
    return cents(paid * this.coinsPerUnit);
  }

  /** The price of one coin in the currency, with at least two decimals ("1.00", "0.01", "0.333333"). */
  coinValue(): string {
    const value = (1 / this.coinsPerUnit).toFixed(6).replace(/0+$/, '');
    const [whole, fraction = ''] = value.split('.');
    return `${whole}.${fraction.padEnd(2, '0')}`;
  }
}
